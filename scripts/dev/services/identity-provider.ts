// Local OpenID Connect provider standing in for Entra ID in dev and tests.
// See /work/shared/AUTH-NOTES.md for why each setting is there.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type Account, type Configuration } from 'oidc-provider';
import { logoutPage, logoutSuccessPage } from './idp-pages.ts';
import { createMemoryAdapterFactory } from './memory-adapter.ts';
import { postLogoutRedirectUris, type SignOutPaths } from './post-logout.ts';
import { chooseResource, resourceServerInfo } from './resource-servers.ts';
import { passwordCheck, selectAccountAsLogin } from './sign-in.ts';
import { findUserByLogin } from './users.ts';

export interface IdentityProviderOptions {
  port: number;
  portalOrigin: string;
  /** More origins serving the same client (the browser tests serve one build per test portal). */
  extraPortalOrigins?: readonly string[];
  /** Each origin's portal paths (its model's portal.paths), for the post-logout URIs; see post-logout.ts. */
  portalPaths?: Readonly<Record<string, SignOutPaths>>;
  clientId: string;
}

/** The provider's /.well-known/openid-configuration, handed to MSAL as authorityMetadata. */
export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  [key: string]: unknown;
}

export interface IdentityProvider {
  issuer: string;
  discovery: Discovery;
  /** The oidc-provider instance, for tests that mint tokens with its own models. */
  provider: Provider;
  close(): Promise<void>;
}

function findAccount(_ctx: unknown, sub: string): Account | undefined {
  const user = findUserByLogin(sub);
  if (!user) return undefined; // tokens and sessions for unknown accounts are refused
  return {
    accountId: user.login,
    claims: () => ({ sub: user.login, ...user.claims, email_verified: true }),
  };
}

/** How long the id and access tokens of the user with this login live, in seconds. */
const tokenLifetimeOf = (login: unknown): number =>
  (typeof login === 'string' ? findUserByLogin(login)?.tokenLifetime : undefined) ?? 60 * 60;

async function signingKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };
}

function configuration(options: IdentityProviderOptions, key: object): Configuration {
  const { clientId } = options;
  const origins = [options.portalOrigin, ...(options.extraPortalOrigins ?? [])];
  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: clientId,
        client_name: 'Portal Dosen (dev)',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((origin) => [`${origin}/auth/redirect.html`, `${origin}/`]),
        post_logout_redirect_uris: postLogoutRedirectUris(origins, options.portalPaths),
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Entra-like claims; email also under profile because MSAL's default scopes are openid+profile.
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'email', 'oid', 'tid', 'roles'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    findAccount,
    async extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token ? findUserByLogin(token.accountId) : undefined;
      if (!user) return undefined;
      const { oid, tid, name, preferred_username, roles } = user.claims;
      // Entra puts short scope names in `scp`; the standard `scope` claim keeps the full ones.
      const scp = token.scope
        ?.split(' ')
        .map((s) => s.slice(s.lastIndexOf('/') + 1))
        .join(' ');
      return { oid, tid, name, preferred_username, roles, ...(scp ? { scp } : {}) };
    },
    // Entra returns refresh tokens to SPAs without offline_access; MSAL is configured not to ask.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Entra does not revoke a refresh token when it is used (it only issues a fresh one beside it):
    // a launch tab renews with the copy of the opening tab's MSAL cache, and that tab's copy stays
    // good (src/features/launch/launch-tab.ts). oidc-provider would consume a used one by default.
    rotateRefreshToken: false,
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    responseTypes: ['code'], // authorization code + PKCE only, as MSAL uses it
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx, _client, oneOf) => chooseResource(ctx.oidc.params?.scope as string | undefined, oneOf),
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          const info = resourceServerInfo(indicator);
          if (!info) throw new errors.InvalidTarget(`unknown API ${indicator}`);
          return info;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = logoutSuccessPage();
        },
      },
    },
    ttl: {
      // An hour, as Entra's; a demo user may have shorter ones (users.ts tokenLifetime).
      AccessToken: (_ctx, token) => tokenLifetimeOf(token.accountId),
      AuthorizationCode: 60,
      IdToken: (_ctx, token) => tokenLifetimeOf(token.available.sub),
      RefreshToken: 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
  };
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  // Listen first: with port 0 the issuer (which names the port) is only known afterwards.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, configuration(options, await signingKey()));
  provider.use(selectAccountAsLogin());
  provider.use(passwordCheck(provider));
  provider.on('server_error', (_ctx, error) => console.error('[identity-provider]', error));
  handler = provider.callback();

  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  const discovery = (await response.json()) as Discovery;

  return {
    issuer,
    discovery,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps connections alive; don't wait for them
      }),
  };
}
