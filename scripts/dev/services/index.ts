// Starts the local identity provider and portal API together and computes the VITE_* env the
// SPA needs. As a script (`npx tsx scripts/dev/services/index.ts`) it runs until Ctrl+C.
import { pathToFileURL } from 'node:url';
import { startIdentityProvider, type Discovery, type IdentityProvider } from './identity-provider.ts';
import { type PortalApi, startPortalApi } from './portal-api.ts';
import type { SignOutPaths } from './post-logout.ts';
import { CALENDAR_SCOPES, PORTAL_API_SCOPE } from './resource-servers.ts';
import { DEMO_USERS } from './users.ts';

export interface DevServicesOptions {
  idpPort?: number;
  apiPort?: number;
  portalOrigin?: string;
  /** More portal origins for the same client: redirect and post-logout URIs, CORS (IdP and API). */
  extraPortalOrigins?: readonly string[];
  /**
   * The paths of the portal served at each origin (its model's portal.paths): the provider lets its
   * sign-out return to its own signed-out page. An origin without them gets /logout/success.
   */
  portalPaths?: Readonly<Record<string, SignOutPaths>>;
  clientId?: string;
}

export interface DevServices {
  issuer: string;
  discovery: Discovery;
  apiUrl: string;
  env: Record<string, string>;
  /** For tests that mint tokens with oidc-provider's own models. */
  identityProvider: IdentityProvider;
  close(): Promise<void>;
}

function spaEnv(params: { issuer: string; discovery: Discovery; apiUrl: string; clientId: string }): Record<string, string> {
  const { host } = new URL(params.issuer);
  return {
    VITE_MSAL_CLIENT_ID: params.clientId,
    // MSAL refuses http:// authorities; an https:// label plus authorityMetadata works as long
    // as the host is exactly the issuer's (AUTH-NOTES, option 2).
    VITE_MSAL_AUTHORITY: `https://${host}`,
    VITE_MSAL_AUTHORITY_METADATA: JSON.stringify(params.discovery),
    VITE_MSAL_PROTOCOL_MODE: 'OIDC',
    VITE_MSAL_KNOWN_AUTHORITIES: host,
    VITE_PORTAL_API_SCOPE: PORTAL_API_SCOPE,
    VITE_CALENDAR_SCOPES: CALENDAR_SCOPES.join(' '),
    VITE_PORTAL_API_URL: params.apiUrl,
    VITE_GRAPH_URL: `${params.apiUrl}/graph/v1.0`,
  };
}

export async function startDevServices({
  idpPort = 4010,
  apiPort = 4020,
  portalOrigin = 'http://localhost:5173',
  extraPortalOrigins = [],
  portalPaths,
  clientId = 'portal-dosen-dev',
}: DevServicesOptions = {}): Promise<DevServices> {
  const identityProvider = await startIdentityProvider({ port: idpPort, portalOrigin, extraPortalOrigins, portalPaths, clientId });
  const { issuer, discovery } = identityProvider;
  let api: PortalApi;
  try {
    api = await startPortalApi({ port: apiPort, issuer, jwksUri: discovery.jwks_uri, portalOrigin, extraPortalOrigins });
  } catch (error) {
    await identityProvider.close();
    throw error;
  }
  return {
    issuer,
    discovery,
    apiUrl: api.url,
    env: spaEnv({ issuer, discovery, apiUrl: api.url, clientId }),
    identityProvider,
    close: async () => {
      await api.close();
      await identityProvider.close();
    },
  };
}

async function main(): Promise<void> {
  const portalOrigin = process.env.DEV_PORTAL_ORIGIN ?? 'http://localhost:5173';
  // The portal that will be served there (PORTAL, as for npm run dev): its sign-out returns to its own pages.
  const { portalFromEnv, readPortal } = await import('../../manifest/files.ts');
  const { loadManifest } = await import('../../../src/model/manifest/load.ts');
  const paths = loadManifest(readPortal(portalFromEnv('dev-services'))).model?.portal.paths;
  const services = await startDevServices({
    idpPort: Number(process.env.DEV_IDP_PORT ?? 4010),
    apiPort: Number(process.env.DEV_API_PORT ?? 4020),
    portalOrigin,
    ...(paths && { portalPaths: { [portalOrigin]: paths } }),
  });
  console.log(`Identity provider: ${services.issuer}`);
  console.log(`Portal API:        ${services.apiUrl}`);
  console.log(`Graph (calendar):  ${services.env.VITE_GRAPH_URL}`);
  console.log('\nDemo users (login = password):');
  for (const user of DEMO_USERS) console.log(`  ${user.login.padEnd(13)} ${user.portal.nama} — ${user.shows}`);
  console.log('\nSPA environment:');
  for (const [key, value] of Object.entries(services.env)) {
    console.log(`  ${key}=${key === 'VITE_MSAL_AUTHORITY_METADATA' ? '<discovery JSON>' : value}`);
  }
  console.log('\nCtrl+C to stop.');

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    services.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
