// The service worker's off switch (PORTAL_SERVICE_WORKER=off; scripts/build/pwa-options.ts, src/features/pwa/retire.ts):
// a browser that has the usual worker of the kampus portal visits it again after a retiring build
// of the same portal was deployed at the same origin. Its worker and caches are gone, the page
// comes from the server, the portal works, and nothing reloads more than once.
//
// The retiring build is made here (a few seconds) and swapped in for the build nginx serves, by
// renaming directories; the original is put back afterwards, also when a test fails, and first
// thing in a later run if an earlier one was cut short.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { testSites } from '../../scripts/harness/services.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import { realModel } from '../support/real-model.ts';
import { otherBuild } from '../support/e2e/other-build.ts';
import { appReady, expectNoCspViolations, expectNoPageErrors, sidebar, topLevelLabels, urls, useBrowser } from '../support/e2e/session.ts';

const site = 'kampus';
const model = realModel(testSites[site]);
const home = model.nodes[model.portal.home]!;
const loginPath = model.nodes[model.portal.login]!.path;
const origin = () => urls()[site];

/** What nginx serves (global-setup.ts), the retiring build, and the usual build while it is away. */
const retiringBuild = otherBuild(site, 'retiring');
const { served, dir: retiring, usual } = retiringBuild;

/** The page's entry script, as its index.html names it. */
const mainScriptOf = (html: string) => /<script type="module" crossorigin src="(\/assets\/main-[^"]+\.js)">/.exec(html)?.[1];

// A browser without request interception: with Playwright's routing on, Chromium here sometimes
// kept a new worker waiting despite skipWaiting (see pwa.e2e.ts), and the retiring worker is one.
const b = useBrowser({ stubExternal: false });

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

/**
 * The page's worker registrations, caches and entry script (which build it runs: a page the old
 * worker answers runs the usual build's); null while the page is between two documents.
 */
const workerState = (page: Page) =>
  page
    .evaluate(async () => ({
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: await caches.keys(),
      main: document.querySelector('script[type="module"][src*="/assets/main-"]')?.getAttribute('src') ?? null,
    }))
    .catch(() => null);

beforeAll(() => retiringBuild.build({ PORTAL_SERVICE_WORKER: 'off' }));
afterAll(() => retiringBuild.remove());

describe('retiring the service worker (PORTAL_SERVICE_WORKER=off)', () => {
  const usualMain = () => mainScriptOf(readFileSync(join(existsSync(usual) ? usual : served, 'index.html'), 'utf8'));
  const retiringMain = () => mainScriptOf(readFileSync(join(existsSync(usual) ? served : retiring, 'index.html'), 'utf8'));

  it('the retiring build has the self-destroying worker and the same portal', () => {
    const sw = readFileSync(join(retiring, 'sw.js'), 'utf8');
    expect(sw).toContain('self.registration.unregister()');
    expect(sw).not.toContain('workbox:precaching');
    expect(existsSync(join(retiring, 'manifest.webmanifest'))).toBe(true);
    expect(retiringMain()).toMatch(/^\/assets\/main-/);
    expect(retiringMain(), 'the two builds cannot be told apart').not.toBe(usualMain());
  });

  it("a lecturer's browser has the usual worker and its precache", async () => {
    const { page, context } = b;
    await page.goto(`${origin()}${loginPath}`);
    await signIn(page, context, 'asesor', { expectUrl: (url) => url.pathname === home.path });
    await controlled(page);
    await appReady(page);
    const state = await workerState(page);
    expect(state?.registrations).toBe(1);
    expect(state?.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(state?.main).toBe(usualMain());
  });

  it('after the retiring build is deployed, the next visit removes the worker and its caches, without a reload loop', async () => {
    const { page } = b;
    retiringBuild.serve();
    expect(await (await fetch(`${origin()}/sw.js`)).text()).toContain('self.registration.unregister()');

    let loads = 0;
    const counted = () => loads++;
    page.on('load', counted);
    await page.reload(); // the old worker answers with the old page, then finds the new sw.js
    await expect
      .poll(() => workerState(page), { timeout: 30_000, interval: 250 })
      .toEqual({ registrations: 0, caches: [], main: retiringMain() });
    // Settled: no further load comes.
    const settled = loads;
    await page.waitForTimeout(5_000);
    expect(loads, 'the page kept loading').toBe(settled);
    expect(loads, 'loads after the reload (the reload itself and at most one more)').toBeLessThanOrEqual(2);
    page.off('load', counted);
    expect(await workerState(page)).toEqual({ registrations: 0, caches: [], main: retiringMain() });
    // This page may still name the retiring worker as its controller (when the old page's reload
    // came before the worker unregistered): it has no fetch handler and no registration left, so
    // everything comes from the server, and it is gone with the page (the next visit, below).
  });

  it('the page is the portal, signed in, and it works', async () => {
    const { page } = b;
    expect(new URL(page.url()).pathname).toBe(home.path);
    await appReady(page);
    expect(await topLevelLabels(page)).toEqual([home.label, ...visibleChildren(model, home).map((n) => n.label)]);
    const internal = visibleChildren(model, home).find((n) => n.behaviour.kind === 'component')!;
    await sidebar(page).getByRole('link', { name: internal.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === internal.path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(internal.label);
  });

  it('a later visit registers no worker again', async () => {
    const { page } = b;
    await page.goto(`${origin()}${home.path}`);
    await appReady(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000); // src/features/pwa/register.ts runs after the load event
    expect(await workerState(page)).toEqual({ registrations: 0, caches: [], main: retiringMain() });
    expect(await page.evaluate(() => navigator.serviceWorker.controller), 'a worker answered the page').toBeNull();
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
