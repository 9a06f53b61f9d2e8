// The dashboard home's layout shift (CLS) and largest contentful paint (LCP) during a cold load,
// as Lighthouse's presets see them: a phone width at 4× CPU and a desktop width at 1×. Nothing is
// clicked (a click would change the page and end the LCP measurement), and the page is read once
// it has settled: no request for a while after React mounted, and the agenda no longer loading.
// The same load's network log gives the scripts and stylesheets the page fetched until then (the
// agenda's included), whatever the build's manifest says it should need.
import type { Page } from 'playwright-core';

export interface Vitals {
  cls: number;
  lcp: number;
  /** The LCP element (tag.class), to see what the figure is about. */
  lcpElement: string;
  /** The paths of the page's own scripts and stylesheets the browser fetched until the page settled. */
  fetched: { js: string[]; css: string[] };
}

export const vitalsWidths = [
  { label: 'phone 412×823, CPU 4×', viewport: { width: 412, height: 823 }, throttle: 4 },
  { label: 'desktop 1350×940, CPU 1×', viewport: { width: 1350, height: 940 }, throttle: 1 },
] as const;

/** The console message of the init script once React has mounted into #root. */
const mounted = 'portal-vitals:mounted';

/**
 * The init script (a string: see menu-probe.ts). It says on the console when React has mounted, so
 * that nothing polls the page (Playwright's polling script) while the largest paint may still come.
 */
export const vitalsScript = (rootId: string) => `{
  const vitals = (window.__vitals = { shifts: [], lcp: [] });
  const observer = new MutationObserver(() => {
    if (!(document.getElementById(${JSON.stringify(rootId)})?.childElementCount > 0)) return;
    observer.disconnect();
    console.debug(${JSON.stringify(mounted)});
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) vitals.shifts.push({ at: e.startTime, value: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      vitals.lcp.push({ at: e.startTime, element: el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '(removed)' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}`;

/** CLS as the web-vitals library computes it: the largest session window (gaps under 1 s, at most 5 s). */
function clsOf(shifts: readonly { at: number; value: number }[]): number {
  let worst = 0;
  let sum = 0;
  let first = 0;
  let last = -Infinity;
  for (const { at, value } of shifts) {
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

/** Loads `url` (the page's init scripts must include vitalsScript) and reads CLS and LCP once it has settled. */
export async function measureVitals(page: Page, url: string): Promise<Vitals> {
  const origin = new URL(url).origin;
  const fetched = { js: new Set<string>(), css: new Set<string>() };
  page.on('requestfinished', (request) => {
    const { origin: from, pathname } = new URL(request.url());
    if (from !== origin) return;
    const type = request.resourceType();
    if (type === 'script') fetched.js.add(pathname);
    else if (type === 'stylesheet') fetched.css.add(pathname);
  });
  const ready = page.waitForEvent('console', { predicate: (message) => message.text() === mounted, timeout: 30_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await ready;
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.agenda-card [role="status"]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1500);
  const { shifts, lcp } = await page.evaluate(
    () => (window as unknown as { __vitals: { shifts: { at: number; value: number }[]; lcp: { at: number; element: string }[] } }).__vitals,
  );
  const largest = lcp.at(-1);
  return {
    cls: clsOf(shifts),
    lcp: largest?.at ?? NaN,
    lcpElement: largest?.element ?? '(none)',
    fetched: { js: [...fetched.js], css: [...fetched.css] },
  };
}
