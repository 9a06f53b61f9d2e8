// Headless Debian Chromium through playwright-core, with its popup blocker on and only the switches
// this machine needs (CHROMIUM_ARGS): a fresh persistent profile per launch, the sign-in popups of
// the local identity provider, and a collector of CSP violations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { storageKeys } from '../../src/platform/core/storage.ts';

/** Debian's /usr/bin/chromium, started so that reading a page gives it no user activation (see the script). */
const CHROMIUM_LAUNCHER = fileURLToPath(new URL('./chromium.sh', import.meta.url));

/**
 * Every switch Chromium is started with. Playwright's own defaults are left out whole
 * (`ignoreDefaultArgs: true`): among them `--disable-popup-blocking`, which let every popup and tab
 * of the suite open whether or not a lecturer's browser would, and `--disable-background-timer-throttling`,
 * `--disable-renderer-backgrounding`, `--disable-backgrounding-occluded-windows`,
 * `--disable-back-forward-cache`, `--disable-ipc-flooding-protection`, `--allow-pre-commit-input`,
 * `--disable-hang-monitor`, `--disable-prompt-on-repost`, `--hide-scrollbars`, and a
 * `--disable-features` list with PaintHolding, ThirdPartyStoragePartitioning and HttpsUpgrades: a
 * lecturer's Chromium has none of them. What stays is what a real browser has anyway, what this
 * headless machine needs, or what takes out a cost that only the automation's inspector adds, each
 * with its reason.
 */
const CHROMIUM_ARGS = [
  // No display, no GPU here.
  '--headless',
  '--disable-gpu',
  // Root (CI containers) cannot use Chromium's sandbox, and many containers lack the user namespaces it needs otherwise.
  '--no-sandbox',
  // A container's /dev/shm is often 64 MB: too small for Chromium's shared memory, which then crashes tabs.
  '--disable-dev-shm-usage',
  // No keyring (gnome-keyring, KWallet) on the machine: without it Chromium waits for one over D-Bus.
  '--password-store=basic',
  // No sound card.
  '--mute-audio',
  // Headless has no pointing device: without these, (hover: hover) and (pointer: fine) are false,
  // where a desktop with a mouse has them true.
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  // Nothing may leave the machine (and there is no internet): the browser's own traffic to
  // Google's services (first-run, sync, component and field-trial updates, extensions' background
  // pages, search preconnects, optimization hints, network time, account lists, the media router's
  // discovery on the local network). None of it changes what a page does. The field trials a real
  // Chrome runs come from Google's server; the build's testing config is not what any user runs.
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-component-extensions-with-background-pages',
  '--disable-sync',
  '--disable-field-trial-config',
  '--disable-features=MediaRouter,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,LensOverlay,' +
    // Playwright's request routing (stubExternal) aborts preflighted cross-origin redirects without it (playwright#43242);
    // closing a page with a beforeunload handler hangs without it (playwright#14047).
    'AvoidCorsURLLoaderRestartOnRedirect,AvoidUnnecessaryBeforeUnloadCheckSync',
  // The inspector Playwright drives each page through (its Runtime domain) makes V8 capture a stack
  // with lines and columns for every Error a script constructs, and V8 keeps no source positions
  // until something asks for them: each capture re-parses the scripts on the stack. React constructs
  // five Errors as its runtime is evaluated: measured on this machine at CPU 1×, React's runtime
  // evaluated in 25–42 ms under Playwright and in 8–9 ms in the same Chromium without an inspector,
  // as a lecturer's browser runs it. Positions kept from the first compile: 9–13 ms under
  // Playwright, and no cost without an inspector (8–9 ms either way).
  '--js-flags=--no-enable-lazy-source-positions',
  // Screenshots of a headless page are taken from a fresh surface (else they can show a stale frame);
  // no account list is asked of Google.
  '--enable-features=CDPScreenshotNewSurface,SkipListAccountsWithoutGaiaCookies',
];

