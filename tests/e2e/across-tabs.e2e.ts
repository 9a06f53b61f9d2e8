// One session across tabs: a sign-out in one tab reaches the others at once, a leftover (even a
// duplicated) tab cannot bring the session back, and a sign-in in one tab is picked up by the others.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();
const onLogin = (page: Page) => new URL(page.url()).pathname === '/login';

async function logOutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Keluar', exact: true }).click();
  await page
    .getByRole('dialog', { name: /Keluar/ })
    .getByRole('button', { name: 'Keluar', exact: true })
    .click();
}

type SessionEntries = [string, string][];

const sessionStorageOf = (page: Page): Promise<SessionEntries> => page.evaluate(() => Object.entries(sessionStorage));

/** A new tab whose sessionStorage (MSAL's cache) starts as `entries`, as the browser's "Duplicate" makes it. */
async function tabWith(page: Page, entries: SessionEntries, url: string): Promise<Page> {
  const copy = await page.context().newPage();
  await copy.addInitScript((items: SessionEntries) => {
    if (sessionStorage.length === 0) for (const [key, value] of items) sessionStorage.setItem(key, value);
  }, entries);
  await copy.goto(url);
  return copy;
}

/** A copy of `page`, as the browser's "Duplicate" makes it. */
const duplicate = async (page: Page) => tabWith(page, await sessionStorageOf(page), page.url());

/** MSAL's cache of the signed-in tab, kept for the duplicate that opens after the logout. */
let signedInCache: SessionEntries = [];

describe('one session across tabs', () => {
  it('a logout in one tab: the other shows the login page within a second and says why', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    const other = await duplicate(page);
    await sidebar(other).waitFor();
    signedInCache = await sessionStorageOf(page);

    await logOutFromHeader(page);
    await other.waitForURL((url) => url.pathname === '/login', { timeout: 1_500 });
    await other.getByText('Anda telah keluar dari portal di tab atau jendela lain.', { exact: false }).waitFor();
    expect(await sidebar(other).count()).toBe(0);
    expect(await other.getByText('Siti Rahmawati').count()).toBe(0);
    await other.close();
  });

  it('a duplicated tab cannot restore the session: its links and its MSAL cache lead to /login, and the first tab stays signed out', async () => {
    const { page } = b;
    await page.waitForURL((url) => url.origin === urls().dosen && url.pathname === '/login', { timeout: 15_000 });
    // Duplicated while signed in (so it holds MSAL's cache), opened after the logout.
    expect(
      signedInCache.some(([key]) => key.startsWith('msal.')),
      "the signed-in tab's MSAL cache",
    ).toBe(true);
    const copy = await tabWith(page, signedInCache, `${urls().dosen}/dashboard/pendidikan-pengajar/pembimbingan/tapm`);
    await copy.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await copy.waitForTimeout(1_000);
    expect((await readVuex(copy)).auth?.token ?? null).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: /Masuk/ }).waitFor();
    expect(onLogin(page)).toBe(true);
    await copy.close();
  });

  it('a sign-in in one tab is picked up by a tab that shows the login page', async () => {
    const { page, context } = b;
    const other = await context.newPage();
    await other.goto(`${urls().dosen}/login`);
    await other.getByRole('button', { name: /Masuk/ }).waitFor();

    await signIn(page, context, 'asesor', { calendar: false });
    await other.waitForURL((url) => url.pathname === '/dashboard', { timeout: 3_000 });
    await sidebar(other).waitFor();
    await other.close();
  });

  it('a duplicated tab that missed the logout (asleep) signs out as it wakes instead of writing the session back', async () => {
    const { page } = b;
    await sidebar(page).waitFor();
    const copy = await duplicate(page);
    await sidebar(copy).waitFor();
    // Freeze the copy, as a browser does with a tab in the background: it misses nothing, but it
    // runs nothing until it is thawed, after the logout.
    const cdp = await copy.context().newCDPSession(copy);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    // The app shows /login at once and then goes to the provider's end-session page and back: the
    // page is reloaded below only once it is back, not while it is swapped to the provider's origin.
    const providerVisited = page.waitForURL((url) => url.origin === urls().issuer, { timeout: 15_000, waitUntil: 'commit' });
    await logOutFromHeader(page);
    await providerVisited;
    await page.waitForURL((url) => url.origin === urls().dosen && url.pathname === '/login', { timeout: 15_000 });
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    await copy.waitForURL((url) => url.pathname === '/login', { timeout: 3_000 });
    // Nothing the copy does now brings the session back.
    await copy.goto(`${urls().dosen}/dashboard/pendidikan-pengajar/pembimbingan/tapm`);
    await copy.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await page.reload();
    await page.getByRole('button', { name: /Masuk/ }).waitFor();
    expect((await readVuex(page)).auth?.token ?? null).toBeNull();
    await copy.close();
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
