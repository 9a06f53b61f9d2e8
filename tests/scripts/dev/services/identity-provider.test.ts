// @vitest-environment node
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServices, type DevServices } from '../../../../scripts/dev/services/index.ts';
import { CodeFlowClient } from '../../../support/dev-services/code-flow.ts';

const PORTAL = 'http://localhost:5173';
const CLIENT_ID = 'portal-dosen-dev';
const PORTAL_SCOPE = 'openid profile api://portal-api/Portal.Access';
const CALENDAR_SCOPE = 'openid profile api://graph-dev/Calendars.Read api://graph-dev/Calendars.ReadWrite';

let services: DevServices;
const client = () => new CodeFlowClient(services.discovery, CLIENT_ID, `${PORTAL}/auth/redirect.html`, PORTAL);

beforeAll(async () => {
  services = await startDevServices({ idpPort: 0, apiPort: 0, portalOrigin: PORTAL, clientId: CLIENT_ID });
});
afterAll(() => services?.close());

describe('discovery and SPA env', () => {
  it('serves discovery for the issuer on 127.0.0.1 with code flow + PKCE only', () => {
    const { discovery, issuer } = services;
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('gives the SPA an https authority label with the exact issuer host', () => {
    const { env, issuer, apiUrl } = services;
    const host = new URL(issuer).host;
    expect(env).toEqual({
      VITE_MSAL_CLIENT_ID: CLIENT_ID,
      VITE_MSAL_AUTHORITY: `https://${host}`,
      VITE_MSAL_AUTHORITY_METADATA: JSON.stringify(services.discovery),
      VITE_MSAL_PROTOCOL_MODE: 'OIDC',
      VITE_MSAL_KNOWN_AUTHORITIES: host,
      VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access',
      VITE_CALENDAR_SCOPES: 'api://graph-dev/Calendars.Read api://graph-dev/Calendars.ReadWrite',
      VITE_PORTAL_API_URL: apiUrl,
      VITE_GRAPH_URL: `${apiUrl}/graph/v1.0`,
    });
  });
});

describe('sign-in pages', () => {
  it('refuses a wrong password and an unknown login, then accepts the right password', async () => {
    const c = client();
    const { step } = await c.start(PORTAL_SCOPE);
    if (step.kind !== 'page') throw new Error('expected the login page');
    expect(step.html).toContain('name="login"');

    const wrong = await c.submit(step, { login: 'asesor', password: 'salah' });
    expect(wrong).toMatchObject({ kind: 'page', status: 401 });
    if (wrong.kind !== 'page') return;
    expect(wrong.html).toContain('Login atau kata sandi salah.');

    const unknown = await c.submit(wrong, { login: 'siapa-saja', password: 'siapa-saja' });
    expect(unknown).toMatchObject({ kind: 'page', status: 401 });
    if (unknown.kind !== 'page') return;

    const consent = await c.submit(unknown, { login: 'asesor', password: 'asesor' });
    expect(consent.kind).toBe('page');
    if (consent.kind !== 'page') return;
    expect(consent.html).toContain('>Continue<');
    const done = await c.submit(consent, {});
    expect(done.kind).toBe('callback');
    if (done.kind === 'callback') expect(done.url.searchParams.get('code')).toBeTruthy();
  });

  it('shows the login page again for prompt=select_account even with a session', async () => {
    const c = client();
    await c.signIn(PORTAL_SCOPE, { login: 'dosen', password: 'dosen' });
    const { step } = await c.start(PORTAL_SCOPE, { prompt: 'select_account' });
    expect(step.kind).toBe('page');
    if (step.kind === 'page') expect(step.html).toContain('name="password"');
  });
});

describe('tokens', () => {
  it('issues an at+jwt for the portal API, an Entra-like id token and a refresh token without offline_access', async () => {
    const tokens = await client().signIn(PORTAL_SCOPE, { login: 'asesor', password: 'asesor' });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope).toBe('api://portal-api/Portal.Access');

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: services.issuer,
      aud: 'api://portal-api',
      sub: 'asesor',
      scope: 'api://portal-api/Portal.Access',
      scp: 'Portal.Access',
      oid: '00000000-0000-4000-8000-000000000001',
      client_id: CLIENT_ID,
    });

    expect(decodeJwt(tokens.id_token!)).toMatchObject({
      aud: CLIENT_ID,
      sub: 'asesor',
      name: 'Dr. Siti Rahmawati, M.Pd.',
      preferred_username: 'siti.rahmawati@ut.ac.id',
      email: 'siti.rahmawati@ut.ac.id',
      oid: '00000000-0000-4000-8000-000000000001',
      tid: '7d3b0c2e-5a41-4f7e-9b1d-0c2a6e8f4d10',
      roles: ['Dosen', 'Asesor'],
    });
  });

  it('after a second consent for calendar scopes, the newest refresh token still serves the portal API', async () => {
    const c = client();
    const first = await c.signIn(PORTAL_SCOPE, { login: 'dosen', password: 'dosen' });
    const second = await c.signIn(CALENDAR_SCOPE, { login: 'dosen', password: 'dosen' }); // session: consent only
    expect(decodeJwt(second.access_token).aud).toBe('api://graph-dev');

    const portal = await c.refresh(second.refresh_token!, PORTAL_SCOPE);
    expect(decodeJwt(portal.access_token)).toMatchObject({ aud: 'api://portal-api', sub: 'dosen' });

    const calendar = await c.refresh(portal.refresh_token!, 'openid profile api://graph-dev/Calendars.Read');
    expect(decodeJwt(calendar.access_token)).toMatchObject({ aud: 'api://graph-dev', scope: 'api://graph-dev/Calendars.Read' });
    expect(first.refresh_token).not.toBe(portal.refresh_token);
  });

  it("gives a demo user's id and access tokens that user's lifetime (singkat: 20 s; everyone else an hour), refreshed ones too", async () => {
    const lifetime = (jwt: string) => {
      const { exp, iat } = decodeJwt(jwt);
      return exp! - iat!;
    };
    const c = client();
    const short = await c.signIn(PORTAL_SCOPE, { login: 'singkat', password: 'singkat' });
    expect([lifetime(short.id_token!), lifetime(short.access_token), short.expires_in]).toEqual([20, 20, 20]);
    const refreshed = await c.refresh(short.refresh_token!, PORTAL_SCOPE);
    expect([lifetime(refreshed.id_token!), lifetime(refreshed.access_token)]).toEqual([20, 20]);

    const usual = await client().signIn(PORTAL_SCOPE, { login: 'asesor', password: 'asesor' });
    expect([lifetime(usual.id_token!), lifetime(usual.access_token)]).toEqual([3600, 3600]);
  });

  it('rejects an API the provider does not know', async () => {
    await expect(client().signIn('openid api://lain/Akses', { login: 'dosen', password: 'dosen' })).rejects.toThrow(
      /invalid_target|unknown API/,
    );
  });

  it('answers token requests with CORS for the portal origin only', async () => {
    const c = client();
    const ok = await c.tokenRaw({ grant_type: 'refresh_token', refresh_token: 'tidak-ada' });
    expect(ok.status).toBe(400);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL);

    const other = await new CodeFlowClient(services.discovery, CLIENT_ID, `${PORTAL}/`, 'http://evil.example').tokenRaw({
      grant_type: 'refresh_token',
      refresh_token: 'tidak-ada',
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session and returns to a registered post-logout URI', async () => {
    const c = new CodeFlowClient(services.discovery, CLIENT_ID, `${PORTAL}/`, PORTAL);
    const tokens = await c.signIn(PORTAL_SCOPE, { login: 'asesor', password: 'asesor' });

    const endSession = new URL(services.discovery.end_session_endpoint!);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${PORTAL}/logout/success`,
    }).toString();
    const confirm = await c.navigate(endSession.href);
    if (confirm.kind !== 'page') throw new Error('expected the logout page');
    expect(confirm.html).toContain("getElementById('logout-yes').click()"); // confirms by itself in a browser

    const done = await c.submit(confirm, { logout: 'yes' });
    expect(done.kind === 'callback' && done.url.href).toBe(`${PORTAL}/logout/success`);
    await expect(c.refresh(tokens.refresh_token!, PORTAL_SCOPE)).rejects.toThrow(/invalid_grant/);
    const { step } = await c.start(PORTAL_SCOPE);
    expect(step.kind === 'page' && step.html.includes('name="login"')).toBe(true);
  });
});
