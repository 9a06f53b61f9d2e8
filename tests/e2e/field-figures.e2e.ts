// Field figures for operators (docs/analytics.md), in the browser: the kampus fixture's usual build
// (no GA id) loads neither GA nor the figures and sends nothing; a build of it with a GA id, put
// where nginx serves the portal, hands GA4 (react-ga4's gtag, its script answered here by an empty
// one: window.dataLayer keeps what it was given) each web vital once and the uncaught error, only
// when the page is hidden, with the path without query, the device class and the first screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { testSites } from '../../scripts/harness/services.ts';
import { realModel } from '../support/real-model.ts';
import { otherBuild } from '../support/e2e/other-build.ts';
import { appReady, type BrowserSession, expandGroup, expectNoCspViolations, urls, useBrowser } from '../support/e2e/session.ts';

const site = 'kampus';
const model = realModel(testSites[site]);
const home = model.nodes[model.portal.home]!;
const loginPath = model.nodes[model.portal.login]!.path;
const origin = () => urls()[site];

/** The build with a GA id, served in place of the usual one (which global-setup.ts built without). */
const analyticsBuild = otherBuild(site, 'analytics');
const { served, dir: withAnalytics } = analyticsBuild;

/** The file of the field figures' chunk in a build. */
const figuresChunk = (dist: string) =>
  (JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>)[
    'src/shell/routing/field-figures.ts'
  ]?.file;

/** The GA4 events react-ga4 handed gtag (window.dataLayer): [name, params]; null when gtag was never set up. */
const gaEvents = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer;
    return layer
      ? layer
          .map((args) => Array.from(args))
          .flatMap((args) => (args[0] === 'event' ? [[args[1], args[2]] as [string, Record<string, unknown>]] : []))
      : null;
  });

/** Hides the page as leaving it or switching tabs does, for the page's own listeners (web-vitals' and the portal's). */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Signs in and loads the home page again with a query and a fragment, recording the requests. */
async function loadHome({ page, context }: BrowserSession): Promise<Request[]> {
  await page.goto(`${origin()}${loginPath}`);
  await signIn(page, context, 'asesor', { expectUrl: (url) => url.pathname === home.path });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${origin()}${home.path}?utm_source=surel&nip=198504122010121001#agenda`);
  await appReady(page);
  await page.waitForLoadState('load');
  return requests;
}

const b = useBrowser();

beforeAll(() => analyticsBuild.build({ VITE_GA_MEASUREMENT_ID: 'G-FIELD0TEST' }));
afterAll(() => analyticsBuild.remove());

describe('without a GA id', () => {
  it('has neither GA nor the field figures in its build, loads nothing of them and sends nothing when the page is hidden', async () => {
    // The build leaves the figures' code out: import.meta.env.VITE_GA_MEASUREMENT_ID is empty at build time.
    expect(figuresChunk(served)).toBeUndefined();
    expect(figuresChunk(withAnalytics)).toMatch(/^assets\//);
    const requests = await loadHome(b.session);
    const { page } = b.session;
    await page.waitForTimeout(1_500); // past the idle moment the figures would load at
    await hide(page);
    await page.waitForTimeout(300);
    expect(requests.map((r) => r.url()).filter((url) => /google|web-vitals|field-figures/.test(url))).toEqual([]);
    // (The identity provider's sign-in page asks for a web font: not the portal's.)
    expect(b.session.browser.externalRequests.filter((url) => /googletagmanager|google-analytics/.test(url))).toEqual([]);
    expect(await gaEvents(page)).toBeNull();
  });
});

describe('with a GA id', () => {
  let s = {} as BrowserSession;
  let requests: Request[] = [];
  beforeAll(async () => {
    analyticsBuild.serve();
    s = await b.extra(); // a fresh profile: no service worker of the usual build
    await s.context.route('https://www.googletagmanager.com/gtag/js**', (route) =>
      route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: '/* gtag.js, answered by the test */' }),
    );
    requests = await loadHome(s);
  });

  it('loads the field figures once the page is idle after its load, and sends nothing while it is shown', async () => {
    const { page } = s;
    const chunk = figuresChunk(served)!;
    await expect.poll(() => requests.some((r) => r.url().endsWith(chunk)), { timeout: 10_000 }).toBe(true);
    await expandGroup(page, 'Layanan'); // an interaction, for INP
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('uji profil 198504122010121001 gagal');
      });
    });
    await page.waitForTimeout(500);
    expect((await gaEvents(page))?.filter(([name]) => name === 'web_vital' || name === 'exception')).toEqual([]);
  });

  it('when the page is hidden: each figure once and the uncaught error, with the portal, the path without query, the device and the first screen', async () => {
    const { page } = s;
    await hide(page);
    await expect
      .poll(async () => (await gaEvents(page))?.filter(([name]) => name === 'web_vital').map(([, p]) => p.metric_name))
      .toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS']));
    const events = (await gaEvents(page))!.filter(([name]) => name === 'web_vital' || name === 'exception');
    const vitals = events.filter(([name]) => name === 'web_vital').map(([, params]) => params);
    const names = vitals.map((p) => p.metric_name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].includes(String(name)))).toBe(true);
    for (const params of events.map(([, p]) => p)) {
      expect(params).toMatchObject({
        portal: model.portal.id,
        page_path: home.path,
        page_location: `${origin()}${home.path}`,
        device_class: 'desktop',
        first_screen: 'prerendered',
      });
      expect(JSON.stringify(params)).not.toMatch(/198504122010121001|utm_source|#agenda/);
    }
    const lcp = vitals.find((p) => p.metric_name === 'LCP')!;
    expect(lcp).toMatchObject({
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      metric_bin: expect.stringMatching(/^\d\d /),
    });
    expect(typeof lcp.metric_value).toBe('number');
    expect(lcp.debug_target, 'the LCP element').toMatch(/\S/);
    expect(events.filter(([name]) => name === 'exception').map(([, p]) => [p.description, p.fatal])).toEqual([
      ['Error: uji profil # gagal', false],
    ]);

    // Hidden again later: nothing is sent twice.
    const count = events.length;
    await hide(page);
    await page.waitForTimeout(300);
    expect((await gaEvents(page))!.filter(([name]) => name === 'web_vital' || name === 'exception')).toHaveLength(count);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
});
