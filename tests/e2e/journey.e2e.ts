// The lecturer's journey, written once and run in each engine a lecturer's browser may be
// (scripts/harness/engine.ts): Chromium (playwright-core), Firefox ESR (puppeteer-core over
// WebDriver BiDi) and WebKit, the engine of Safari and of every browser on an iPhone or iPad
// (WebKitWebDriver and MiniBrowser over WebDriver classic). Each has its popup blocker on; every
// click and key is a real input event from the driver; reading a page gives it no user activation;
// no host but this machine is reached (external systems answer with a stand-in page at their own
// address). The steps follow each other in one browser per engine: each needs the one before.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspReportsSince, describeReports } from '../../scripts/harness/csp-reports.ts';
import {
  ENGINES,
  settledUrl,
  sleep,
  tabsOpenedBy,
  textOf,
  until,
  waitFor,
  waitForGone,
  type EngineBrowser,
  type EngineName,
  type EngineTab,
} from '../../scripts/harness/engine.ts';
import { launchEngine } from '../../scripts/harness/launch-engine.ts';
import { testSites } from '../../scripts/harness/services.ts';
import type { StatusPageControl } from '../../scripts/dev/services/status-page.ts';
import { fillTemplate } from '../../src/features/launch/template.ts';
import { REPEAT_MS } from '../../src/features/launch/repeat-guard.ts';
import { realModel } from '../support/real-model.ts';
import { itemLink, openGroupsAbove, pageMessages, pathOf, signInThroughPopup, storedAuth } from '../support/e2e/journey.ts';
import { jwtPayload, urls } from '../support/e2e/session.ts';

const dosen = realModel('dosen');
const kampus = realModel(testSites.kampus);
const USER = 'dosen'; // not an assessor: the RPL items are gated for this lecturer
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
/** The open dialog (the app's own, a native <dialog>, or sweetalert2's, role="dialog"). */
const DIALOG = ':is(dialog[open], [role="dialog"])';
const dialog = (text?: string | RegExp) => ({ css: `${DIALOG} button`, ...(text !== undefined && { text }) });

/** The address item `id` opens for the stored session's values. */
function filledUrl(id: string, values: Record<string, unknown>): string {
  const node = dosen.nodes[id]!;
  const filled = fillTemplate(node.behaviour.kind === 'url' ? node.behaviour.parts : [], values as Record<string, string>);
  if (!filled.ok) throw new Error(`${id}: its address cannot be filled in from the session`);
  return new URL(filled.url).href;
}

async function feed(control: StatusPageControl) {
  const response = await fetch(`${inject('statusPage')}/__control`, { method: 'POST', body: JSON.stringify(control) });
  expect(response.ok).toBe(true);
}

/** Runs `action` (a click or a key) and expects exactly one new tab; returns its address and closes it. */
async function oneTab(browser: EngineBrowser, action: () => Promise<unknown>): Promise<string> {
  const opened = await tabsOpenedBy(browser, action);
  expect(opened.length, 'tabs the launch opened').toBe(1);
  const url = await settledUrl(opened[0]!);
  await opened[0]!.close();
  return url;
}

