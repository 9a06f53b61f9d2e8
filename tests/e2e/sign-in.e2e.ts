// Sign-in as the assessor through the identity provider's popup (docs/requirements.md R-SIGNIN),
// opened in the click, with the calendar's consent in it (R-SIGNIN-5).
import { describe, expect, it } from 'vitest';
import { completeProviderLogin } from '../../scripts/harness/browser.ts';
import {
  expectNoCspViolations,
  expectNoPageErrors,
  opensInClick,
  readVuex,
  recordOpensInClick,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';

const b = useBrowser();

describe('sign-in', () => {
  it('signs in as asesor in one popup, which asks for the calendar too; toasts, lands on the dashboard, with token2', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Login Portal Dosen');
    const help = page.getByRole('navigation', { name: 'Bantuan login' }).getByRole('link');
    expect(await help.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Atur Ulang Kata Sandi', '/reset-password'],
      ['Tentang Portal', '/about'],
    ]);

    const popups: import('playwright-core').Page[] = [];
    context.on('page', (p) => popups.push(p));
    const loginPopup = context.waitForEvent('page');
    await page.getByRole('button', { name: /Masuk/ }).click();
    const popup = await loginPopup;
    await popup.waitForURL((url) => url.origin === urls().issuer, { timeout: 15_000 });
    await completeProviderLogin(popup, 'asesor');

    // Step 4: info toast and the dashboard, with the lecturer's name (without titles) in the header.
    await page.getByRole('status').filter({ hasText: 'Login berhasil' }).waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Siti Rahmawati');

    // Step 5: the calendar's consent was asked in the same popup; token2 comes silently, and no
    // second popup (one no click opened: a browser blocks it) is needed.
    await expect
      .poll(async () => (await readVuex(page)).auth?.token2, { timeout: 10_000 })
      .toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    const { raw, auth } = await readVuex(page);
    const stored = JSON.parse(raw!) as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(['auth']); // the legacy Vuex shape {"auth": {…}}
    expect(auth?.token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(auth?.token).not.toBe(auth?.token2);
    expect(auth?.namaTanpaGelar).toBe('Siti Rahmawati');
    expect(auth?.statusAsesor).toBe(true);
    expect(popups, 'one popup: the sign-in’s').toEqual([popup]);
  });

  it('a click on the pre-rendered sign-in button before the page’s script ran opens the popup in that click; the sign-in goes on in it once the script has come', async () => {
    const { page, context } = b;
    // Signed out, at the provider too: the previous sign-in's session there would answer at once.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    const entry = /\/assets\/main-[^/]*\.js$/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${urls().dosen}/login`, { waitUntil: 'commit' }); // the load event waits for the held entry
    const button = page.locator('#portal-prerender [data-opens-sign-in]');
    await button.waitFor();
    await recordOpensInClick(page);
    const popups: import('playwright-core').Page[] = [];
    context.on('page', (p) => popups.push(p));
    const loginPopup = context.waitForEvent('page', { timeout: 5_000 });
    await button.click();
    const popup = await loginPopup;
    expect(await page.locator('#root').evaluate((root) => root.childElementCount), 'the app has not started').toBe(0);
    release();
    await popup.waitForURL((url) => url.origin === urls().issuer, { timeout: 15_000 });
    await completeProviderLogin(popup, 'dosen');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    expect((await opensInClick(page))[0], 'the popup opened inside the click').toBe(true);
    expect(popups, 'one popup').toEqual([popup]);
    await page.unroute(entry);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
