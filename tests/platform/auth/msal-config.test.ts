// @vitest-environment jsdom
// The configuration is handed to a real MSAL 5.29 instance: a misspelt option would be dropped
// silently by MSAL and show up here as its default.
import { AuthError, PublicClientApplication } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../src/platform/core/env-schema.ts';
import { authTexts, describeAuthError, providerFailureOf } from '../../../src/platform/auth/auth-errors.ts';
import { msalConfiguration } from '../../../src/platform/auth/msal-config.ts';
import { identityNetwork } from '../../../src/platform/auth/network.ts';

const origin = 'https://portal.ut.ac.id';
const discovery = {
  issuer: 'http://127.0.0.1:4010',
  authorization_endpoint: 'http://127.0.0.1:4010/auth',
  token_endpoint: 'http://127.0.0.1:4010/token',
  jwks_uri: 'http://127.0.0.1:4010/jwks',
  end_session_endpoint: 'http://127.0.0.1:4010/session/end',
};

const base = {
  VITE_MSAL_CLIENT_ID: 'client-id',
  VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access',
  VITE_PORTAL_API_URL: 'https://api.ut.ac.id/portal',
};

const entra = parseEnv({ ...base, VITE_MSAL_AUTHORITY: 'https://login.microsoftonline.com/7d3b0c2e-5a41-4f7e-9b1d-0c2a6e8f4d10' });
const local = parseEnv({
  ...base,
  VITE_MSAL_AUTHORITY: 'https://127.0.0.1:4010',
  VITE_MSAL_AUTHORITY_METADATA: JSON.stringify(discovery),
  VITE_MSAL_PROTOCOL_MODE: 'OIDC',
  VITE_MSAL_KNOWN_AUTHORITIES: '127.0.0.1:4010',
});

async function realConfiguration(env: typeof entra) {
  const msal = new PublicClientApplication(msalConfiguration(env, origin));
  await msal.initialize();
  return msal.getConfiguration();
}

describe('MSAL configuration (checked by MSAL itself)', () => {
  it('Entra ID: default protocol mode, tenant authority, sessionStorage cache, legacy polling', async () => {
    const config = await realConfiguration(entra);
    expect(config.auth).toMatchObject({
      clientId: 'client-id',
      authority: 'https://login.microsoftonline.com/7d3b0c2e-5a41-4f7e-9b1d-0c2a6e8f4d10',
      redirectUri: `${origin}/auth/redirect.html`,
      postLogoutRedirectUri: `${origin}/`,
      knownAuthorities: [],
      authorityMetadata: '',
    });
    expect(config.cache.cacheLocation).toBe('sessionStorage');
    expect(config.system.protocolMode).toBe('AAD');
    expect(config.system.enableLegacyPolling).toBe(true);
  });

  it('local OpenID provider: OIDC mode under system, default scopes without offline_access, metadata', async () => {
    const config = await realConfiguration(local);
    expect(config.system.protocolMode).toBe('OIDC');
    expect(config.auth.OIDCOptions.defaultScopes).toEqual(['openid', 'profile']);
    expect(config.auth.knownAuthorities).toEqual(['127.0.0.1:4010']);
    expect(JSON.parse(config.auth.authorityMetadata)).toEqual(discovery);
  });

  it('OIDC mode trusts the authority host when no known authorities are given', () => {
    const config = msalConfiguration({ ...local, VITE_MSAL_KNOWN_AUTHORITIES: [] }, origin);
    expect(config.auth.knownAuthorities).toEqual(['127.0.0.1:4010']);
  });

  it('has no auth-state cookie option (removed in v5) and no OIDCOptions in AAD mode', () => {
    const config = msalConfiguration(entra, origin);
    expect(JSON.stringify(config)).not.toMatch(/cookie/i);
    expect(config.auth.OIDCOptions).toBeUndefined();
  });
});

describe("network.ts's module inside a real MSAL 5.29", () => {
  /** Holds every request until aborted, like a provider that takes the connection and says nothing. */
  const hanging = vi.fn<typeof fetch>(
    (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  );
  const withDeadlineNetwork = async () => {
    const network = identityNetwork({
      authError: (code, message, cid) => new AuthError(code, cid, message),
      fetch: hanging,
      timeoutMs: 300,
    });
    const msal = new PublicClientApplication(msalConfiguration(local, origin, network));
    await msal.initialize();
    return msal;
  };

  it('is the one MSAL uses', async () => {
    const network = identityNetwork({ authError: (code, message, cid) => new AuthError(code, cid, message) });
    const msal = new PublicClientApplication(msalConfiguration(local, origin, network));
    expect(msal.getConfiguration().system.networkClient).toBe(network);
  });

  it("a token request that never answers ends MSAL's call with the provider named, and the next call is a new request", async () => {
    hanging.mockClear();
    const msal = await withDeadlineNetwork();
    // MSAL keeps a pending redemption per code and hands it to every identical call until it settles.
    const first = await msal.acquireTokenByCode({ code: 'the-code', scopes: ['api://portal-api/Portal.Access'] }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(AuthError);
    expect(providerFailureOf(first)).toEqual({ errorCode: 'provider_silent', providerHost: '127.0.0.1:4010', seconds: 1 });
    expect(describeAuthError(first).message).toBe(authTexts.id.providerSilent('127.0.0.1:4010', 1));
    expect(String(hanging.mock.calls[0]?.[0])).toMatch(/^http:\/\/127\.0\.0\.1:4010\/token/);

    const second = await msal.acquireTokenByCode({ code: 'the-code', scopes: ['api://portal-api/Portal.Access'] }).catch((e: unknown) => e);
    expect(providerFailureOf(second)?.errorCode).toBe('provider_silent');
    expect(hanging).toHaveBeenCalledTimes(2);
  });
});