describe.each(ENGINES)('the lecturer journey in %s', (engine: EngineName) => {
  let browser: EngineBrowser;
  let tab: EngineTab;
  /** A second tab the lecturer opened on the dashboard (its first paint; it hears the sign-out). */
  let second: EngineTab | undefined;
  let started = 0;
  let userAgent = '';
  /** The first step signed in: every step that needs the session says so first, instead of failing somewhere on the way. */
  let signedIn = false;
  const needsSession = () => expect(signedIn, 'signed in (the first step)').toBe(true);

  beforeAll(async () => {
    started = Date.now();
    browser = await launchEngine(engine);
    tab = browser.tab;
    console.log(`[journey] ${engine}: ${browser.version}`);
  }, 120_000);
  afterAll(async () => {
    await feed({});
    await browser?.close();
  });

  it('signs in through the identity provider’s popup, opened by the click', async () => {
    await tab.goto(`${urls().dosen}/login`);
    userAgent = await tab.read<string>('navigator.userAgent');
    await signInThroughPopup(browser, tab, USER, { css: 'main button', text: /^Masuk dengan/ });
    await until(async () => ((await pathOf(tab)) === '/dashboard' ? true : undefined), 'the dashboard', 15_000).catch(
      async (error: Error) => {
        const where = await tab.read<string>(`location.pathname + ': ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 300)`);
        throw new Error(`${error.message}; the page is ${where}`);
      },
    );
    expect(await textOf(tab, { css: '.portal-user' })).toBe('Budi Santoso Wibowo');
    signedIn = true;
  });

  it('stores the calendar token at sign-in, and the dashboard shows today’s agenda', async () => {
    needsSession();
    await until(async () => ((await storedAuth(tab))?.token2 ? true : undefined), 'token2 in the stored session', 15_000).catch(
      async (error: Error) => {
        throw new Error(`${error.message}; the page says: ${JSON.stringify(await pageMessages(tab))}`);
      },
    );
    expect((await storedAuth(tab))?.token2).toMatch(JWT);
    // The calendar's consent was asked in the sign-in popup: no window the lecturer did not click for.
    expect((await browser.tabs()).length, 'tabs and windows open').toBe(1);
    await waitFor(tab, { css: '.agenda-card .agenda-event' }, 15_000);
    expect(await textOf(tab, { css: '.agenda-card .agenda-event__subject' })).toBe('Tuweb EKMA4116 Manajemen – Sesi 3');
  });

  it('a second tab paints the dashboard from the stored session before the app’s code, then the app takes over', async () => {
    needsSession();
    second = await browser.newTab(`${urls().dosen}/dashboard`);
    // The hand-off: the app's layout in the root, the pre-rendered copy gone, one menu.
    await waitForGone(second, { css: '#portal-prerender', hidden: true }, 15_000);
    await waitFor(second, { css: '#root nav a[data-node]' });
    expect(await pathOf(second), 'the stored session keeps the lecturer signed in').toBe('/dashboard');
    expect(await second.read<boolean>(`document.documentElement.hasAttribute('data-shell')`)).toBe(false);
    expect(await second.read<number>(`document.querySelectorAll('nav.sidebar').length`)).toBe(1);
    expect(await textOf(second, { css: '.portal-user' })).toBe('Budi Santoso Wibowo');
    // The first paint came before the app: its own module (src/app/start.tsx) is fetched once the
    // pre-rendered page is on screen.
    const timing = await second.read<{ fcp?: number; app?: number }>(
      `(function () {
        var paint = performance.getEntriesByType('paint').filter(function (e) { return e.name === 'first-contentful-paint'; })[0];
        var app = performance.getEntriesByType('resource').filter(function (e) { return /\\/assets\\/start-[^/]*\\.js$/.test(e.name); })[0];
        return { fcp: paint && paint.startTime, app: app && app.fetchStart };
      })()`,
    );
    expect(timing.fcp, 'first contentful paint (Paint Timing)').toBeTypeOf('number');
    expect(timing.app, "the app's module in Resource Timing").toBeTypeOf('number');
    expect(timing.fcp!, 'painted before the app was fetched').toBeLessThanOrEqual(timing.app!);
  });

  it('opens a group of the menu', async () => {
    needsSession();
    await openGroupsAbove(tab, dosen, 'sinta');
    await waitFor(tab, itemLink('sinta'));
  });

  it('launches an item with placeholders into exactly one new tab, its address filled in', async () => {
    needsSession();
    const expected = filledUrl('sinta', (await storedAuth(tab))!);
    expect(await oneTab(browser, () => tab.click(itemLink('sinta')))).toBe(expected);
    expect(browser.externalRequests).toContain(expected);
  });

  it('launches an item carrying the id token into one tab, with a token that has not expired', async () => {
    needsSession();
    await openGroupsAbove(tab, dosen, 'tapm');
    const url = new URL(await oneTab(browser, () => tab.click(itemLink('tapm'))));
    expect(url.origin + url.pathname).toBe(`${dosen.systems.bimbingan!.url}/tapm`);
    const token = url.searchParams.get('id_token') ?? '';
    expect(token).toMatch(JWT);
    const claims = jwtPayload(token);
    expect(claims.sub).toBe(USER);
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
  });

  it('an item whose id token has expired opens its launch tab in the click, which renews the token and goes on to the system', async () => {
    needsSession();
    // The stored id token made out of date (a lecturer back after an hour): the launch renews it first.
    const stale = `${['{"alg":"none"}', `{"sub":"${USER}","exp":1}`].map((part) => Buffer.from(part).toString('base64url')).join('.')}.x`;
    await tab.read(
      `(function () { var v = JSON.parse(localStorage.getItem('vuex')); v.auth.idToken = ${JSON.stringify(stale)}; localStorage.setItem('vuex', JSON.stringify(v)); return true; })()`,
    );
    await tab.goto(`${urls().dosen}/dashboard`);
    await waitForGone(tab, { css: '#portal-prerender', hidden: true }, 15_000);
    await openGroupsAbove(tab, dosen, 'tapm');
    await sleep(REPEAT_MS);
    const opened = await tabsOpenedBy(browser, () => tab.click(itemLink('tapm')));
    expect(opened.length, 'tabs the click opened').toBe(1);
    const launch = opened[0]!;
    // It goes on from the portal's launch page to the system, in that tab.
    const system = await until(
      async () => {
        const url = await launch.url();
        return url.startsWith(dosen.systems.bimbingan!.url) ? url : undefined;
      },
      'the launch tab to go on to the system',
      20_000,
    );
    await launch.close();
    const token = new URL(system).searchParams.get('id_token') ?? '';
    expect(token, 'a renewed id token, not the stale one').not.toBe(stale);
    expect(Number(jwtPayload(token).exp) * 1000).toBeGreaterThan(Date.now());
    expect(
      browser.externalRequests.some((url) => url.includes(stale)),
      'the stale token was sent',
    ).toBe(false);
  });

  it('a gated item says "Anda tidak memiliki hak akses" and opens no tab', async () => {
    needsSession();
    await openGroupsAbove(tab, dosen, 'asesmen-rpl-perolehan');
    const opened = await tabsOpenedBy(browser, async () => {
      await tab.click(itemLink('asesmen-rpl-perolehan'));
      expect(await textOf(tab, { css: `${DIALOG} h2` })).toBe('Anda tidak memiliki hak akses');
      await tab.click(dialog('Tutup'));
      await waitForGone(tab, { css: DIALOG });
    });
    expect(opened.length).toBe(0);
  });

  it('search: Ctrl+K opens it and Enter launches the chosen item in one tab; ⌘K opens it too', async () => {
    needsSession();
    const combobox = { css: '[role="combobox"]' };
    const activeOption = `(function () {
      var id = document.querySelector('[role=combobox]').getAttribute('aria-activedescendant');
      var option = id && document.getElementById(id);
      return option ? option.querySelector('.search-option__label').textContent : null;
    })()`;
    await tab.press('k', ['Control']);
    await waitFor(tab, combobox, 5_000);
    expect(await tab.read<string | null>(`document.activeElement && document.activeElement.getAttribute('role')`)).toBe('combobox');
    await tab.type('scholar');
    await until(
      async () => ((await tab.read<string | null>(activeOption)) === dosen.nodes['google-scholar']!.label ? true : undefined),
      'Google Scholar chosen',
    );
    const expected = filledUrl('google-scholar', (await storedAuth(tab))!);
    expect(await oneTab(browser, () => tab.press('Enter'))).toBe(expected);
    await waitForGone(tab, combobox);

    await sleep(REPEAT_MS);
    await tab.press('k', ['Meta']);
    await waitFor(tab, combobox, 5_000);
    await tab.press('Escape');
    await waitForGone(tab, combobox);
  });

  it('switches the language to English and back', async () => {
    needsSession();
    const button = { css: 'header button.lang-switch' };
    await tab.click(button);
    await until(async () => ((await tab.read<string>('document.documentElement.lang')) === 'en' ? true : undefined), 'English');
    await waitFor(tab, { css: 'nav[aria-label="Main menu"]' });
    await tab.click(button);
    await until(async () => ((await tab.read<string>('document.documentElement.lang')) === 'id' ? true : undefined), 'Indonesian');
    await waitFor(tab, { css: 'nav[aria-label="Menu utama"]' });
  });

  it('a system under maintenance asks first: "Batal" opens nothing, "Tetap buka" opens one tab', async () => {
    // The kampus fixture's academic system is on the stand-in status page; it says "maintenance".
    await feed({ monitors: { 'Sistem Akademik': 'maintenance' } });
    const portal = urls().kampus;
    await tab.goto(`${portal}${kampus.nodes[kampus.portal.login]!.path}`);
    if ((await pathOf(tab)) !== kampus.nodes[kampus.portal.home]!.path)
      await signInThroughPopup(browser, tab, USER, { css: 'main button', text: /^Masuk dengan/ });
    const home = kampus.nodes[kampus.portal.home]!.path;
    await until(async () => ((await pathOf(tab)) === home ? true : undefined), 'the kampus home', 15_000);
    const link = itemLink('sistem-akademik');
    await until(
      async () => ((await textOf(tab, link)).includes('Pemeliharaan') ? true : undefined),
      'the item to say "Pemeliharaan"',
      15_000,
    );
    const cancelled = await tabsOpenedBy(browser, async () => {
      await tab.click(link);
      expect(await textOf(tab, { css: DIALOG })).toContain('Sistem Akademik Contoh sedang dalam pemeliharaan');
      await tab.click(dialog('Batal'));
      await waitForGone(tab, { css: DIALOG });
    });
    expect(cancelled.length, '"Batal" opened a tab').toBe(0);
    await sleep(REPEAT_MS);
    const kept = await tabsOpenedBy(browser, async () => {
      await tab.click(link);
      await tab.click(dialog('Tetap buka'));
    });
    expect(kept.length, '"Tetap buka" opens one tab').toBe(1);
    await kept[0]!.close();
  });

  it('a sign-out in one tab reaches the second tab', async () => {
    needsSession();
    expect(second, 'the second tab of the first paint').toBeDefined();
    await tab.goto(`${urls().dosen}/dashboard`);
    await waitFor(tab, { css: '#root nav a[data-node]' }, 15_000);
    await tab.click({ css: 'header button', text: 'Keluar' });
    await tab.click(dialog('Keluar'));
    await until(async () => ((await pathOf(second!)) === '/login' ? true : undefined), 'the second tab on the login page', 10_000);
    await until(
      async () =>
        (await pageMessages(second!)).some((m) => m.includes('Anda telah keluar dari portal di tab atau jendela lain.')) ? true : undefined,
      'the second tab to say why',
      5_000,
    );
    expect(await storedAuth(second!)).toBeNull();
  });

  it('no page of the portal hit its Content Security Policy', async () => {
    const reports = (await cspReportsSince(inject('cspReports'), started)).filter((report) => report.userAgent === userAgent);
    expect(describeReports(reports), 'CSP violations reported by this browser').toBe('');
  });
});
