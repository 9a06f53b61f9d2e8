// Headless Debian Chromium through playwright-core: a fresh persistent profile per launch, the
// sign-in popups of the local identity provider, and a collector of CSP violations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { storageKeys } from '../../../src/platform/core/storage.ts';

const CHROMIUM_BIN = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
}

export interface LaunchedBrowser {
  context: BrowserContext;
  /** The profile's first tab. */
  page: Page;
  profileDir: string;
  /** Every external URL the browser asked for (only with stubExternal). */
  externalRequests: string[];
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
    executablePath: CHROMIUM_BIN,
    args: options.resolveOnlyLocal
      ? [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1']
      : CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
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
  return {
    context,
    page,
    profileDir: dir,
    externalRequests,
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
 * then the calendar popup (consent only) when it opens, and waits until the app is under
 * /dashboard. The page must be on the portal's login page. Says whether a calendar popup came.
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
    return await completeCalendarPopup(
      context,
      popups.filter((p) => p !== popup),
      10_000,
    );
  } finally {
    context.off('page', onPage);
  }
}

/** The calendar popup after sign-in: consent only. Returns false when no popup came. */
export async function completeCalendarPopup(context: BrowserContext, already: Page[] = [], timeout = 10_000): Promise<boolean> {
  const popup = already.find((p) => !p.isClosed()) ?? (await context.waitForEvent('page', { timeout }).catch(() => null));
  if (!popup) return false;
  await consent(popup, timeout);
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout }).catch(() => undefined);
  return true;
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
