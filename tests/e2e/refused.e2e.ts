// Users the portal API refuses or cannot load (docs/requirements.md R-SIGNIN-6, R-ERR-1, R-GUARD-3).
import { describe, expect, it } from 'vitest';
import { completeProviderLogin } from '../../scripts/harness/browser.ts';
import { MESSAGES } from '../../scripts/dev/services/portal-routes.ts';
import {
  expectNoCspViolations,
  expectNoPageErrors,
  readVuex,
  sidebar,
  urls,
  useBrowser,
  type BrowserSession,
} from '../support/e2e/session.ts';

const b = useBrowser();

/** Starts sign-in on /login and completes the provider's popup as `login`. */
async function signInThroughPopup({ page, context }: BrowserSession, login: string) {
  await page.goto(`${urls().dosen}/login`);
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: /Masuk/ }).click();
  const popup = await popupPromise;
  await completeProviderLogin(popup, login);
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 15_000 });
}

describe('refused and failing users', () => {
  it('ditolak: login-sso answers 403 → error toast with the server message, still on /login', async () => {
    const session = b.session;
    const { page } = session;
    await signInThroughPopup(session, 'ditolak');

    const toast = page.getByRole('alert').filter({ hasText: MESSAGES.refused });
    await toast.first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/login');

    const button = page.getByRole('button', { name: /Masuk/ });
    await expect.poll(() => button.textContent()).toBe('Masuk dengan Akun UT');
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByText('Mohon Tunggu...').count()).toBe(0);
    // The server's words are also kept on the page (role=status under the button).
    await expect.poll(() => page.locator('.login-page__error').textContent()).toBe(MESSAGES.refused);
    expect((await readVuex(page)).auth?.token ?? null).toBeNull();
  });

  it('profil-gagal: the user cannot be loaded → signed out, back on /login', async () => {
    // A fresh profile: the provider session of the previous user must not sign this one in.
    const session = await b.extra();
    const { page } = session;
    await signInThroughPopup(session, 'profil-gagal');

    // However the app gets there, it ends signed out on /login without the private layout.
    await page.waitForTimeout(1_000);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await expect.poll(async () => (await readVuex(page)).auth?.token ?? null, { timeout: 10_000 }).toBeNull();
    expect(await sidebar(page).count()).toBe(0);
    const button = page.getByRole('button', { name: /Masuk/ });
    await expect.poll(() => button.textContent()).toBe('Masuk dengan Akun UT');
    expect(await button.isEnabled()).toBe(true);
    // Still signed out after a reload (nothing half-stored).
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${urls().dosen}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
