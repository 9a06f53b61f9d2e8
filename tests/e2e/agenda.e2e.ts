// Today's agenda on the dashboard: the emulated Graph calendarView through the real build, CSP
// and CORS; and the card's offer to connect the calendar when the session has no usable token2.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { completeCalendarPopup, signIn } from '../../scripts/harness/browser.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();

const card = (page: Page): Locator => page.getByRole('region', { name: 'Agenda hari ini' });
const dayList = (page: Page, day: 'Hari ini' | 'Besok') =>
  card(page)
    .locator('.agenda-day')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${day}`) }) })
    .getByRole('listitem');

/** Rewrites token2 in the persisted session, as if it had never been connected or had gone bad. */
async function setToken2(page: Page, token2: string | null) {
  await page.evaluate((value) => {
    const stored = JSON.parse(localStorage.getItem('vuex')!) as { auth: Record<string, unknown> };
    stored.auth.token2 = value;
    localStorage.setItem('vuex', JSON.stringify(stored));
  }, token2);
}

async function expectEmulatedEvents(page: Page) {
  await expect.poll(() => dayList(page, 'Hari ini').count(), { timeout: 15_000 }).toBe(3);
  expect(await dayList(page, 'Besok').count()).toBe(2);
  const first = dayList(page, 'Hari ini').first();
  expect(await first.textContent()).toContain('08.00–09.30');
  expect(await first.textContent()).toContain('Tuweb EKMA4116 Manajemen – Sesi 3');
  expect(await first.textContent()).toContain('Microsoft Teams');
  const link = first.getByRole('link');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('href')).toMatch(/^https:\/\/outlook\.office365\.com\//);
}

describe('agenda card', () => {
  it('a signed-in lecturer sees the emulated events of today and tomorrow', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor', { calendar: false }); // the calendar's consent is in the sign-in popup
    await expect.poll(async () => (await readVuex(page)).auth?.token2, { timeout: 10_000 }).toEqual(expect.any(String));
    await expectEmulatedEvents(page);
    // The rest of the dashboard is there too.
    expect(await page.getByRole('region', { name: 'Menu layanan' }).isVisible()).toBe(true);
  });

  it('a session without token2 is offered to connect the calendar, and then sees the events', async () => {
    const { page, context } = b;
    await setToken2(page, null);
    await page.reload();
    const connect = card(page).getByRole('button', { name: 'Hubungkan kalender' });
    await connect.waitFor({ timeout: 15_000 });
    expect(await card(page).textContent()).toContain('Kalender Outlook Anda belum terhubung');

    // The click opens the consent popup at once (a browser opens a window only there).
    const popup = context.waitForEvent('page', { timeout: 5_000 }).catch(() => null);
    await connect.click();
    const opened = await popup;
    expect(opened, 'the consent popup opened in the click').not.toBeNull();
    if (opened) await completeCalendarPopup(context, [opened]);
    await expectEmulatedEvents(page);
    expect((await readVuex(page)).auth?.token2).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
  });

  it('a refused token2 says so and connecting again brings the events back', async () => {
    const { page, context } = b;
    await setToken2(page, 'not.a-valid.token');
    await page.reload();
    const alert = card(page).getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain('Kalender Outlook menolak akses portal');

    const popup = context.waitForEvent('page', { timeout: 5_000 }).catch(() => null);
    await alert.getByRole('button', { name: 'Hubungkan ulang kalender' }).click();
    const opened = await popup;
    expect(opened, 'the consent popup opened in the click').not.toBeNull();
    if (opened) await completeCalendarPopup(context, [opened]);
    await expectEmulatedEvents(page);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
