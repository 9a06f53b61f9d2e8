// Per-file browser setup for the e2e tests: a fresh Chromium profile, CSP and page-error
// collectors, and helpers to read the app's state. Imported by every *.e2e.ts file.
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PRERENDER_ID } from '../../../src/shell/first-paint/ids.ts';
import {
  collectCspViolations,
  describeViolations,
  launchBrowser,
  readVuex,
  type CspViolation,
  type LaunchedBrowser,
  type LaunchOptions,
} from '../../../scripts/harness/browser.ts';

export { readVuex };

export interface BrowserSession {
  browser: LaunchedBrowser;
  context: BrowserContext;
  page: Page;
  csp: CspViolation[];
  pageErrors: string[];
}

async function openSession(options: LaunchOptions = {}): Promise<BrowserSession> {
  const browser = await launchBrowser(undefined, options);
  const csp = await collectCspViolations(browser.context);
  const pageErrors: string[] = [];
  const watch = (page: Page) => page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  browser.context.pages().forEach(watch);
  browser.context.on('page', watch);
  return { browser, context: browser.context, page: browser.page, csp, pageErrors };
}

/** Says which CSP violations the running test expects (checkCspEachTest lets those through). */
type ExpectCspViolation = (expected: (violation: CspViolation) => boolean) => void;

/**
 * After each test of the file: no page hit the Content Security Policy (or Trusted Types) during
 * it, except what the test said it expects. `all` gives every violation recorded so far.
 */
export function checkCspEachTest(all: () => CspViolation[]): ExpectCspViolation {
  let before = new Set<CspViolation>();
  let expected: ((violation: CspViolation) => boolean)[] = [];
  beforeEach(() => {
    before = new Set(all());
    expected = [];
  });
  afterEach(() => {
    const unexpected = all().filter((violation) => !before.has(violation) && !expected.some((allows) => allows(violation)));
    expect(describeViolations(unexpected), 'CSP violations recorded during this test').toBe('');
  });
  return (allows) => expected.push(allows);
}

/**
 * A browser for the whole file: opened in beforeAll, closed in afterAll. Read its fields inside
 * tests (they are filled in by beforeAll). More sessions (other users) can be opened with
 * `extra()`; they are closed with the file's and their CSP violations join `allCsp()`. Each test
 * fails on a CSP violation in any of them unless it calls `expectCspViolation` first.
 */
export function useBrowser(options: LaunchOptions = {}) {
  const state = {} as BrowserSession;
  const extras: BrowserSession[] = [];
  beforeAll(async () => {
    Object.assign(state, await openSession(options));
  });
  const allCsp = () => [state, ...extras].flatMap((s) => s.csp ?? []);
  const expectCspViolation = checkCspEachTest(allCsp);
  afterAll(async () => {
    for (const session of [state, ...extras]) await session.browser?.close();
  });
  return {
    get session() {
      return state;
    },
    get page() {
      return state.page;
    },
    get context() {
      return state.context;
    },
    async extra(extraOptions: LaunchOptions = options): Promise<BrowserSession> {
      const session = await openSession(extraOptions);
      extras.push(session);
      return session;
    },
    allCsp,
    expectCspViolation,
    allPageErrors: () => [state, ...extras].flatMap((s) => s.pageErrors ?? []),
  };
}

/** The last test of every file: no page of the file hit the Content Security Policy. */
export function expectNoCspViolations(violations: CspViolation[]): void {
  expect(describeViolations(violations), 'CSP violations recorded in this file').toBe('');
}

/** No uncaught exception in any page of the file. */
export function expectNoPageErrors(errors: string[]): void {
  expect(errors.join('\n'), 'uncaught page errors in this file').toBe('');
}

/** The test portals' origins (dosen, mahasiswa, kampus), the identity provider's and the API's. */
export const urls = () => ({
  ...inject('sites'),
  issuer: inject('issuer'),
  apiUrl: inject('apiUrl'),
});

/** The sidebar, found by its name in the interface language (Indonesian unless the test switched). */
export const sidebar = (page: Page, lang: 'id' | 'en' = 'id'): Locator =>
  page.getByRole('navigation', { name: lang === 'en' ? 'Main menu' : 'Menu utama' });

