// A deployment never breaks an open tab (src/features/pwa: deploys.ts, lazy-page.ts, the update
// policy and the worker's network-first pages): a second build of Portal Dosen is deployed while
// tabs of the first are open, with and without a service worker.
//
// The second build is made here (some seconds) from a copy of manifest/dosen with one menu label
// changed, so "the new menu" can be seen, and with its files named apart ("-v2"), as a deployment
// that changed the code leaves none of the old chunks on the server. It is swapped in for the build
// nginx serves by renaming directories; the first build is put back afterwards, also when a test
// fails, and first thing in a later run if an earlier one was cut short. Every other fault comes
// from outside the app too: a cache in front of the server that keeps answering with the old page
// (context.route), a chunk the server answers with a 500, the connection dropped and back.
// The times from the fault to a usable page are printed at the end; no test asserts them beyond
// the waits' generous bounds.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { parseVersionFile, VERSION_META_NAME } from '../../src/features/deploys/version.ts';
import { realModel } from '../support/real-model.ts';
import { OUTPUT_DIR } from './global-setup.ts';
import { countLoads, failureView, openThroughMenu, useBrowsers } from '../support/e2e/browsers.ts';
import {
  appReady,
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  topLevelLabels,
  urls,
  workerSettledWith,
} from '../support/e2e/session.ts';

const model = realModel('dosen');
const node = (id: string) => model.nodes[id]!;
const origin = () => urls().dosen;

/** The second build's menu: this top-level item is called so. */
const OLD_LABEL = node('cetak-lkam').label;
const NEW_LABEL = `${OLD_LABEL} (baru)`;

/** What nginx serves (global-setup.ts), the second build, and the first while the second is served. */
const served = join(OUTPUT_DIR, 'dist-dosen');
const second = join(OUTPUT_DIR, 'dist-dosen-v2');
const first = join(OUTPUT_DIR, 'dist-dosen-v1');
const manifestCopy = join(OUTPUT_DIR, 'manifest-dosen-v2');

const deploySecond = () => {
  renameSync(served, first);
  renameSync(second, served);
};
/** Puts the first build back where nginx serves it (no-op when it is there). */
function restoreFirst() {
  if (!existsSync(first)) return;
  if (existsSync(second)) rmSync(second, { recursive: true, force: true });
  renameSync(served, second);
  renameSync(first, served);
}

const versionIn = (dir: string) => parseVersionFile(readFileSync(join(dir, 'version.json'), 'utf8'))!;
let versionA = '';
let versionB = '';

/**
 * The second build: `npm run build`'s configuration with the copied manifest and its files named
 * apart. The harness's buildPortal takes no Vite options, so its environment handling is repeated here.
 */
async function buildSecond() {
  rmSync(manifestCopy, { recursive: true, force: true });
  cpSync(join(projectRoot, 'manifest', 'dosen'), manifestCopy, { recursive: true });
  const portalFile = join(manifestCopy, 'portal.yaml');
  const yaml = readFileSync(portalFile, 'utf8');
  const changed = yaml.replace(/(- id: cetak-lkam\n {4}parent: dashboard\n {4}label: )Cetak LKAM\n/, `$1${NEW_LABEL}\n`);
  expect(changed, 'the label to change is in manifest/dosen/portal.yaml').not.toBe(yaml);
  writeFileSync(portalFile, changed);

  const settings: Record<string, string | undefined> = {
    ...inject('buildEnv'),
    PORTAL: manifestCopy,
    PORTAL_OUT_DIR: second,
    PORTAL_UI_CATALOGUE: undefined,
    PORTAL_SERVICE_WORKER: undefined,
    NODE_ENV: 'production',
  };
  const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  assign(settings);
  try {
    const { build } = await import('vite');
    const named = 'assets/[name]-[hash]-v2';
    await build({
      root: projectRoot,
      configFile: resolve(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: {
        outDir: second,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: `${named}.js`, chunkFileNames: `${named}.js`, assetFileNames: `${named}[extname]` } },
      },
    });
  } finally {
    assign(saved);
  }
}

beforeAll(async () => {
  // An earlier run cut short with the second build served: the first goes back, the second is made anew.
  if (existsSync(first)) {
    rmSync(served, { recursive: true, force: true });
    renameSync(first, served);
  }
  await buildSecond();
  versionA = versionIn(served);
  versionB = versionIn(second);
});

afterAll(() => {
  restoreFirst();
  rmSync(second, { recursive: true, force: true });
  rmSync(manifestCopy, { recursive: true, force: true });
  if (times.length)
    console.log(`[deploy.e2e] from the fault to a usable page:\n${times.map(([what, ms]) => `  ${ms} ms  ${what}`).join('\n')}`);
});

const browsers = useBrowsers();

// --- What the tests read ------------------------------------------------------------------------

const times: [string, number][] = [];
const timed = (what: string, since: number) => times.push([what, Date.now() - since]);

