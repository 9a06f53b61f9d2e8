// Nothing moves on the dashboard home while it loads (CLS under 0.02): the pre-rendered menu, the
// app taking over, the lists, the agenda card with its events and every other late part each have
// their place from the first frame. Measured with Chromium's layout-shift entries on a phone and a
// desktop width, the phone's with Lighthouse's 4× slower CPU.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, urls, useBrowser } from '../support/e2e/session.ts';

// No service worker: it would answer the app's module from its cache, out of the route's reach.
const b = useBrowser({ serviceWorkers: 'block' });

const recordShifts = `{
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput)
        window.__shifts.push({ value: e.value, sources: e.sources.map((s) => s.node?.className || s.node?.nodeName || '?') });
  }).observe({ type: 'layout-shift', buffered: true });
}`;

/**
 * Loads the dashboard cold (no cache) and returns the layout shifts once the agenda shows its events.
 * `whileLoading` runs as soon as the pre-rendered menu is there, before the app has mounted.
 */
async function shiftsOfALoad(page: Page, cpu: number, whileLoading?: () => Promise<void>): Promise<{ value: number; sources: string[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  try {
    await page.goto(`${urls().dosen}/dashboard`, { waitUntil: whileLoading ? 'commit' : 'load' });
    await whileLoading?.();
    await page.locator('.agenda-event').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

describe('layout shift on the dashboard home', () => {
  it('a signed-in lecturer with a connected calendar', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await expect.poll(async () => (await readVuex(page)).auth?.token2, { timeout: 10_000 }).toEqual(expect.any(String));
    await context.addInitScript(recordShifts);
  });

  it.each([
    { width: 412, height: 823, cpu: 4 },
    { width: 1280, height: 800, cpu: 1 },
  ])('stays under 0.02 at $width×$height (CPU $cpu×)', async ({ width, height, cpu }) => {
    const { page } = b;
    await page.setViewportSize({ width, height });
    const shifts = await shiftsOfALoad(page, cpu);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  });

  it('nothing moves after a click on a group while the page loads (CPU 4×): the group opens in the click’s frame', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1280, height: 800 });
    // The app's module is held until both clicks are done: they land on the pre-rendered menu.
    const appModule = /\/assets\/start-[^/]*\.js$/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(appModule, async (route) => {
      await held;
      await route.continue();
    });
    const group = page.locator('nav.sidebar .sidebar-group').first();
    const shifts = await shiftsOfALoad(page, 4, async () => {
      await page.locator('#portal-prerender .sidebar-group').first().click({ timeout: 20_000 });
      expect(await group.getAttribute('aria-expanded'), 'open in the click’s frame').toBe('true');
      await group.click();
      expect(await page.locator('#root').evaluate((root) => root.childElementCount), 'before the app').toBe(0);
      release();
    });
    await page.unroute(appModule);
    await page.locator('#portal-prerender').waitFor({ state: 'detached' });
    expect(await group.getAttribute('aria-expanded'), 'closed by the second click, in the app too').toBe('false');
    expect(shifts, 'no shift but in the frames of the clicks').toEqual([]);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
