// One small interface over the three engines a lecturer's browser may be (Chromium, Firefox and
// WebKit, the engine of Safari and of every browser on an iPhone or iPad), so that a browser test
// is written once and runs in each: engine-chromium.ts (playwright-core), engine-firefox.ts
// (puppeteer-core over WebDriver BiDi), engine-webkit.ts (webdriverio over WebDriver classic);
// launch-engine.ts starts one.
//
// What a lecturer does goes in as real input events from the driver (a pointer click on the
// element, key presses), never as element.click() from a script. What the test reads, it reads
// without giving the page a user activation: a page that was merely read must not be allowed a
// popup it would not get from a person (Playwright's and puppeteer's own evaluate do give one).
// Each browser has its popup blocker on, and reaches no host but this machine.

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/**
 * An element of the page: the first that matches `css` and, when given, whose text is `text`
 * (a string: equal; a pattern: matched). Its text is its aria-label, else its text content, with
 * white space collapsed. Only a visible element that is not disabled counts (what a person can
 * click) unless `hidden` is set.
 */
export interface Target {
  css: string;
  text?: string | RegExp;
  hidden?: boolean;
}

export type Modifier = 'Control' | 'Meta' | 'Shift' | 'Alt';
/** A key by its KeyboardEvent.key name: 'Enter', 'Escape', 'ArrowDown', 'Tab', or one character. */
export type Key = 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Tab' | (string & {});

export interface EngineTab {
  /** Navigates and waits for the page's load event. */
  goto(url: string): Promise<void>;
  /** The page's address as the page has it (location.href, history.pushState included), else as the browser has it. */
  url(): Promise<string>;
  /**
   * The value of `expression` (JavaScript; a promise is awaited) in the page, through JSON. Gives
   * the page no user activation. The expression is a string: it runs as written, whatever the
   * test's own code is compiled to.
   */
  read<T>(expression: string): Promise<T>;
  /**
   * A real click of the target once it is there: the driver's pointer input on the element's
   * centre, in this tab brought to the front first (as a person clicks in the tab they look at).
   */
  click(target: Target, timeout?: number): Promise<void>;
  /** Key presses for each character of `text`, into the focused element (the tab brought to the front). */
  type(text: string): Promise<void>;
  /** A key press with `modifiers` held. */
  press(key: Key, modifiers?: readonly Modifier[]): Promise<void>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  name: EngineName;
  /** The browser and its version, as it reports them: "Chromium 156.0.8078.108". */
  version: string;
  /** The first tab. */
  tab: EngineTab;
  /** The tabs and windows open now (popups included), the first first. */
  tabs(): Promise<EngineTab[]>;
  /** A new tab the person opens at `url` (not opened by the page: no popup blocker involved). */
  newTab(url: string): Promise<EngineTab>;
  /** Every address outside this machine that the browser asked for (answered by a stand-in page). */
  externalRequests: string[];
  close(): Promise<void>;
}

// --- In the page --------------------------------------------------------------------------------

/**
 * An expression giving the index, among document.querySelectorAll(target.css), of the first
 * element that matches `target`, or -1. Plain ES5 in a string: it runs as written in every engine.
 */
export function findIndexExpression(target: Target): string {
  const text =
    target.text === undefined
      ? null
      : typeof target.text === 'string'
        ? { exact: target.text }
        : { source: target.text.source, flags: target.text.flags };
  return `(function () {
    var text = ${JSON.stringify(text)}, hidden = ${target.hidden === true};
    var pattern = text && text.source !== undefined ? new RegExp(text.source, text.flags) : null;
    var all = document.querySelectorAll(${JSON.stringify(target.css)});
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      if (!hidden && (el.disabled === true || !(el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'))) continue;
      if (text) {
        var own = (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
        if (pattern ? !pattern.test(own) : own !== text.exact) continue;
      }
      return i;
    }
    return -1;
  })()`;
}

/**
 * Where the element `target` finds is on screen, once scrolled into view: its box (the viewport's
 * coordinates), and whether a click at its centre would reach it (no other element on top, as
 * during a group's opening animation). Null when it is not there.
 */
const boxExpression = (target: Target) =>
  `(function (i) {
    if (i < 0) return null;
    var el = document.querySelectorAll(${JSON.stringify(target.css)})[i];
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    var r = el.getBoundingClientRect();
    var top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { index: i, x: r.left, y: r.top, width: r.width, height: r.height, hit: !!top && (top === el || el.contains(top)) };
  })(${findIndexExpression(target)})`;

interface Box {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  hit: boolean;
}

/**
 * The index of the element `target` finds once a person could click it: there, not moving (the
 * same box twice, a frame or more apart) and not covered at its centre. What Playwright's click
 * waits for by itself; the other drivers click where they are told.
 */
async function clickable(tab: Pick<EngineTab, 'read'>, target: Target, timeout: number): Promise<number> {
  let last: Box | null = null;
  return until(
    async () => {
      const box = await tab.read<Box | null>(boxExpression(target));
      const still =
        box !== null &&
        last !== null &&
        box.index === last.index &&
        box.x === last.x &&
        box.y === last.y &&
        box.width === last.width &&
        box.height === last.height;
      last = box;
      return still && box.hit && box.width > 0 && box.height > 0 ? box.index : undefined;
    },
    `${describeTarget(target)} to be there, still and not covered`,
    timeout,
    50,
  );
}

/** How long a click's event may take to reach the page before the harness takes the click as lost. */
const CLICK_DELIVERY_MS = 3_000;

