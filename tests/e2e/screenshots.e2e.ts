// Screenshots for people to look at (written on every run into test-output/screenshots/):
// login, dashboard on a desktop and on a phone (with the drawer open), the UI catalogue.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { expectNoCspViolations, expectNoPageErrors, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const DIR = join(projectRoot, 'test-output', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const b = useBrowser({ viewport: DESKTOP });
const shot = (name: string) => join(DIR, name);

/** Lets transitions (collapse 300 ms, toasts, fonts) settle before a picture. */
const settle = (page: import('playwright-core').Page) => page.waitForTimeout(400);

describe('screenshots', () => {
  it('login page, dashboard (desktop and phone with the drawer), UI catalogue', async () => {
    mkdirSync(DIR, { recursive: true });
    const { page, context } = b;

    await page.goto(`${urls().dosen}/login`);
    await page.getByRole('button', { name: /Masuk/ }).waitFor();
    await settle(page);
    await page.screenshot({ path: shot('login-1280x800.png') });

    await signIn(page, context, 'asesor');
    await sidebar(page).waitFor();
    // Close the sign-in toasts so the picture shows the page itself.
    const closeToast = page.getByRole('button', { name: 'Tutup notifikasi' });
    for (let i = 0; i < 5 && (await closeToast.count()); i++)
      await closeToast
        .first()
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    await expect.poll(() => closeToast.count(), { timeout: 6_000 }).toBe(0);
    await settle(page);
    await page.screenshot({ path: shot('dashboard-1280x800.png') });

    await page.setViewportSize(PHONE);
    await settle(page);
    await page.screenshot({ path: shot('dashboard-390x844.png') });
    // exact: "Cari menu" (the search button) also contains "Menu"
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    expect(await menuButton.isVisible(), 'the phone layout shows a menu button').toBe(true);
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await settle(page);
    expect(await sidebar(page).isVisible()).toBe(true);
    await page.screenshot({ path: shot('dashboard-390x844-menu.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize(DESKTOP);
    await page.goto(`${urls().dosen}/dev/ui.html`);
    await page.getByRole('heading', { name: 'Katalog UI' }).waitFor();
    await settle(page);
    await page.screenshot({ path: shot('ui-catalogue.png'), fullPage: true });

    for (const name of [
      'login-1280x800.png',
      'dashboard-1280x800.png',
      'dashboard-390x844.png',
      'dashboard-390x844-menu.png',
      'ui-catalogue.png',
    ]) {
      expect(statSync(shot(name)).size, name).toBeGreaterThan(10_000);
    }
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