/**
 * Playwright's options for launching Debian's Chromium in `profileDir` with CHROMIUM_ARGS only.
 * With its defaults left out, Playwright's own pipe, the profile and the first tab are named here.
 */
export const chromiumLaunchOptions = (profileDir: string, extraArgs: readonly string[] = []) => ({
  executablePath: CHROMIUM_LAUNCHER,
  ignoreDefaultArgs: true,
  args: [...CHROMIUM_ARGS, ...extraArgs, `--user-data-dir=${profileDir}`, '--remote-debugging-pipe', 'about:blank'],
  headless: true,
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
});

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  /**
   * Answer requests to hosts other than localhost/127.0.0.1 with a tiny local page instead of
   * going to the network (the external systems are unreachable here). Their URLs are recorded
   * in `externalRequests`. Default true.
   */
  stubExternal?: boolean;
  /**
   * Resolve no host name but localhost (Chromium's --host-resolver-rules): nothing leaves the
   * machine, and unlike stubExternal no request is intercepted (Playwright's routing pauses every
   * request of every page, whatever its matcher, which adds work to each). A page that goes
   * elsewhere shows the browser's own error page; its request still shows in Playwright's events.
   * Use with stubExternal: false. Default false.
   */
  resolveOnlyLocal?: boolean;
  /**
   * false: Chromium's popup blocker off, for a measurement whose clicks are synthetic (dispatched
   * in the page, so without a user activation: scripts/bench/menu-probe.ts) and whose question is
   * when the page opens a tab, not whether a browser lets it. Every test keeps it on. Default true.
   */
  popupBlocker?: boolean;
  /**
   * 'block': the page's register() gets no service worker (Playwright's switch). For tests that hold
   * back or fail the app's files with a route: a worker answers from its cache, out of the route's
   * reach, and one registered by the page before can still take over after any unregister().
   * Default 'allow'.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface LaunchedBrowser {
  context: BrowserContext;
  /** The profile's first tab. */
  page: Page;
  profileDir: string;
  /** Every external URL the browser asked for (only with stubExternal). */
  externalRequests: string[];
  /** Every window a page asked for, opened or blocked (watchPopupAttempts). */
  popupAttempts: PopupAttempt[];
  close(): Promise<void>;
}

const isLocal = (url: string) => {
  try {
    const { hostname, protocol } = new URL(url);
    return !/^https?:$/.test(protocol) || hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return true;
  }
};