/** The version of the build the page runs (its index.html's meta). */
const pageVersion = (page: Page) =>
  page
    .locator(`meta[name="${VERSION_META_NAME}"]`)
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);

/** The version this tab last reloaded itself for (src/features/deploys/deploys.ts). */
const reloadedFor = (page: Page) => page.evaluate(() => sessionStorage.getItem('portal:reloaded-for'));

const heading = (page: Page) => page.locator('main h1').first();

async function signedInTab(worker: boolean) {
  const tab = await browsers.open({ worker });
  await tab.page.goto(`${origin()}/login`);
  await signIn(tab.page, tab.context, 'asesor');
  await appReady(tab.page);
  return tab;
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

// --- The tests ----------------------------------------------------------------------------------

describe('the second build', () => {
  it('has another version, another menu, and none of the first build’s files', () => {
    expect(versionA).toMatch(/^[\w-]{16}$/);
    expect(versionB).toMatch(/^[\w-]{16}$/);
    expect(versionB).not.toBe(versionA);
    const indexB = readFileSync(join(second, 'index.html'), 'utf8');
    expect(indexB).toContain(`<meta name="${VERSION_META_NAME}" content="${versionB}" />`);
    expect(indexB).toContain(NEW_LABEL);
    const chunksOf = (dir: string) => new Set(readFileSync(join(dir, 'index.html'), 'utf8').match(/\/assets\/[^"]+\.js/g));
    for (const chunk of chunksOf(served)) expect(existsSync(join(second, chunk)), chunk).toBe(false);
  });
});

describe('without a service worker', () => {
  it('a tab of the old version opens a page it had not loaded: it loads the new version once, on that page, with the new menu', async () => {
    const { page } = await signedInTab(false);
    expect(await pageVersion(page)).toBe(versionA);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await topLevelLabels(page)).toContain(OLD_LABEL);

    deploySecond();
    const loads = countLoads(page);
    const started = Date.now();
    await openThroughMenu(page, model, 'kisi-kisi');
    await expect.poll(() => pageVersion(page), { timeout: 20_000, interval: 100 }).toBe(versionB);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000, interval: 100 }).toBe(node('kisi-kisi').label);
    timed('deployed, no worker: click on a page not loaded yet → that page in the new version (one automatic reload)', started);
    expect(new URL(page.url()).pathname).toBe(node('kisi-kisi').path);
    await appReady(page);
    expect(await topLevelLabels(page)).toContain(NEW_LABEL);
    expect(await reloadedFor(page)).toBe(versionB);
    await page.waitForTimeout(2_000);
    expect(loads.count, 'automatic loads').toBe(1);
  });

  it('a reload that brings the old version back (a cache in front of the server) loads it once only, then says the portal was updated', async () => {
    restoreFirst();
    // A new tab (its own sessionStorage, nothing reloaded for yet) of a lecturer signed in before.
    const signedIn = await signedInTab(false);
    const { context } = signedIn;
    const page = await context.newPage();
    await signedIn.page.close();
    // The cache: the old build's page, and the old files the tab has asked for until the deployment
    // (not those it has not).
    const asked = new Set<string>();
    const ask = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/')) asked.add(new URL(request.url()).pathname);
    };
    page.on('request', ask);
    await page.goto(`${origin()}/dashboard`);
    await appReady(page);
    expect(await pageVersion(page)).toBe(versionA);
    await expandGroup(page, node('pendidikan-pengajar').label); // the lecturer acts

    page.off('request', ask);
    deploySecond();
    const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
    await context.route(
      (url) => url.origin === origin(),
      async (route) => {
        const request = route.request();
        const { pathname } = new URL(request.url());
        if (request.resourceType() === 'document')
          return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: readFileSync(join(first, 'index.html')) });
        if (asked.has(pathname) && existsSync(join(first, pathname)))
          return route.fulfill({
            status: 200,
            contentType: types[extname(pathname)] ?? 'application/octet-stream',
            body: readFileSync(join(first, pathname)),
          });
        return route.continue();
      },
    );
    try {
      const loads = countLoads(page);
      const started = Date.now();
      await openThroughMenu(page, model, 'kisi-kisi');
      await failureView(page).waitFor({ timeout: 20_000 });
      timed('deployed, a stale cache in front: click → the deployment message after one automatic reload', started);
      expect(await failureView(page).getAttribute('data-failure')).toBe('deploy');
      expect(await failureView(page).textContent()).toContain('Portal baru saja diperbarui');
      expect(await pageVersion(page)).toBe(versionA); // the cache's
      expect(await reloadedFor(page)).toBe(versionB);
      expect(new URL(page.url()).pathname).toBe(node('kisi-kisi').path);
      await page.waitForTimeout(3_000);
      expect(loads.count, 'automatic loads: one, not a loop').toBe(1);
      await expect.poll(() => failureView(page).getAttribute('data-failure')).toBe('deploy');
    } finally {
      await context.unrouteAll();
    }
    // The cache has caught up: the button loads the new version.
    await page.getByRole('button', { name: 'Muat ulang' }).click();
    await expect.poll(() => pageVersion(page), { timeout: 15_000, interval: 100 }).toBe(versionB);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(node('kisi-kisi').label);
    await appReady(page);
    expect(await topLevelLabels(page)).toContain(NEW_LABEL);
  });

  it('a chunk the server answers with 500 is named a server fault, and "Coba lagi" loads it in place once the server is well', async () => {
    // The second build is served (the test above); a tab of it.
    const { page, context } = await signedInTab(false);
    expect(await pageVersion(page)).toBe(versionB);
    const faulty = /\/assets\/SebaranNilai-[^/]+\.js$/;
    await context.route(faulty, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    const loads = countLoads(page);
    await openThroughMenu(page, model, 'sebaran-nilai');
    await failureView(page).waitFor({ timeout: 15_000 });
    expect(await failureView(page).getAttribute('data-failure')).toBe('server');
    expect(await failureView(page).textContent()).toContain('Server portal sedang bermasalah');
    await context.unroute(faulty);
    const started = Date.now();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000, interval: 100 }).toBe(node('sebaran-nilai').label);
    timed('a chunk answered 500, then well: "Coba lagi" → the page, in place', started);
    expect(loads.count, 'no reload').toBe(0);
  });
});