/** Labels of the sidebar's top level (the layout's home item first). */
export const topLevelLabels = (page: Page, lang: 'id' | 'en' = 'id') =>
  sidebar(page, lang).locator(':scope > ul > li > :is(a, button) .sidebar-label').allTextContents();

/** The app has mounted: the pre-rendered copy of the menu (index.html) is gone, so clicks reach React. */
export async function appReady(page: Page): Promise<void> {
  await sidebar(page).waitFor({ timeout: 15_000 });
  await page.waitForSelector(`#${PRERENDER_ID}`, { state: 'detached', timeout: 15_000 });
}

/** Opens a sidebar group (a button with aria-expanded) if it is closed. */
export async function expandGroup(page: Page, label: string): Promise<void> {
  const button = sidebar(page).getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect
    .poll(() => button.getAttribute('aria-expanded'))
    .toBe('true')
    .catch(async (error: unknown) => {
      // What the page was doing, for a failure seen only on CI.
      const state = await page.evaluate(
        (prerenderId) => ({
          url: location.href,
          readyState: document.readyState,
          prerender: document.getElementById(prerenderId) !== null,
          groups: document.querySelectorAll('button[aria-expanded]').length,
          focused: document.activeElement?.outerHTML.slice(0, 120),
        }),
        PRERENDER_ID,
      );
      throw new Error(`group "${label}" did not open: ${JSON.stringify(state)}`, { cause: error });
    });
}

/** A launch item of the sidebar (links to external systems carry "(membuka tab baru)"). */
export const launchItem = (page: Page, label: string): Locator =>
  sidebar(page).getByRole('link', { name: `${label} (membuka tab baru)`, exact: true });

/**
 * Runs `action` and returns the URL of the tab it opens (the external systems are stubbed by
 * the harness, so the tab loads a tiny page at the system's URL). The tab is closed afterwards.
 */
export async function urlOfNewTab(context: BrowserContext, action: () => Promise<unknown>, timeout = 10_000): Promise<string> {
  const tabPromise = context.waitForEvent('page', { timeout });
  await action();
  const tab = await tabPromise;
  await tab.waitForURL((url) => url.href !== 'about:blank', { timeout });
  const url = tab.url();
  await tab.close();
  return url;
}

/** Runs `action` and resolves true when a new tab opened within `ms`. */
export async function opensTab(context: BrowserContext, action: () => Promise<unknown>, ms = 1_500): Promise<boolean> {
  const tab = context.waitForEvent('page', { timeout: ms }).then(
    (page) => {
      page.close().catch(() => undefined);
      return true;
    },
    () => false,
  );
  await action();
  return tab;
}

/**
 * Clicks the sidebar's launch item `label`, which the signed-in user may not open: the no-access
 * popup must show; it is closed again. Resolves whether a tab opened all the same.
 */
export function refusedLaunchOpensTab(page: Page, context: BrowserContext, label: string): Promise<boolean> {
  return opensTab(context, async () => {
    await launchItem(page, label).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Anda tidak memiliki hak akses');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
  });
}

/** Decodes a JWT's payload (no verification): the test only checks what the link carries. */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The service worker has nothing installing or waiting, and its caches hold a URL that contains `marker`. */
export const workerSettledWith = (page: Page, marker: string): Promise<boolean> =>
  page.evaluate(async (text) => {
    const registration = await navigator.serviceWorker.getRegistration();
    const cached: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
    return registration?.installing === null && registration.waiting === null && cached.some((url) => url.includes(text));
  }, marker);

/**
 * Records, for each window.open of `page` from now on, whether it ran inside a click's own event
 * dispatch (what Safari's engine requires of a popup): read them with opensInClick. A click's
 * activation lasting a few seconds (Chromium, Firefox) cannot pass for it.
 */
export function recordOpensInClick(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { inClick: boolean; opensInClick: boolean[] };
    w.inClick = false;
    w.opensInClick = [];
    addEventListener(
      'click',
      () => {
        w.inClick = true;
        setTimeout(() => (w.inClick = false));
      },
      true,
    );
    const open = window.open.bind(window);
    window.open = (...args) => {
      w.opensInClick.push(w.inClick);
      return open(...args);
    };
  });
}

/** For each window.open since recordOpensInClick, whether it ran inside the click. */
export const opensInClick = (page: Page): Promise<boolean[]> =>
  page.evaluate(() => (window as unknown as { opensInClick: boolean[] }).opensInClick);