export async function launchBrowser(profileDir?: string, options: LaunchOptions = {}): Promise<LaunchedBrowser> {
  const dir = profileDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-profile-'));
  const ownsDir = profileDir === undefined;
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunchOptions(dir, [
      ...(options.resolveOnlyLocal ? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'] : []),
      ...(options.popupBlocker === false ? ['--disable-popup-blocking'] : []),
    ]),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const externalRequests: string[] = [];
  if (options.stubExternal ?? true) {
    await context.route(
      (url) => !isLocal(url.href),
      (route) => {
        externalRequests.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><html lang="en"><title>external (stub)</title><p>External system (stubbed by the test harness).</p></html>',
        });
      },
    );
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const popups = await watchPopupAttempts(context);
  return {
    context,
    page,
    profileDir: dir,
    externalRequests,
    popupAttempts: popups,
    async close() {
      await context.close().catch(() => undefined);
      if (ownsDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

// --- CSP violations ---------------------------------------------------------------------------

export interface CspViolation {
  source: 'event' | 'console';
  pageUrl: string;
  directive?: string;
  blockedURI?: string;
  text?: string;
}

declare global {
  interface Window {
    __cspViolations?: unknown[];
    __reportCspViolation?: (violation: unknown) => void;
  }
}

/**
 * Records every `securitypolicyviolation` event (in each page, via an init script that also
 * keeps them in window.__cspViolations) and every console message about the Content Security
 * Policy, in every page of the context, popups included.
 */
export async function collectCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(
    '__reportCspViolation',
    ({ page }, violation: Omit<CspViolation, 'source' | 'pageUrl'> & { pageUrl?: string }) => {
      violations.push({ source: 'event', pageUrl: violation.pageUrl ?? page?.url() ?? '', ...violation });
    },
  );
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = {
        pageUrl: location.href,
        directive: event.violatedDirective,
        blockedURI: event.blockedURI,
        text: `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      };
      window.__cspViolations!.push(record);
      window.__reportCspViolation?.(record);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) violations.push({ source: 'console', pageUrl: page.url(), text });
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

export const describeViolations = (violations: CspViolation[]) =>
  violations.map((v) => `[${v.source}] ${v.pageUrl}: ${v.text ?? `${v.directive} ${v.blockedURI}`}`).join('\n');

// --- Sign-in through the identity provider's popups ---------------------------------------------

export interface SignInOptions {
  password?: string;
  /** The sign-in button; default the login page's button named "Masuk…". */
  button?: Locator;
  /** Where the app should end up; default /dashboard (any path under it). */
  expectUrl?: RegExp | ((url: URL) => boolean);
  /** Wait for the second popup (calendar scopes); tolerated when it does not come. Default true. */
  calendar?: boolean;
  timeout?: number;
}

/** On the provider's login page: fill login and password, submit, then consent. */
export async function completeProviderLogin(popup: Page, login: string, password = login, timeout = 15_000): Promise<void> {
  await popup.waitForSelector('input[name=login]', { timeout });
  await popup.fill('input[name=login]', login);
  await popup.fill('input[name=password]', password);
  await popup.click('button[type=submit]');
  await consent(popup, timeout);
}

/**
 * The provider's consent page: click Continue (the popup then closes itself). A popup that
 * closes by itself first (nothing left to consent to) is fine too.
 */
async function consent(popup: Page, timeout = 15_000): Promise<void> {
  if (popup.isClosed()) return;
  const closed = popup.waitForEvent('close', { timeout }).then(() => 'closed' as const);
  const clicked = popup
    .getByRole('button', { name: /Continue/i })
    .click({ timeout })
    .then(() => 'clicked' as const);
  closed.catch(() => undefined);
  clicked.catch(() => undefined);
  try {
    await Promise.race([closed, clicked]);
  } catch (error) {
    if (!popup.isClosed()) throw error;
  }
}

/**
 * Clicks the login page's "Masuk" button (or `options.button`) and completes the provider's popup,
 * then sign-in's calendar step (calendarStep), and waits until the app is under /dashboard. The page
 * must be on the portal's login page. Says whether a calendar popup came.
 */
export async function signIn(page: Page, context: BrowserContext, user: string, options: SignInOptions = {}): Promise<boolean> {
  const timeout = options.timeout ?? 20_000;
  const popups: Page[] = [];
  const onPage = (p: Page) => popups.push(p);
  context.on('page', onPage);
  try {
    const first = context.waitForEvent('page', { timeout });
    await (options.button ?? page.getByRole('button', { name: /Masuk/ })).click({ timeout });
    const popup = await first;
    await completeProviderLogin(popup, user, options.password ?? user, timeout);
    await page.waitForURL(options.expectUrl ?? /\/dashboard(\/|$|\?)/, { timeout });
    if (!(options.calendar ?? true)) return false;
    return (
      (await calendarStep(
        page,
        popups.filter((p) => p !== popup),
        10_000,
      )) === 'popup'
    );
  } finally {
    context.off('page', onPage);
  }
}

/**
 * How sign-in's calendar step ended: its popup came and was consented to ('popup'), the calendar
 * token was stored without one ('silent'), the browser's popup blocker refused the window the page
 * asked for ('blocked'), or none of these within the time ('none').
 */
type CalendarStep = 'popup' | 'silent' | 'blocked' | 'none';

/**
 * The calendar step after sign-in in `page`'s browser: a popup (consent only) is completed. Ends
 * as soon as the outcome is known: a popup, token2 in the stored session, or a window the popup
 * blocker refused (Chromium reports each window.open, popupAttempts).
 */
async function calendarStep(page: Page, already: Page[] = [], timeout = 10_000): Promise<CalendarStep> {
  const context = page.context();
  const attempts = popupAttempts.get(context);
  const since = Date.now();
  const open = already.find((p) => !p.isClosed());
  const outcome: CalendarStep | Page =
    open ??
    (await new Promise<CalendarStep | Page>((done) => {
      let finished = false;
      const finish = (value: CalendarStep | Page) => {
        if (finished) return;
        finished = true;
        context.off('page', onPage);
        clearTimeout(timer);
        done(value);
      };
      const onPage = (p: Page) => finish(p);
      context.on('page', onPage);
      const timer = setTimeout(() => finish('none'), timeout);
      const poll = async () => {
        while (!finished) {
          if (attempts?.some((a) => a.at >= since && a.opener === page && a.blocked)) return finish('blocked');
          const token2 = await readVuex(page).then(
            ({ auth }) => auth?.token2,
            () => undefined,
          );
          if (token2) return finish('silent');
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      void poll();
    }));
  if (typeof outcome === 'string') return outcome;
  await consent(outcome, timeout);
  if (!outcome.isClosed()) await outcome.waitForEvent('close', { timeout }).catch(() => undefined);
  return 'popup';
}

/** The calendar popup after sign-in: consent only. Returns false when no popup came. */
export async function completeCalendarPopup(context: BrowserContext, already: Page[] = [], timeout = 10_000): Promise<boolean> {
  const popup = already.find((p) => !p.isClosed()) ?? (await context.waitForEvent('page', { timeout }).catch(() => null));
  if (!popup) return false;
  await consent(popup, timeout);
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout }).catch(() => undefined);
  return true;
}

// --- Windows a page asks for ----------------------------------------------------------------------

/** A window.open of a page, and whether the browser opened it. */
export interface PopupAttempt {
  at: number;
  url: string;
  opener: Page;
  /** The page had a user activation when it asked (navigator.userActivation.isActive). */
  activated: boolean;
  /** The browser gave no window (window.open returned null): its popup blocker refused it. */
  blocked: boolean;
}

declare global {
  interface Window {
    __reportWindowOpen?: (attempt: { url: string; activated: boolean; blocked: boolean }) => void;
  }
}

const popupAttempts = new WeakMap<BrowserContext, PopupAttempt[]>();

/**
 * Records every window.open with an address in each page of `context`, opened or refused by the
 * popup blocker (Playwright's `page` event knows only the windows that opened). An init script
 * passes each call on to the page's own window.open unchanged and reports its result: Chromium's
 * own report of every window (CDP Page.windowOpen) needs a DevTools session of its own on each
 * page, and a second session there undoes Playwright's offline emulation of navigator.onLine
 * after a reload. Returns the list it fills.
 */
export async function watchPopupAttempts(context: BrowserContext): Promise<PopupAttempt[]> {
  const known = popupAttempts.get(context);
  if (known) return known;
  const attempts: PopupAttempt[] = [];
  popupAttempts.set(context, attempts);
  await context.exposeBinding('__reportWindowOpen', ({ page }, attempt: Omit<PopupAttempt, 'at' | 'opener'>) => {
    attempts.push({ at: Date.now(), opener: page, ...attempt });
  });
  await context.addInitScript(() => {
    const open = window.open;
    window.open = function (this: Window, ...args: Parameters<Window['open']>) {
      const activated = navigator.userActivation?.isActive ?? false;
      const opened = open.apply(this, args);
      const url = args[0] === undefined ? '' : String(args[0]);
      // window.open('', name) only looks a window up by its name.
      if (url) window.__reportWindowOpen?.({ url, activated, blocked: opened === null });
      return opened;
    };
  });
  return attempts;
}

/** The persisted session, as the app stores it in localStorage "vuex". */
export async function readVuex(page: Page): Promise<{ raw: string | null; auth?: Record<string, unknown> }> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), storageKeys.session);
  if (raw === null) return { raw };
  try {
    const parsed = JSON.parse(raw) as { auth?: Record<string, unknown> };
    return { raw, auth: parsed?.auth };
  } catch {
    return { raw };
  }
}
