// How soon the dashboard's controls answer a click, at four moments of a CPU 4× first visit: at the
// first paint, 200 ms and 500 ms after it, and once the app has taken over (1 s after React's first
// render). Each load, in a fresh profile holding the session, clicks one control once, with the
// browser's own pointer input (a real click, as a lecturer's), at its moment; the probe in the page
// takes the click's time from the trusted event and the answer's from the first frame after what the
// lecturer sees of the control has changed (a requestAnimationFrame callback, then a task: about when
// that frame is presented). What is seen, per control, is what the portal shows for it, in the
// pre-rendered copy or in the app: the theme (the page's and the button's), the pin's state, the
// search (its button busy, or its dialog open), the language (the page's, or its switch busy),
// signing out (its button busy, or the question open), the agenda's retry (the card's text: its
// loading note). The agenda's retry is on screen only once the app has asked the calendar and been
// refused by the network (the browser blocks the calendar's address in that load), so it is clicked
// after the take-over only, and has no floor: the page without scripts has no such button. The pointer rests on the control 100 ms before
// it presses (a hand reaches a button before it clicks), except at the paint, where nothing was there
// to rest on. Beside each control, its floor on this machine: the same click on the same page without
// scripts, answered by one line that makes the same visible change.
import type { Page } from 'playwright-core';
import { PRERENDER_ID, ROOT_ID } from '../../src/shell/first-paint/ids.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import { THEME_CHOICE_ATTRIBUTE } from '../../src/features/theme/toggle.ts';
import { launchBrowser } from '../harness/index.ts';
import { widths } from './dashboard-vitals.ts';
import { msSpread, median } from './stats.ts';

/** When the click is made: ms after the first paint, or once the app has taken over. */
type Moment = number | 'app';

interface Control {
  name: string;
  /** The control a lecturer clicks (the first one shown). */
  select: string;
  /** A page expression of what the lecturer sees of its answer; `shown(selector)` is the first element shown, `key` the clicked pin's item. */
  seen: string;
  /** The floor's answer: one statement making the same visible change, `control` the clicked element; none when the page without scripts does not show the control. */
  floor?: string;
  /** The moments the control is on screen; every moment when absent. */
  moments?: readonly Moment[];
  /** Addresses the browser refuses in the load (CDP `Network.setBlockedURLs` patterns), to put the control on screen. */
  blocked?: readonly string[];
}

const busy = `control.setAttribute('aria-busy', 'true')`;

const controls: readonly Control[] = [
  {
    name: 'theme',
    select: `[${THEME_CHOICE_ATTRIBUTE}]`,
    seen: `document.documentElement.dataset.theme + '|' + shown('[${THEME_CHOICE_ATTRIBUTE}]')?.getAttribute('${THEME_CHOICE_ATTRIBUTE}')`,
    floor: `document.documentElement.dataset.theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark'`,
  },
  {
    name: 'pin',
    select: '[data-pin]',
    seen: `shown('[data-pin="' + key + '"]')?.getAttribute('aria-pressed')`,
    floor: `control.setAttribute('aria-pressed', String(control.getAttribute('aria-pressed') !== 'true'))`,
  },
  {
    name: 'search',
    select: '.search-button',
    seen: `!!document.querySelector('dialog[open]') + '|' + shown('.search-button')?.getAttribute('aria-busy')`,
    floor: busy,
  },
  {
    name: 'language',
    select: '.lang-switch',
    seen: `document.documentElement.lang + '|' + shown('.lang-switch')?.getAttribute('aria-busy')`,
    floor: busy,
  },
  {
    name: 'sign-out',
    select: '.portal-header > button.ui-button',
    seen: `!!document.querySelector('dialog[open]') + '|' + shown('.portal-header > button.ui-button')?.getAttribute('aria-busy')`,
    floor: busy,
  },
  {
    name: 'retry',
    select: '.agenda-card__state--error > .ui-button--secondary',
    seen: `shown('.agenda-card')?.textContent`,
    moments: ['app'],
    blocked: ['*/me/calendarView*'],
  },
];

const moments: readonly Moment[] = [0, 200, 500, 'app'];
const afterTakeOverMs = 1_000;
/** The page without scripts is clicked once settled: this long after its paint. */
const floorAfterPaintMs = 1_500;
/** How long the pointer rests on the control before it presses. */
const restMs = 100;

interface Answered {
  /** The click, in ms after the first paint. */
  clicked: number;
  /** From the click to the first frame that showed its answer. */
  answer: number;
}

interface PageResults {
  paint?: number;
  ready?: number;
  click?: number;
  answer?: number;
}

interface Painted {
  /** performance.now() of the page at its first contentful paint, and the wall clock at its origin. */
  paint: number;
  wallOrigin: number;
  x: number;
  y: number;
}

