// localStorage that refuses every write (QuotaExceededError) locks nobody out: signing in works and
// the portal works for the page's life, saying that the session will not be remembered.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();
const notice = 'Browser tidak dapat menyimpan sesi Anda (penyimpanan penuh atau dinonaktifkan).';

/** From now on, every localStorage write in this context throws, as a full storage does; `vuex` is stored first when given. */
async function fillLocalStorage(context: BrowserContext, vuex: string | null = null) {
  await context.addInitScript((stored: string | null) => {
    if (stored !== null) localStorage.setItem('vuex', stored);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === localStorage)
        throw new DOMException("Failed to execute 'setItem' on 'Storage': the quota has been exceeded.", 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  }, vuex);
}

describe('a full localStorage', () => {
  it('sign-in works, the dashboard and its pages work, and the portal says the session is not remembered', async () => {
    const session = await b.extra();
    const { page, context } = session;
    await fillLocalStorage(context);
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await sidebar(page).waitFor();
    await page.getByText(notice, { exact: false }).waitFor();
    expect((await readVuex(page)).raw).toBeNull();
    // Client-side navigation keeps the in-memory session.
    await sidebar(page).getByRole('link', { name: 'Cetak LKAM', exact: false }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/cetak-lkam'));
    expect(await page.getByText('Halaman gagal dimuat').count()).toBe(0);
  });

  it('a signed-in reload with a full storage opens the dashboard and loads the profile', async () => {
    const source = await b.extra();
    await source.page.goto(`${urls().dosen}/login`);
    await signIn(source.page, source.context, 'asesor', { calendar: false });
    const vuex = (await readVuex(source.page)).raw;

    const { page, context } = b;
    await fillLocalStorage(context, vuex);
    await page.goto(`${urls().dosen}/dashboard`);
    await sidebar(page).waitFor();
    // The profile load writes the session: refused, so the notice comes; nothing breaks.
    await page.getByText(notice, { exact: false }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByText('Halaman gagal dimuat').count()).toBe(0);
    await page.goto(`${urls().dosen}/login`);
    await page.waitForURL((url) => url.pathname === '/dashboard'); // still signed in: a guest page skips to the dashboard
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
