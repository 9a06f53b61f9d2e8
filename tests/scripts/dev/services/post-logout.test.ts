// @vitest-environment node
// Where the local identity provider lets a sign-out return: each served portal's root and its own
// signed-out page, taken from the portal's model (scripts/dev/services/post-logout.ts), so a portal
// whose signed-out page is not /logout/success can finish the mobile app's sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServices, type DevServices } from '../../../../scripts/dev/services/index.ts';
import { DEFAULT_SIGNED_OUT_PATH, postLogoutRedirectUris } from '../../../../scripts/dev/services/post-logout.ts';
import { portalPathsByOrigin, testSites, type TestSite } from '../../../../scripts/harness/services.ts';
import { realModel } from '../../../support/real-model.ts';
import { CodeFlowClient } from '../../../support/dev-services/code-flow.ts';

const A = 'http://localhost:4180';
const B = 'http://localhost:4183';

describe('postLogoutRedirectUris', () => {
  it("gives each origin its root and its portal's signed-out page", () => {
    expect(postLogoutRedirectUris([A, B], { [A]: { signedOut: '/logout/success' }, [B]: { signedOut: '/sign-out/done' } })).toEqual([
      `${A}/`,
      `${A}/logout/success`,
      `${B}/`,
      `${B}/sign-out/done`,
    ]);
  });

  it('gives an origin without paths the default signed-out page', () => {
    expect(DEFAULT_SIGNED_OUT_PATH).toBe('/logout/success');
    expect(postLogoutRedirectUris([A, B], { [B]: { signedOut: '/keluar' } })).toEqual([
      `${A}/`,
      `${A}/logout/success`,
      `${B}/`,
      `${B}/keluar`,
    ]);
  });

  it('lists a signed-out page that is the root once (a portal without a logout page signs out to its login page at /)', () => {
    expect(postLogoutRedirectUris([A], { [A]: { signedOut: '/' } })).toEqual([`${A}/`]);
  });
});

describe("the browser tests' portals", () => {
  const origins = Object.fromEntries(Object.keys(testSites).map((site, i) => [site, `http://localhost:${4180 + i}`])) as Record<
    TestSite,
    string
  >;

  it("register each portal's own signed-out page, from its model", () => {
    const paths = portalPathsByOrigin(origins);
    const uris = postLogoutRedirectUris(Object.values(origins), paths);
    for (const site of ['dosen', 'politeknik'] satisfies TestSite[]) {
      const { signedOut } = realModel(testSites[site]).portal.paths;
      expect(paths[origins[site]]?.signedOut).toBe(signedOut);
      expect(uris).toContain(`${origins[site]}${signedOut}`);
    }
    expect(uris).toContain(`${origins.politeknik}/sign-out/done`);
    expect(uris).not.toContain(`${origins.politeknik}/logout/success`);
  });
});

describe('the identity provider', () => {
  const CLIENT_ID = 'portal-dosen-dev';
  const SCOPE = 'openid profile api://portal-api/Portal.Access';
  let services: DevServices;
  beforeAll(async () => {
    services = await startDevServices({
      idpPort: 0,
      apiPort: 0,
      portalOrigin: A,
      extraPortalOrigins: [B],
      portalPaths: { [B]: { signedOut: '/sign-out/done' } },
      clientId: CLIENT_ID,
    });
  });
  afterAll(() => services?.close());

  /** Signs in at `origin`, then asks the provider to sign out and return to `returnTo`. */
  async function signOutTo(origin: string, returnTo: string) {
    const c = new CodeFlowClient(services.discovery, CLIENT_ID, `${origin}/`, origin);
    const tokens = await c.signIn(SCOPE, { login: 'asesor', password: 'asesor' });
    const endSession = new URL(services.discovery.end_session_endpoint!);
    endSession.search = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: returnTo }).toString();
    const confirm = await c.navigate(endSession.href);
    if (confirm.kind !== 'page') throw new Error('expected the logout page');
    if (confirm.status !== 200) return confirm;
    return c.submit(confirm, { logout: 'yes' });
  }

  it("returns a portal's sign-out to its own signed-out page", async () => {
    const done = await signOutTo(B, `${B}/sign-out/done`);
    expect(done.kind === 'callback' && done.url.href).toBe(`${B}/sign-out/done`);
  });

  it('still returns an origin without paths to /logout/success', async () => {
    const done = await signOutTo(A, `${A}/logout/success`);
    expect(done.kind === 'callback' && done.url.href).toBe(`${A}/logout/success`);
  });

  it("refuses another portal's signed-out page", async () => {
    const refused = await signOutTo(B, `${B}/logout/success`);
    expect(refused.kind === 'page' && refused.status).toBe(400);
    expect(refused.kind === 'page' && refused.html).toMatch(/post_logout_redirect_uri not registered/);
  });
});