/** Arms a listener for a trusted click on the `index`th element of `css` under `token`: whether the element is there. */
const armClickExpression = (css: string, index: number, token: string) =>
  `(function (i, token) {
    var el = document.querySelectorAll(${JSON.stringify(css)})[i];
    if (!el) return false;
    var seen = window.__e2eClicks = window.__e2eClicks || {};
    seen[token] = false;
    document.addEventListener('click', function heard(event) {
      // Replaced by its twin meanwhile (the portal's take-over swaps its pre-rendered copy for the
      // app's): the click is then for the element now in its place.
      if (!el.isConnected) el = document.querySelectorAll(${JSON.stringify(css)})[i] || el;
      if (!event.isTrusted || !(event.target === el || el.contains(event.target))) return;
      seen[token] = true;
      document.removeEventListener('click', heard, true);
    }, true);
    return true;
  })(${index}, ${JSON.stringify(token)})`;

let clicks = 0;

/**
 * A click the page received. A driver can report a click done whose input events never reached
 * the page (seen in Chromium: a dialog's button, not one pointerdown in the page, and Playwright
 * said done; the journey then waited for the dialog to close). A person whose click did nothing
 * clicks again, and so does this, once, when no trusted click reached the element within
 * CLICK_DELIVERY_MS and the element is still there. A click that took the page away (a link
 * followed) counts as received. `click` clicks the `index`th element and says whether it was there.
 */
export async function deliveredClick(
  tab: Pick<EngineTab, 'read'>,
  target: Target,
  index: number,
  click: () => Promise<boolean>,
): Promise<boolean> {
  const token = `click-${++clicks}`;
  const armed = await tab.read<boolean>(armClickExpression(target.css, index, token));
  if (!(await click())) return false;
  if (!armed) return true;
  const heard = await until(
    async () =>
      (await tab.read<boolean | null>(`(window.__e2eClicks || {})[${JSON.stringify(token)}]`).catch(() => null)) === false
        ? undefined
        : true,
    'the click to reach the page',
    CLICK_DELIVERY_MS,
  ).catch(() => false);
  if (heard || (await tab.read<number>(findIndexExpression(target)).catch(() => -1)) !== index) return true;
  return click();
}

/**
 * For the drivers that click where they are told: a delivered click on `target` once a person could
 * click it (`clickable`), tried again until `timeout` while the element was not there to click.
 * `clickAt` clicks the `index`th element of `target.css` and says whether it was there.
 */
export async function clickOnceClickable(
  tab: Pick<EngineTab, 'read'>,
  target: Target,
  timeout: number,
  clickAt: (index: number) => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeout;
  await until(
    async () => {
      const index = await clickable(tab, target, Math.max(500, deadline - Date.now()));
      return (await deliveredClick(tab, target, index, () => clickAt(index))) ? true : undefined;
    },
    `a click on ${describeTarget(target)}`,
    timeout,
  );
}

/** The text (as Target matches it) of the element `target` finds, or null. */
const textExpression = (target: Target) =>
  `(function (i) {
    if (i < 0) return null;
    var el = document.querySelectorAll(${JSON.stringify(target.css)})[i];
    return (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
  })(${findIndexExpression(target)})`;

// --- Waiting ------------------------------------------------------------------------------------

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Polls `probe` until it returns something other than undefined; throws `what` after `timeout` ms. */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, timeout = 10_000, every = 100): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeout} ms${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await sleep(every);
  }
}

/** Waits until `target` is in the page (visible unless `hidden`). */
export const waitFor = (tab: EngineTab, target: Target, timeout = 10_000) =>
  until(
    async () => ((await tab.read<number>(findIndexExpression(target))) >= 0 ? true : undefined),
    `${describeTarget(target)} to be there`,
    timeout,
  );

/** Waits until no element matches `target`. */
export const waitForGone = (tab: EngineTab, target: Target, timeout = 10_000) =>
  until(
    async () => ((await tab.read<number>(findIndexExpression(target))) < 0 ? true : undefined),
    `${describeTarget(target)} to be gone`,
    timeout,
  ).catch(async (error: Error) => {
    // What is still there, for the failure to say (a dialog's words tell which one, and whether it is the same).
    const text = await tab.read<string | null>(textExpression(target)).catch(() => null);
    throw new Error(`${error.message}; it still shows: ${JSON.stringify(text?.slice(0, 300) ?? null)}`);
  });

/** The text of `target` once it is there. */
export const textOf = async (tab: EngineTab, target: Target, timeout = 10_000) => {
  await waitFor(tab, target, timeout);
  return (await tab.read<string | null>(textExpression(target))) ?? '';
};

export const describeTarget = (target: Target) => `${target.css}${target.text === undefined ? '' : ` "${target.text}"`}`;

/**
 * Runs `action` and returns the tabs it opened, once `settle` ms have passed without another
 * (each tab a page opens is seen by the browser at once; a second one from the same click would
 * follow within this time).
 */
export async function tabsOpenedBy(browser: EngineBrowser, action: () => Promise<unknown>, settle = 1_500): Promise<EngineTab[]> {
  const before = new Set(await browser.tabs());
  await action();
  let opened: EngineTab[] = [];
  let since = Date.now();
  while (Date.now() - since < settle) {
    await sleep(100);
    const now = (await browser.tabs()).filter((tab) => !before.has(tab));
    if (now.length !== opened.length) since = Date.now();
    opened = now;
  }
  return opened;
}

/** The address a tab settles on, once it has left about:blank. */
export const settledUrl = (tab: EngineTab, timeout = 10_000) =>
  until(
    async () => {
      const url = await tab.url();
      return url && url !== 'about:blank' ? url : undefined;
    },
    'the tab to go to an address',
    timeout,
  );
