// The first visit in Firefox and WebKit, beside Chromium's (cold-load.ts), not budgeted: the same
// build, nginx and stored session, each load in a fresh profile, through the engine interface
// (scripts/harness/engine.ts). Neither engine can slow its CPU down the way Chromium's
// DevTools can, nor run the bench's probe before the page (WebDriver classic has no init script),
// so what is measured here is what every engine reports by itself, read after the load:
//  - paint: the first contentful paint (Paint Timing; Firefox and WebKit have no Element Timing,
//    so not the menu's own paint as in Chromium), beside the same page without its scripts in the
//    same round;
//  - usable: the first real click (the driver's pointer input) on the group's button that opens
//    it, made again and again from the moment the page starts loading, on the page's clock. A
//    driver may hold a click until the page has loaded (WebDriver classic does), which makes this
//    an upper bound.
import { sleep, type EngineBrowser, type EngineName } from '../harness/engine.ts';
import { launchEngine } from '../harness/launch-engine.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import type { LaunchTarget } from './menu-probe.ts';
import { median, msSpread, ratios, timesSpread } from './stats.ts';

interface Load {
  paint?: number;
  usable?: number;
}

export interface EngineBenchSites {
  session: string;
  target?: LaunchTarget;
  dashboard: string;
  noScript: string;
}

const ENGINES: readonly Exclude<EngineName, 'chromium'>[] = ['firefox', 'webkit'];

const firstContentfulPaint = `(function () {
  var e = performance.getEntriesByType('paint').filter(function (p) { return p.name === 'first-contentful-paint'; })[0];
  return e ? e.startTime : null;
})()`;

/** Starts loading `url` in `browser`'s tab holding `session`, and returns without waiting for it. */
async function startLoad(browser: EngineBrowser, url: string, session: string): Promise<void> {
  const { origin } = new URL(url);
  // The session is stored on the origin first (a page of it without the app), as a returning lecturer's browser holds it.
  await browser.tab.goto(`${origin}/favicon.svg`);
  await browser.tab.read(`localStorage.setItem(${JSON.stringify(storageKeys.session)}, ${JSON.stringify(session)})`);
  await sleep(1_000); // the fresh browser's own start-up work, out of the measured load
  await browser.tab.read(`void (location.href = ${JSON.stringify(url)})`);
}

/** One load of `url` in a fresh `engine` profile: its paint, and (with `group`) when a click first opened the group. */
async function measure(engine: EngineName, url: string, session: string, group?: string): Promise<Load> {
  const browser = await launchEngine(engine, { viewport: { width: 1350, height: 940 } });
  try {
    await startLoad(browser, url, session);
    const tab = browser.tab;
    let usable: number | undefined;
    if (group) {
      const button = `nav [aria-controls="menu-${group}"]`;
      const deadline = Date.now() + 30_000;
      while (usable === undefined && Date.now() < deadline) {
        const state = await tab
          .read<{ at: number; expanded: string | null; url: string } | null>(
            `(function () { var b = document.querySelector(${JSON.stringify(button)}); return { at: performance.now(), expanded: b && b.getAttribute('aria-expanded'), url: location.href }; })()`,
          )
          .catch(() => null);
        if (!state || state.url !== url || state.expanded === null) continue;
        await tab.click({ css: button }, 2_000).catch(() => undefined);
        const after = await tab
          .read<string | null>(`document.querySelector(${JSON.stringify(button)}).getAttribute('aria-expanded')`)
          .catch(() => null);
        if (after !== null && after !== state.expanded) usable = state.at;
      }
    }
    let paint: number | undefined;
    for (let i = 0; i < 100 && paint === undefined; i++) {
      paint = (await tab.read<number | null>(firstContentfulPaint).catch(() => null)) ?? undefined;
      if (paint === undefined) await sleep(100);
    }
    // As in Chromium's figures (cold-load.ts): a click is usable no earlier than the paint that showed its control.
    return { paint, usable: usable === undefined || paint === undefined ? usable : Math.max(usable, paint) };
  } finally {
    await browser.close();
  }
}

/** Each engine's first visits over `runs` rounds (each: the dashboard, then the page without scripts), and their figures. */
export async function benchEngines(sites: EngineBenchSites, runs: number): Promise<string[]> {
  if (runs === 0) return ['not measured (BENCH_ENGINE_RUNS=0)'];
  const lines: string[] = [];
  const row = (label: string, value: string) => `  ${label.padEnd(40)} ${value}`;
  for (const engine of ENGINES) {
    const dashboard: Load[] = [];
    const noScript: Load[] = [];
    let version = '';
    const failed: string[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        if (!version) {
          const probe = await launchEngine(engine);
          version = probe.version;
          await probe.close();
        }
        dashboard.push(await measure(engine, sites.dashboard, sites.session, sites.target?.group));
        noScript.push(await measure(engine, sites.noScript, sites.session));
      } catch (error) {
        failed.push((error as Error).message.split('\n')[0]!);
        dashboard.push({});
        noScript.push({});
      }
      console.log(`  ${engine}: round ${i + 1} of ${runs} done`);
    }
    const paint = dashboard.map((load) => load.paint);
    lines.push('', `${version || engine}, desktop 1350×940, the machine's own CPU and network (first visit, fresh profile)`);
    lines.push(
      row('first contentful paint', msSpread(paint)),
      row('  same page without scripts', msSpread(noScript.map((load) => load.paint))),
      row(
        '  paint ÷ without scripts',
        timesSpread(
          ratios(
            paint,
            noScript.map((load) => load.paint),
          ),
        ),
      ),
    );
    if (sites.target) {
      const usable = dashboard.map((load) => load.usable);
      lines.push(
        row(`usable: group opened by a click at`, msSpread(usable)),
        row('  ÷ paint (same load)', timesSpread(ratios(usable, paint))),
        row('  loads where no click opened it', `${usable.filter((u) => u === undefined).length} of ${runs}`),
      );
    }
    if (failed.length) lines.push(row('failed rounds', `${failed.length}: ${[...new Set(failed)].join('; ')}`));
    if (Number.isNaN(median(paint))) lines.push(row('', 'no load reported a first contentful paint'));
  }
  return lines;
}
