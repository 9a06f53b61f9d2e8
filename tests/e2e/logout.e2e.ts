// Logout through the identity provider's end-session page (docs/requirements.md R-LOGOUT).
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();
const where = (href: string) => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
};

describe('logout', () => {
  it('Keluar → confirm → the provider signs out (confirming by itself) → back on /login', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await sidebar(page).waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Keluar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Keluar/ });
    await dialog.waitFor({ state: 'visible' });
    const providerVisited = page.waitForURL((url) => url.origin === urls().issuer, { timeout: 15_000, waitUntil: 'commit' });
    await dialog.getByRole('button', { name: 'Keluar', exact: true }).click();
    await providerVisited; // the provider's end-session page
    await page.waitForURL((url) => url.origin === urls().dosen && url.pathname === '/login', { timeout: 8_000 }).catch(() => undefined);
    expect(where(page.url()), 'after sign-out the provider returns to the portal, which shows /login').toBe(`${urls().dosen}/login`);
    await page.getByRole('button', { name: /Masuk/ }).waitFor();
    expect(await sidebar(page).count()).toBe(0);
  });

  it('the session is gone and Back shows no private page', async () => {
    const { page } = b;
    expect((await readVuex(page)).auth?.token ?? null).toBeNull();
    // Back from wherever logout ended (the login page, or the provider's page if it stayed
    // there) must not bring the dashboard back.
    for (let step = 0; step < 3 && new URL(page.url()).origin !== urls().dosen; step++) await page.goBack();
    await page.goBack().catch(() => undefined);
    await page.waitForLoadState('domcontentloaded');
    await page.waitForTimeout(1_000);
    const url = new URL(page.url());
    if (url.origin === urls().dosen) expect(url.pathname).toBe('/login');
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await page.getByText('Siti Rahmawati').count()).toBe(0);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
