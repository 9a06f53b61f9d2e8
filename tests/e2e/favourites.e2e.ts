// Favourites and recently opened items in real Chromium: pin from the sidebar → "Favorit" on the
// dashboard, kept per lecturer across a reload; launching puts an item in "Terakhir dibuka"; the
// pin buttons keep the phone drawer's layout intact.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import {
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  sidebar,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
const label = (id: string) => model.nodes[id]!.label;
const asesorNip = '198503122010122001';

const favourites = (page: Page) => page.getByRole('region', { name: 'Favorit' });
const recent = (page: Page) => page.getByRole('region', { name: 'Terakhir dibuka' });
const pinButton = (page: Page, id: string) => sidebar(page).getByRole('button', { name: `Sematkan ${label(id)}`, exact: true });
const nodesIn = (page: Page, region: (page: Page) => ReturnType<typeof favourites>) =>
  region(page)
    .locator('li a[data-node]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-node')));
const stored = (page: Page, kind: 'favourites' | 'recent') =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, `portal:${kind}:${asesorNip}`);

const b = useBrowser();

describe('favourites (asesor)', () => {
  it('starts empty, with a hint how to pin', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await favourites(page).getByText('Belum ada menu favorit.').waitFor({ timeout: 10_000 });
    expect(await favourites(page).textContent()).toContain('tombol pin');
    expect(await recent(page).textContent()).toContain('Belum ada menu yang dibuka.');
  });

  it('pin from the sidebar → the item appears in "Favorit" and is stored under the nip', async () => {
    const { page } = b;
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('pembimbingan'));
    const pin = pinButton(page, 'karil');
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await pin.click();
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => nodesIn(page, favourites)).toEqual(['karil']);
    expect(await favourites(page).textContent()).toContain(`${label('pendidikan-pengajar')} › ${label('pembimbingan')}`);
    expect(await stored(page, 'favourites')).toEqual(['karil']);
  });

  it('the pin survives a reload', async () => {
    const { page } = b;
    await page.reload();
    await expect.poll(() => nodesIn(page, favourites), { timeout: 10_000 }).toEqual(['karil']);
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('pembimbingan'));
    await expect.poll(() => pinButton(page, 'karil').getAttribute('aria-pressed')).toBe('true');
  });

  it('launching from "Favorit" opens the system and lists it in "Terakhir dibuka"', async () => {
    const { page, context } = b;
    const url = await urlOfNewTab(context, () => favourites(page).locator('a[data-node="karil"]').click());
    expect(url).toMatch(/^https:\/\//);
    await expect.poll(() => nodesIn(page, recent)).toEqual(['karil']);
  });

  it('launching from the sidebar puts that item first; the list survives a reload', async () => {
    const { page, context } = b;
    await expandGroup(page, label('penelitian-dan-abdimas'));
    await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
    await urlOfNewTab(context, () => launchItem(page, label('researchgate')).click());
    await expect.poll(() => nodesIn(page, recent)).toEqual(['researchgate', 'karil']);
    expect(await stored(page, 'recent')).toEqual(['researchgate', 'karil']);
    await page.reload();
    await expect.poll(() => nodesIn(page, recent), { timeout: 10_000 }).toEqual(['researchgate', 'karil']);
  });

  it('an item that left the manifest drops out quietly', async () => {
    const { page } = b;
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify(['menu-yang-dihapus', 'karil'])),
      `portal:favourites:${asesorNip}`,
    );
    await page.reload();
    await page.locator('#portal-prerender').waitFor({ state: 'detached' }); // the first paint shows the lists the app last rendered
    await expect.poll(() => nodesIn(page, favourites), { timeout: 10_000 }).toEqual(['karil']);
    expect(await stored(page, 'favourites')).toEqual(['karil']);
  });

  it("another lecturer's items on the same browser are not shown", async () => {
    const { page } = b;
    const otherNip = '197207151998031002'; // the demo user "dosen"
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['tapm', 'sinta'])), `portal:favourites:${otherNip}`);
    await page.reload();
    await expect.poll(() => nodesIn(page, favourites), { timeout: 10_000 }).toEqual(['karil']);
  });

  it('unpinning on the dashboard removes it, also after a reload', async () => {
    const { page } = b;
    await favourites(page)
      .getByRole('button', { name: `Sematkan ${label('karil')}` })
      .click();
    await favourites(page).getByText('Belum ada menu favorit.').waitFor();
    await page.reload();
    await favourites(page).getByText('Belum ada menu favorit.').waitFor({ timeout: 10_000 });
    expect(await stored(page, 'favourites')).toEqual([]);
  });

  it('on a phone, the header fits and each item and its pin fit the drawer side by side', async () => {
    const { page } = b;
    await page.locator('#portal-prerender').waitFor({ state: 'detached' }); // the app's header, not the first paint's
    await page.setViewportSize({ width: 320, height: 740 });
    try {
      // The header's buttons (search included) fit a small phone: nothing sticks out sideways.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const logout = await page.getByRole('banner').getByRole('button', { name: 'Keluar', exact: true }).boundingBox();
      expect(logout!.x + logout!.width).toBeLessThanOrEqual(320);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expandGroup(page, label('pendidikan-pengajar'));
      await expandGroup(page, label('pembimbingan'));
      await page.waitForTimeout(400); // drawer and group transitions
      const rows = await sidebar(page).evaluate((nav) => {
        const box = nav.getBoundingClientRect();
        return [...nav.querySelectorAll('.sidebar-item--leaf')]
          .filter((li) => li.querySelector('.pin-toggle') && li.getBoundingClientRect().height > 0)
          .map((li) => {
            const link = li.querySelector('.sidebar-link')!.getBoundingClientRect();
            const pin = li.querySelector('.pin-toggle')!.getBoundingClientRect();
            return {
              text: li.textContent,
              nav: [box.left, box.right],
              link: [link.left, link.right, link.top, link.bottom],
              pin: [pin.left, pin.right, pin.top, pin.bottom, pin.width],
            };
          });
      });
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        expect(row.pin[4], `${row.text}: the pin is a usable target`).toBeGreaterThanOrEqual(32);
        expect(row.link[1], `${row.text}: the link ends before its pin`).toBeLessThanOrEqual(row.pin[0]! + 0.5);
        expect(row.pin[1], `${row.text}: the pin stays inside the drawer`).toBeLessThanOrEqual(row.nav[1]! + 0.5);
        expect(row.pin[2]! >= row.link[2]! - 0.5 && row.pin[3]! <= row.link[3]! + 0.5, `${row.text}: the pin sits on the item's row`).toBe(
          true,
        );
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