describe('with the service worker', () => {
  it('a tab opened on the first visit follows a later deployment: nothing reloads under the lecturer, the next page is the new version', async () => {
    restoreFirst();
    const { page, context } = await browsers.open({ worker: true });
    await page.goto(`${origin()}/login`); // the first visit: no worker yet
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await signIn(page, context, 'asesor');
    await controlled(page); // the first install: no reload
    await appReady(page);
    expect(await pageVersion(page)).toBe(versionA);
    await page.evaluate(() => {
      (window as unknown as { takeovers: number }).takeovers = 0;
      navigator.serviceWorker.addEventListener('controllerchange', () => (window as unknown as { takeovers: number }).takeovers++);
    });
    const missing: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() === 404) missing.push(response.url());
    });

    deploySecond();
    const loads = countLoads(page);
    // The connection drops and comes back: the tab looks at /version.json and asks its worker to update.
    const started = Date.now();
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(() => (window as unknown as { takeovers: number }).takeovers === 1, null, { timeout: 30_000 });
    timed('worker, tab of the first visit: back online → the new worker has taken over', started);
    await page.waitForTimeout(1_000);
    expect(loads.count, 'the page reloaded under the lecturer').toBe(0);
    expect(await pageVersion(page)).toBe(versionA);

    const opened = Date.now();
    await openThroughMenu(page, model, 'kisi-kisi');
    await expect.poll(() => pageVersion(page), { timeout: 20_000, interval: 100 }).toBe(versionB);
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000, interval: 100 }).toBe(node('kisi-kisi').label);
    timed('worker, tab of the first visit: click on the next page → that page in the new version', opened);
    expect(new URL(page.url()).pathname).toBe(node('kisi-kisi').path);
    await appReady(page);
    expect(await topLevelLabels(page)).toContain(NEW_LABEL);
    expect(loads.count).toBe(1);
    expect(missing, 'an old file was asked for').toEqual([]);
  });

  it('after a deployment, one reload shows the new menu, nothing reloads after it, and the new version opens offline', async () => {
    restoreFirst();
    const { page, context } = await signedInTab(true);
    await controlled(page);
    await page.goto(`${origin()}/dashboard`); // a later visit: the worker answers from the start
    await appReady(page);
    expect(await pageVersion(page)).toBe(versionA);
    expect(await topLevelLabels(page)).toContain(OLD_LABEL);

    deploySecond();
    const loads = countLoads(page);
    const started = Date.now();
    await page.reload();
    await appReady(page);
    timed('worker, deployed: one reload → the new menu', started);
    expect(await pageVersion(page)).toBe(versionB);
    expect(await topLevelLabels(page)).toContain(NEW_LABEL);
    // The new worker installs behind the page, takes over, and finds the page already new.
    await expect.poll(() => workerSettledWith(page, '-v2.js'), { timeout: 30_000, interval: 250 }).toBe(true);
    await page.waitForTimeout(2_000);
    expect(loads.count, 'loads: the reload only').toBe(1);

    await context.setOffline(true);
    try {
      await page.reload();
      await appReady(page);
      expect(await pageVersion(page)).toBe(versionB);
      expect(await topLevelLabels(page)).toContain(NEW_LABEL);
    } finally {
      await context.setOffline(false);
    }
  });

  it('records no CSP violation', () => expectNoCspViolations(browsers.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(browsers.allPageErrors()));
});