/** The probe: the first paint (reported at once through `__benchPainted`), React's take-over, the control's click and its answer. */
function probe(control: Control, floor: boolean): string {
  return `{
    const r = (window.__answers = {});
    const shown = (selector) => [...document.querySelectorAll(selector)].find((e) => e.checkVisibility() && e.getBoundingClientRect().width > 0);
    const centre = () => {
      const box = shown(${JSON.stringify(control.select)})?.getBoundingClientRect();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: -1, y: -1 };
    };
    window.__benchCentre = centre;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'first-contentful-paint' || r.paint !== undefined) continue;
        r.paint = entry.startTime;
        window.__benchPainted({ paint: entry.startTime, wallOrigin: Date.now() - performance.now(), ...centre() });
      }
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.getElementById(${JSON.stringify(ROOT_ID)})?.childElementCount > 0 && !document.getElementById(${JSON.stringify(PRERENDER_ID)})) {
        r.ready = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
    document.addEventListener('click', (event) => {
      const control = event.isTrusted && r.click === undefined && event.target.closest?.(${JSON.stringify(control.select)});
      if (!control) return;
      r.click = event.timeStamp;
      const key = control.getAttribute('data-pin');
      const seen = () => ${control.seen};
      const before = seen();
      const check = () => {
        if (r.changed !== undefined || seen() === before) return;
        r.changed = performance.now();
        requestAnimationFrame(() => setTimeout(() => (r.answer = performance.now()), 0));
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
      ${floor ? control.floor! : ''};
    }, true);
  }`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

interface Pages {
  dashboard: string;
  /** The same page without scripts, for the floor. */
  noScript: string;
  session: string;
}

/** One load that clicks `control` at `moment`: of the dashboard, or for the floor of the page without scripts. */
async function answerOnce(pages: Pages, control: Control, moment: Moment | 'floor'): Promise<Answered> {
  const app = await launchBrowser(undefined, { stubExternal: false, resolveOnlyLocal: true, viewport: widths.desktop.viewport });
  try {
    await app.context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.session, pages.session]);
    const page: Page = app.page;
    await page.waitForTimeout(1_500); // the fresh browser's own start-up work, out of the measured load
    const cdp = await app.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (control.blocked) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: [...control.blocked] });
    }
    let painted!: (at: Painted) => void;
    const paint = new Promise<Painted>((done) => (painted = done));
    await page.exposeFunction('__benchPainted', (at: Painted) => painted(at));
    await page.addInitScript(probe(control, moment === 'floor'));
    await page.goto(moment === 'floor' ? pages.noScript : pages.dashboard, { waitUntil: 'commit' });
    const first = await Promise.race([paint, sleep(30_000).then(() => undefined)]);
    if (!first) throw new Error(`${control.name}: no first contentful paint within 30 s`);
    const sinceOrigin = (ms: number) => first.wallOrigin + ms - Date.now();
    let { x, y } = first;
    if (moment === 'app') {
      await page.waitForFunction(() => (window as unknown as { __answers: PageResults }).__answers.ready !== undefined, undefined, {
        timeout: 30_000,
        polling: 100,
      });
      await sleep(afterTakeOverMs - restMs);
      ({ x, y } = await page.evaluate(() => (window as unknown as { __benchCentre(): { x: number; y: number } }).__benchCentre()));
      await page.mouse.move(x, y);
      await sleep(restMs);
    } else {
      // The control stays where it was painted (no layout shift): asking the page where it is now
      // would wait for its main thread and make the click late.
      const at = first.paint + (moment === 'floor' ? floorAfterPaintMs : moment);
      await sleep(sinceOrigin(at - restMs));
      await page.mouse.move(x, y);
      await sleep(sinceOrigin(at));
    }
    if (x < 0) throw new Error(`${control.name}: no control to click at ${moment}`);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => (window as unknown as { __answers: PageResults }).__answers.answer !== undefined, undefined, {
      timeout: 15_000,
      polling: 100,
    });
    const results = await page.evaluate(() => (window as unknown as { __answers: PageResults }).__answers);
    return { clicked: results.click! - results.paint!, answer: results.answer! - results.click! };
  } finally {
    await app.close();
  }
}

/** The first visit's answers to each control at each moment, over `runs` rounds, and whether a median passes `budgetMs`. */
export async function benchControlAnswers(pages: Pages, runs: number, budgetMs: number): Promise<{ lines: string[]; over: string[] }> {
  if (runs === 0) return { lines: ['not measured (BENCH_CONTROL_RUNS=0)'], over: [] };
  const results = new Map<string, Answered[]>();
  const failed: string[] = [];
  const keyOf = (control: Control, moment: Moment | 'floor') => `${control.name} ${moment}`;
  const momentsOf = (control: Control) => control.moments ?? moments;
  const measured = (control: Control) => [...momentsOf(control), ...(control.floor ? ['floor' as const] : [])];
  for (let i = 0; i < runs; i++) {
    for (const control of controls)
      for (const moment of measured(control)) {
        const key = keyOf(control, moment);
        try {
          results.set(key, [...(results.get(key) ?? []), await answerOnce(pages, control, moment)]);
        } catch (error) {
          failed.push(`${key}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    console.log(`  controls: round ${i + 1} of ${runs} done`);
  }
  const heading = (moment: Moment | 'floor') => {
    const clicked = controls.flatMap((control) => results.get(keyOf(control, moment)) ?? []).map((one) => one.clicked);
    if (moment === 'floor') return 'floor: no scripts, one line';
    return moment === 'app' ? 'after the app took over' : `paint + ${moment} ms (clicked +${median(clicked).toFixed(0)})`;
  };
  const column = 30;
  const columns = [...moments, 'floor' as const];
  const lines = [
    `${''.padEnd(10)}${columns.map((moment) => heading(moment).padEnd(column)).join('')}`,
    ...controls.map(
      (control) =>
        `${control.name.padEnd(10)}${columns
          .map((moment) =>
            (measured(control).includes(moment)
              ? msSpread((results.get(keyOf(control, moment)) ?? []).map((one) => one.answer))
              : 'not on screen'
            ).padEnd(column),
          )
          .join('')}`,
    ),
  ];
  if (failed.length) lines.push(`failed loads: ${failed.length}: ${[...new Set(failed)].join('; ')}`);
  const over = controls.flatMap((control) =>
    momentsOf(control).flatMap((moment) => {
      const answer = median((results.get(keyOf(control, moment)) ?? []).map((one) => one.answer));
      return answer > budgetMs
        ? [`${control.name}, clicked at ${heading(moment)}: answered in ${answer.toFixed(0)} ms (budget ${budgetMs})`]
        : [];
    }),
  );
  return { lines, over };
}
