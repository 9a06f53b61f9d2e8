// No launch with an expired token (docs/requirements.md R-LAUNCH-7), in the browser: a lecturer
// whose tokens from the identity provider live 20 s (the demo user `singkat`,
// scripts/dev/services/users.ts) waits until they have expired, then launches links that carry them
// while the provider's token endpoint refuses (400 invalid_grant), refuses connections, never
// answers, or works. Each click opens the item's launch page in a new tab at once (a browser opens a
// tab only inside the click), where the launch goes on: refused, a dialog offers "Masuk lagi", which
// leads through the sign-in page back to the launch; unreachable or silent, a message, try again;
// working, the tab goes on to its system with a token that has not expired. No system is ever
// asked for with the expired token.
//
// TAPM carries the id token (manifest/dosen). No dosen link carries the calendar token (token2), so
// this file's browser gets the dosen build with TAPD's link changed to carry it instead of the id
// token (its system is trusted, as a token link's must be); the rest of the portal is the build
// as it is.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProviderLogin, signIn } from '../../scripts/harness/browser.ts';
import { findUserByLogin } from '../../scripts/dev/services/users.ts';
import { RENEWAL_WAIT_MS } from '../../src/features/launch/act.ts';
import { refusedDialog, unreachableMessage } from '../../src/features/launch/texts.ts';
import { serveModel } from '../support/e2e/served-model.ts';
import { realModel } from '../support/real-model.ts';
import {
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  jwtPayload,
  launchItem,
  readVuex,
  sidebar,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';

const USER = 'singkat';
const LIFETIME_MS = findUserByLogin(USER)!.tokenLifetime! * 1000;
const model = realModel('dosen');
const node = (id: string) => model.nodes[id]!;
/** Where the lecturer is when launching: a page of the portal other than the dashboard. */
const where = node('kisi-kisi').path;

const b = useBrowser();
let tokenEndpoint = '';
const toTokenEndpoint = (url: URL) => `${url.origin}${url.pathname}` === tokenEndpoint;

/** The served model's change now in effect, undone after the file. */
let served: { restore(): void } | undefined;

/** TAPD's link in the served model (support/served-model.ts), carrying the token `field` as `param` instead of the id token. */
function carryTokenInTapd(field: 'token2' | 'token', param: string) {
  return serveModel('dosen', (model) => {
    const tapd = model.nodes.tapd;
    if (tapd?.behaviour.kind !== 'url') throw new Error('tapd is not a link');
    tapd.behaviour = {
      ...tapd.behaviour,
      template: `{bimbingan}/tapd?${param}=<${field}>`,
      parts: tapd.behaviour.parts.map((part) => (typeof part === 'string' ? part.replace('id_token=', `${param}=`) : { ...part, field })),
    };
  });
}

beforeAll(async () => {
  const discovery = (await (await fetch(`${urls().issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
  tokenEndpoint = discovery.token_endpoint;
  served = carryTokenInTapd('token2', 'access_token');
});
afterAll(() => served?.restore());

/** Runs `body` while the provider's token endpoint answers with `answer`; resolves how many requests it got. */
async function withTokenEndpoint(context: BrowserContext, answer: (route: Route) => unknown, body: () => Promise<unknown>) {
  let requests = 0;
  const handler = (route: Route) => {
    requests++;
    return answer(route);
  };
  await context.route(toTokenEndpoint, handler);
  try {
    await body();
  } finally {
    await context.unroute(toTokenEndpoint, handler);
  }
  return requests;
}

const refuse = (route: Route) =>
  route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'grant request is invalid' } });
const refuseConnection = (route: Route) => route.abort('connectionrefused');
const neverAnswer = (_route: Route) => {}; // the provider takes the request and says nothing

const stored = async (page: Page) => (await readVuex(page)).auth ?? {};
const expiresAt = (token: unknown) => Number(jwtPayload(String(token)).exp) * 1000;

/** Waits until the stored token `field` has expired (the lifetime is 20 s). */
async function untilExpired(page: Page, field: 'idToken' | 'token2' | 'token') {
  await expect
    .poll(async () => expiresAt((await stored(page))[field]) < Date.now(), { timeout: LIFETIME_MS + 10_000, interval: 500 })
    .toBe(true);
}

async function showSupervision(page: Page) {
  await expandGroup(page, node('pendidikan-pengajar').label);
  await expandGroup(page, node('pembimbingan').label);
}

/**
 * A second launch of an item within a second of the end of its last one is taken as a repeat of it
 * and ignored (one click, one tab: src/features/launch/open-item.ts); these launches are meant.
 */
const SAME_ITEM_GAP_MS = 1_500;
const lastLaunch = new Map<string, number>();

/**
 * Clicks the sidebar's `label`, whose token has expired: the click opens the item's launch page in a
 * new tab at once (src/features/launch/launch-tab.ts), where the launch goes on. Resolves that tab
 * and when the click started.
 */
async function launchInTab(page: Page, context: BrowserContext, id: string): Promise<{ tab: Page; started: number }> {
  const label = node(id).label;
  const wait = (lastLaunch.get(label) ?? 0) + SAME_ITEM_GAP_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const opened = context.waitForEvent('page', { timeout: 5_000 });
  const started = Date.now();
  await launchItem(page, label).click();
  lastLaunch.set(label, Date.now());
  const tab = await opened;
  await tab.waitForURL((url) => url.origin === urls().dosen && url.pathname === node(id).path, { timeout: 5_000 });
  expect(new URL(tab.url()).searchParams.has('launch'), 'the launch page, marked as the launch’s tab').toBe(true);
  return { tab, started };
}

/** The launch tab has gone on to its system: the address it opened. */
async function systemOf(tab: Page): Promise<URL> {
  await tab.waitForURL((url) => url.origin !== urls().dosen, { timeout: 20_000 });
  return new URL(tab.url());
}

/** The launch tab stays on the portal for `ms`: its system never opened. */
async function staysOnThePortal(tab: Page, ms = 1_000) {
  await tab.waitForTimeout(ms);
  expect(new URL(tab.url()).origin, 'the system opened').toBe(urls().dosen);
}

const message = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const timings: string[] = [];

/** No tab ever asked for a system's address with `token` in it. */
const neverSent = (token: unknown) =>
  expect(
    b.session.browser.externalRequests.filter((url) => url.includes(String(token))),
    'an expired token was sent',
  ).toEqual([]);

/**
 * "Masuk" on the login page. The provider still knows the lecturer, so its window usually closes by
 * itself; when it asks for the login or the consent after all, it gets them.
 */
async function signInAgain(page: Page, context: BrowserContext) {
  const opened = context.waitForEvent('page', { timeout: 10_000 });
  await page.getByRole('button', { name: /Masuk/ }).click();
  const popup = await opened;
  const visible = (locator: Locator) => locator.isVisible().catch(() => false);
  const until = Date.now() + 20_000;
  while (!popup.isClosed() && Date.now() < until) {
    if (await visible(popup.locator('input[name=login]'))) return completeProviderLogin(popup, USER);
    const proceed = popup.getByRole('button', { name: /Continue/i });
    if (await visible(proceed)) await proceed.click().catch(() => undefined);
    await popup.waitForTimeout(200).catch(() => undefined);
  }
}

describe('a launch after the tokens expired (tokens of 20 s)', () => {
  it('signs in and waits on a page of the portal until the id token has expired', { timeout: LIFETIME_MS + 40_000 }, async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    // One popup: the calendar's consent is asked in the sign-in's, and token2 comes silently.
    await signIn(page, context, USER, { calendar: false });
    await expect.poll(async () => (await stored(page)).token2, { timeout: 10_000 }).toBeTruthy();
    await page.goto(`${urls().dosen}${where}`);
    await sidebar(page).waitFor();
    const session = await stored(page);
    expect(jwtPayload(String(session.idToken)).sub).toBe(USER);
    expect(jwtPayload(String(session.token2)).aud).toBe('api://graph-dev');
    await untilExpired(page, 'idToken');
  });

  it('refused (invalid_grant): the dialog in the launch tab; "Masuk lagi" → sign-in → back, and the launch goes on there', async () => {
    const { page, context } = b;
    const expired = (await stored(page)).idToken;
    const { title, text, confirmText } = refusedDialog(node('tapm'), 'id');
    let signInAgainClicked = 0;
    await showSupervision(page);
    let launchTab!: Page;
    const asked = await withTokenEndpoint(context, refuse, async () => {
      const { tab, started } = await launchInTab(page, context, 'tapm');
      launchTab = tab;
      const dialog = tab.getByRole('dialog');
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      timings.push(`id token, refused: dialog after ${Date.now() - started} ms`);
      expect(await dialog.getByRole('heading').first().textContent()).toBe(title);
      expect(await dialog.textContent()).toContain(text);
      expect((await stored(page)).idToken, 'the session keeps its token until the lecturer chooses').toBe(expired);

      signInAgainClicked = Date.now();
      await dialog.getByRole('button', { name: confirmText, exact: true }).click();
      await tab.waitForURL((url) => url.pathname === node('login').path, { timeout: 10_000 });
      expect(new URL(tab.url()).searchParams.get('redirect'), 'back to the launch').toMatch(new RegExp(`^${node('tapm').path}\\?launch`));
      expect((await stored(tab)).token ?? null, 'signed out').toBeNull();
    });
    expect(asked, 'the provider was asked').toBeGreaterThan(0);

    await signInAgain(launchTab, context);
    const system = await systemOf(launchTab);
    timings.push(`"Masuk lagi" to signed in and the system open: ${Date.now() - signInAgainClicked} ms`);
    const idToken = system.searchParams.get('id_token')!;
    expect(jwtPayload(idToken)).toMatchObject({ sub: USER });
    expect(expiresAt(idToken)).toBeGreaterThan(Date.now());
    await launchTab.close();
    neverSent(expired);
    // The portal's tab followed the sign-out and the sign-in: back to the page the lecturer was on.
    await page.goto(`${urls().dosen}${where}`);
    await sidebar(page).waitFor();
    expect(expiresAt((await stored(page)).idToken)).toBeGreaterThan(Date.now());
  });

  it('unreachable (connection refused): the message in the launch tab, which stays on the portal', {
    timeout: LIFETIME_MS + 40_000,
  }, async () => {
    const { page, context } = b;
    await untilExpired(page, 'idToken');
    await showSupervision(page);
    const text = unreachableMessage(node('tapm'), 'network', 'id');
    expect(text).toContain('Server login tidak dapat dihubungi');
    const asked = await withTokenEndpoint(context, refuseConnection, async () => {
      const { tab, started } = await launchInTab(page, context, 'tapm');
      await message(tab, text).waitFor({ state: 'visible', timeout: 15_000 });
      timings.push(`id token, connection refused: message after ${Date.now() - started} ms`);
      await staysOnThePortal(tab);
      await tab.close();
    });
    expect(asked).toBeGreaterThan(0);
  });

  it('the calendar token (token2), refused: the dialog in the launch tab; "Batal" keeps the session', async () => {
    const { page, context } = b;
    await untilExpired(page, 'token2');
    const expired = (await stored(page)).token2;
    const asked = await withTokenEndpoint(context, refuse, async () => {
      const { tab, started } = await launchInTab(page, context, 'tapd');
      const dialog = tab.getByRole('dialog');
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      timings.push(`token2, refused: dialog after ${Date.now() - started} ms`);
      expect(await dialog.textContent()).toContain(refusedDialog(node('tapd'), 'id').text);
      await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await staysOnThePortal(tab, 500);
      await tab.close();
    });
    expect(asked).toBeGreaterThan(0);
    expect((await stored(page)).token).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe(where);
    neverSent(expired);
  });

  it('the calendar token, unreachable: the message in the launch tab', async () => {
    const { page, context } = b;
    const text = unreachableMessage(node('tapd'), 'network', 'id');
    const asked = await withTokenEndpoint(context, refuseConnection, async () => {
      const { tab, started } = await launchInTab(page, context, 'tapd');
      await message(tab, text).waitFor({ state: 'visible', timeout: 15_000 });
      timings.push(`token2, connection refused: message after ${Date.now() - started} ms`);
      await staysOnThePortal(tab, 500);
      await tab.close();
    });
    expect(asked).toBeGreaterThan(0);
  });

  it('the provider answers: each launch tab goes on to its system with tokens that have not expired', async () => {
    const { page, context } = b;
    const before = await stored(page);
    expect(expiresAt(before.idToken)).toBeLessThan(Date.now());
    expect(expiresAt(before.token2)).toBeLessThan(Date.now());

    const opened = async (id: string, param: string) => {
      const { tab, started } = await launchInTab(page, context, id);
      const system = await systemOf(tab);
      timings.push(`${id === 'tapm' ? 'id token' : 'token2'}, renewed: the system after ${Date.now() - started} ms`);
      expect(await tab.evaluate(() => window.opener), 'the system has no handle on the portal').toBeNull();
      await tab.close();
      return system.searchParams.get(param)!;
    };
    const idToken = await opened('tapm', 'id_token');
    expect(jwtPayload(idToken)).toMatchObject({ sub: USER });
    expect(expiresAt(idToken)).toBeGreaterThan(Date.now());
    const token2 = await opened('tapd', 'access_token');
    expect(jwtPayload(token2)).toMatchObject({ sub: USER, aud: 'api://graph-dev' });
    expect(expiresAt(token2)).toBeGreaterThan(Date.now());
    // (The id token of the sign-in after "Masuk lagi" was sent while it was fresh.)
    neverSent(before.token2);
  });

  // Last: MSAL gives the next identical request the same wait for an answer that never comes
  // (until its own deadline, part 1 of the issue).
  it(`a provider that never answers: "did not answer in time" in the launch tab once it stops waiting (${RENEWAL_WAIT_MS} ms)`, async () => {
    const { page, context } = b;
    await untilExpired(page, 'idToken');
    await withTokenEndpoint(context, neverAnswer, async () => {
      for (const id of ['tapm', 'tapd']) {
        const text = unreachableMessage(node(id), 'timeout', 'id');
        const { tab } = await launchInTab(page, context, id);
        // From the launch page's own start: the tab loads the portal before it asks.
        const asking = Date.now();
        await message(tab, text).waitFor({ state: 'visible', timeout: RENEWAL_WAIT_MS + 20_000 });
        timings.push(`${id === 'tapm' ? 'id token' : 'token2'}, no answer: message after ${Date.now() - asking} ms in its tab`);
        expect(Date.now() - asking, 'waited for the provider up to the bound').toBeGreaterThanOrEqual(RENEWAL_WAIT_MS - 100);
        await staysOnThePortal(tab, 200);
        await tab.close();
      }
    });
  });

  it('records the times', () => {
    console.log(`[expired-tokens] ${timings.join('; ')}`);
    expect(timings).toHaveLength(9);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});

describe('a launch after the portal token expired (sesi-singkat: a portal token of 20 s)', () => {
  // TAPD here carries the portal token (token); the identity provider's tokens live an hour.
  let page: Page;
  let context: BrowserContext;
  const toLoginSso = (url: URL) => url.href === `${urls().apiUrl}/login-sso`;

  async function withLoginSso(answer: (route: Route) => unknown, body: () => Promise<unknown>) {
    let requests = 0;
    const handler = (route: Route) => {
      requests++;
      return answer(route);
    };
    await context.route(toLoginSso, handler);
    try {
      await body();
    } finally {
      await context.unroute(toLoginSso, handler);
    }
    return requests;
  }

  it('signs in and waits until the portal token has expired', { timeout: LIFETIME_MS + 40_000 }, async () => {
    ({ page, context } = await b.extra());
    served?.restore();
    served = carryTokenInTapd('token', 'token');
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'sesi-singkat', { calendar: false });
    await sidebar(page).waitFor();
    await showSupervision(page);
    await untilExpired(page, 'token');
  });

  it('login-sso refuses the identity (401): the dialog in the launch tab; "Batal" keeps the session', async () => {
    const expired = (await stored(page)).token;
    const asked = await withLoginSso(
      (route) => route.fulfill({ status: 401, json: { message: 'Token SSO sudah kedaluwarsa. Silakan login kembali.' } }),
      async () => {
        const { tab, started } = await launchInTab(page, context, 'tapd');
        const dialog = tab.getByRole('dialog');
        await dialog.waitFor({ state: 'visible', timeout: 15_000 });
        timings.push(`portal token, refused: dialog after ${Date.now() - started} ms`);
        expect(await dialog.textContent()).toContain(refusedDialog(node('tapd'), 'id').text);
        await dialog.getByRole('button', { name: 'Batal', exact: true }).click();
        await staysOnThePortal(tab, 500);
        await tab.close();
      },
    );
    expect(asked, 'login-sso was asked').toBeGreaterThan(0);
    expect((await stored(page)).token).toBe(expired);
  });

  it('login-sso cannot be reached: the message in the launch tab', async () => {
    const text = unreachableMessage(node('tapd'), 'network', 'id');
    await withLoginSso(refuseConnection, async () => {
      const { tab, started } = await launchInTab(page, context, 'tapd');
      await message(tab, text).waitFor({ state: 'visible', timeout: 15_000 });
      timings.push(`portal token, connection refused: message after ${Date.now() - started} ms`);
      await staysOnThePortal(tab, 500);
      await tab.close();
    });
  });

  it('a double click while the renewal waits for an answer that never comes: one launch tab, one renewal, one message', async () => {
    const text = unreachableMessage(node('tapd'), 'timeout', 'id');
    const before = new Set(context.pages());
    const asked = await withLoginSso(neverAnswer, async () => {
      await page.waitForTimeout(SAME_ITEM_GAP_MS);
      await launchItem(page, node('tapd').label).dblclick();
      await expect.poll(() => context.pages().filter((p) => !before.has(p)).length, { timeout: 10_000 }).toBe(1);
      const tab = context.pages().find((p) => !before.has(p))!;
      await message(tab, text).waitFor({ state: 'visible', timeout: RENEWAL_WAIT_MS + 20_000 });
      await page.waitForTimeout(1_000);
      expect(
        context.pages().filter((p) => !before.has(p)),
        'one tab for the double click',
      ).toHaveLength(1);
      expect(await tab.getByRole('alert').filter({ hasText: text }).count()).toBeGreaterThanOrEqual(1);
      await tab.close();
      lastLaunch.set(node('tapd').label, Date.now());
    });
    expect(asked, 'one renewal for the double click').toBe(1);
  });

  it('login-sso answers: one tab for a double click, with a portal token that has not expired, and the session goes on with it', async () => {
    const expired = (await stored(page)).token;
    expect(expiresAt(expired)).toBeLessThan(Date.now());
    await page.waitForTimeout(SAME_ITEM_GAP_MS);
    const before = new Set(context.pages());
    const started = Date.now();
    await launchItem(page, node('tapd').label).dblclick();
    await expect.poll(() => context.pages().filter((p) => !before.has(p)).length, { timeout: 10_000 }).toBe(1);
    const tab = context.pages().find((p) => !before.has(p))!;
    const system = await systemOf(tab);
    timings.push(`portal token, renewed: the system after ${Date.now() - started} ms`);
    const token = system.searchParams.get('token')!;
    await page.waitForTimeout(1_500);
    expect(
      context.pages().filter((p) => !before.has(p)),
      'one tab for the double click',
    ).toHaveLength(1);
    await tab.close();
    expect(jwtPayload(token)).toMatchObject({ sub: 'sesi-singkat' });
    expect(expiresAt(token)).toBeGreaterThan(Date.now());
    // The launch tab stored the renewed session; this tab takes it from storage.
    await expect.poll(async () => (await stored(page)).token).toBe(token);
    expect(new URL(page.url()).pathname, 'still signed in, on the same page').not.toBe(node('login').path);
  });

  it('records the times', () => console.log(`[expired-tokens] ${timings.slice(9).join('; ')}`));
});
