// The dashboard home's layout shift (CLS) and largest contentful paint (LCP) during a load, as
// Lighthouse's presets see them, at a phone and a desktop width. Nothing is clicked on these loads
// (a click would change the page and end the LCP measurement), and the page is read once it has
// settled: no request for a while after React mounted, and the agenda no longer loading. The same
// load's network log gives the scripts and stylesheets the page fetched until then (the agenda's
// included), whatever the build's manifest says it should need. The figures themselves are
// recorded in the page by the probe (menu-probe.ts).
import type { Page } from 'playwright-core';

export const widths = {
  phone: { label: 'phone 412×823', viewport: { width: 412, height: 823 } },
  desktop: { label: 'desktop 1350×940', viewport: { width: 1350, height: 940 } },
} as const;

/** CLS as the web-vitals library computes it: the largest session window (gaps under 1 s, at most 5 s) of shifts without recent input. */
export function clsOf(shifts: readonly { at: number; value: number; input: boolean }[]): number {
  let worst = 0;
  let sum = 0;
  let first = 0;
  let last = -Infinity;
  for (const { at, value, input } of shifts) {
    if (input) continue;
    if (at - last > 1000 || at - first > 5000) {
      sum = 0;
      first = at;
    }
    sum += value;
    last = at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** The paths of `origin`'s scripts and stylesheets `page` fetches from now on (call before navigating). */
export function logFetched(page: Page, origin: string): { js: Set<string>; css: Set<string> } {
  const fetched = { js: new Set<string>(), css: new Set<string>() };
  page.on('requestfinished', (request) => {
    const { origin: from, pathname } = new URL(request.url());
    if (from !== origin) return;
    const type = request.resourceType();
    if (type === 'script') fetched.js.add(pathname);
    else if (type === 'stylesheet') fetched.css.add(pathname);
  });
  return fetched;
}

/** Waits until the loaded page has settled: no request for a while and, where the app runs, the agenda no longer loading, then 1.5 s. */
export async function settle(page: Page, { app }: { app: boolean }): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (app)
    await page
      .waitForFunction(() => !document.querySelector('.agenda-card [role="status"]'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
  await page.waitForTimeout(1500);
}
