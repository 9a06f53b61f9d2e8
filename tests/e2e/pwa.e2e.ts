// Installable and resilient: the web app manifest, the service worker's offline shell and menu,
// launching while offline, and a new deployment reaching an open page (src/features/pwa).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import { precompressFile } from '../../scripts/build/precompress.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import { parseVersionFile, VERSION_FILE, VERSION_META_NAME, versionFileText } from '../../src/features/deploys/version.ts';
import { OUTPUT_DIR } from './global-setup.ts';
import {
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  opensTab,
  sidebar,
  topLevelLabels,
  urlOfNewTab,
  urls,
  useBrowser,
  workerSettledWith,
} from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
const dashboard = model.nodes.dashboard!;
const label = (id: string) => model.nodes[id]!.label;
const dist = join(OUTPUT_DIR, 'dist-dosen');

const b = useBrowser();

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

/** The app has mounted: the pre-painted copy of the menu (index.html) is gone, clicks reach React. */
async function appReady(page: Page) {
  await sidebar(page).waitFor();
  await page.waitForSelector('#portal-prerender', { state: 'detached', timeout: 15_000 });
}

/**
 * Opens the dashboard online and waits until the profile has loaded: a profile request that the
 * network drop cuts off signs the lecturer out (src/platform/session/current-user.ts), which is not what
 * these tests are about.
 */
async function openDashboard(page: Page) {
  const profile = page.waitForResponse((response) => response.url().includes('get-data-from-token'), { timeout: 15_000 });
  await page.goto(`${urls().dosen}/dashboard`);
  await profile;
  await controlled(page);
  await appReady(page);
}

/** The text of the version marker a test deployment adds to index.html (null: the original build). */
const versionOf = (page: Page) =>
  page
    .locator('meta[name="portal-test-version"]')
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);

describe('web app manifest and service worker files (nginx)', () => {
  it('the pages link the manifest; it names the portal and starts at its home', async () => {
    const html = await (await fetch(`${urls().dosen}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const response = await fetch(`${urls().dosen}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(await response.json()).toMatchObject({ name: 'Portal Dosen', start_url: '/dashboard', display: 'standalone', lang: 'id' });
    const student = await (await fetch(`${urls().mahasiswa}/manifest.webmanifest`)).json();
    expect(student).toMatchObject({ name: 'Portal Mahasiswa & Tutor' });
  });

  it('/sw.js is JavaScript that is never cached; a missing worker is a 404, not the app', async () => {
    const response = await fetch(`${urls().dosen}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    expect(response.headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
    expect(await response.text()).toContain('workbox:precaching'); // Workbox's precaching, inside sw.js (inlineWorkboxRuntime)
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
      const png = await fetch(`${urls().dosen}${icon}`);
      expect(png.status, icon).toBe(200);
      expect(png.headers.get('content-type'), icon).toBe('image/png');
    }
  });
});

describe('offline (service worker)', () => {
  it('installs after sign-in and takes control of the page', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await controlled(page);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptURL).toBe(`${urls().dosen}/sw.js`);
  });

  it('registers only once the first page has rendered: its install does not compete with that render', async () => {
    const { page } = await b.extra();
    const about = Object.values(model.nodes).find((n) => n.behaviour.kind === 'component' && n.behaviour.page === 'about')!;
    const pageCode = /\/assets\/About-[\w-]+\.js$/;
    const registration = /\/assets\/register-[\w-]+\.js$/;
    let held = true;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first render waits for its page's code (src/app/start.tsx, firstPageLoaded): held here.
    await page.route(pageCode, async (route) => {
      await released;
      await route.continue();
    });
    const registered: boolean[] = []; // for each request of the worker's registration: whether the page was held
    page.on('request', (request) => registration.test(request.url()) && registered.push(held));
    try {
      const requested = page.waitForRequest(pageCode);
      await page.goto(`${urls().dosen}${about.path}`, { waitUntil: 'commit' });
      await requested;
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // time to register, had the page not waited
    } finally {
      held = false;
      release();
    }
    await controlled(page);
    expect(registered, 'registrations, each true if made before the first page rendered').toEqual([false]);
  });

  it('keeps only the build: no portal API, identity provider or sign-in redirect page', async () => {
    const { page } = b;
    const cached = await page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) all.push(request.url);
      return all;
    });
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);
    expect(cached.some((url) => /\/assets\/main-[\w-]+\.js/.test(url))).toBe(true);
    for (const url of cached) {
      expect(url.startsWith(`${urls().dosen}/`), url).toBe(true);
      expect(url, url).not.toMatch(/\/auth\/|\/dev\//);
    }
    expect(cached.join('\n')).not.toContain(urls().apiUrl);
    expect(cached.join('\n')).not.toContain(urls().issuer);
  });

  it('offline, a reload of /dashboard still shows the whole menu, and it works', async () => {
    const { page, context } = b;
    await openDashboard(page);
    await context.setOffline(true);
    try {
      await page.reload();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await appReady(page);
      expect(await topLevelLabels(page)).toEqual([dashboard.label, ...visibleChildren(model, dashboard).map((n) => n.label)]);
      await expandGroup(page, label('penelitian-dan-abdimas')); // React is running, not just the pre-painted copy
      expect(new URL(page.url()).pathname).toBe('/dashboard'); // still signed in
    } finally {
      await context.setOffline(false);
    }
  });

  it('offline, launching says "Anda sedang luring" and opens no tab; back online it opens', async () => {
    const { page, context } = b;
    await context.setOffline(true);
    try {
      await page.reload();
      await appReady(page);
      await expandGroup(page, label('penelitian-dan-abdimas'));
      await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
      const opened = await opensTab(context, async () => {
        await launchItem(page, label('researchgate')).click();
        await page.getByText(/^Anda sedang luring/).waitFor({ timeout: 5_000 });
      });
      expect(opened, 'a tab opened while offline').toBe(false);
      expect(
        await page
          .getByText(`Anda sedang luring (tidak tersambung ke internet). ${label('researchgate')} belum dapat dibuka`, { exact: false })
          .isVisible(),
      ).toBe(true);
    } finally {
      await context.setOffline(false);
    }
    await page.waitForFunction(() => navigator.onLine);
    const url = await urlOfNewTab(context, () => launchItem(page, label('researchgate')).click());
    expect(url).toMatch(/^https:\/\/www\.researchgate\.net\//);
  });
});

describe('a new deployment reaches open pages', () => {
  // A "deployment" here changes index.html (a marker, and the build's version as a build writes it),
  // /version.json and the worker's record of index.html, in place in the build nginx serves; the
  // originals are put back afterwards for the other test files. A real second build deployed while
  // tabs are open: deploy.e2e.ts.
  const indexPath = join(dist, 'index.html');
  const swPath = join(dist, 'sw.js');
  const versionPath = join(dist, VERSION_FILE);
  const original = { index: readFileSync(indexPath, 'utf8'), sw: readFileSync(swPath, 'utf8'), version: readFileSync(versionPath, 'utf8') };
  const deploy = (version: string) => {
    const builtVersion = parseVersionFile(original.version)!;
    const index = original.index
      .replace('<head>', `<head><meta name="portal-test-version" content="${version}">`)
      .replace(
        `<meta name="${VERSION_META_NAME}" content="${builtVersion}" />`,
        `<meta name="${VERSION_META_NAME}" content="test-${version}" />`,
      );
    const sw = original.sw.replace(/(\{url:"index\.html",revision:")[0-9a-f]+(")/, `$1test-${version}$2`);
    expect(index).not.toBe(original.index);
    expect(index, 'index.html names the build version').toContain(`content="test-${version}"`);
    expect(sw, 'sw.js lists index.html with a revision').not.toBe(original.sw);
    writeFileSync(indexPath, index);
    writeFileSync(swPath, sw);
    writeFileSync(versionPath, versionFileText(`test-${version}`));
    // and their .gz/.br copies, which nginx sends instead (as a build would write them)
    [indexPath, swPath, versionPath].forEach(precompressFile);
  };
  afterAll(() => {
    writeFileSync(indexPath, original.index);
    writeFileSync(swPath, original.sw);
    writeFileSync(versionPath, original.version);
    [indexPath, swPath, versionPath].forEach(precompressFile);
  });

  // A browser of its own without request interception: while Playwright intercepts requests
  // (the harness stubs external hosts with context.route), Chromium here sometimes kept the new
  // worker waiting despite skipWaiting, which no lecturer's browser does.
  let page: Page;
  beforeAll(async () => {
    ({ page } = await b.extra({ stubExternal: false }));
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, page.context(), 'asesor');
    await controlled(page);
  });

  it('a reload shows the new version at once (pages come from the server first), and the worker that follows reloads nothing', async () => {
    await openDashboard(page);
    expect(await versionOf(page)).toBeNull();
    deploy('B');
    let loads = 0;
    const counted = () => loads++;
    page.on('load', counted);
    await page.reload(); // the old worker asks the server first, then finds and installs the new one
    expect(await versionOf(page)).toBe('B');
    // The new worker has installed (its precache lists this index.html) and taken over.
    await expect.poll(() => workerSettledWith(page, 'test-B'), { timeout: 30_000, interval: 250 }).toBe(true);
    await page.waitForTimeout(1_000);
    page.off('load', counted);
    expect(loads, 'loads: the reload only').toBe(1);
    await appReady(page);
  });

  it('before the lecturer has done anything, the page reloads into the new version by itself', async () => {
    await appReady(page);
    expect(await versionOf(page)).toBe('B');
    deploy('C');
    // What an open portal does now and then (src/features/pwa/register.ts): ask for a new worker.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect.poll(() => versionOf(page), { timeout: 30_000, interval: 250 }).toBe('C');
    await appReady(page);
  });

  it('after the lecturer has clicked, nothing reloads until the next page, which is the new version', async () => {
    await appReady(page);
    await expandGroup(page, label('pendidikan-pengajar')); // the lecturer acts
    await page.evaluate(() => {
      (window as unknown as { probe: string }).probe = 'same page';
      navigator.serviceWorker.addEventListener('controllerchange', () => ((window as unknown as { swChanged: boolean }).swChanged = true));
    });
    deploy('D');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.waitForFunction(() => (window as unknown as { swChanged?: boolean }).swChanged === true, null, { timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { probe?: string }).probe), 'the page reloaded under the lecturer').toBe(
      'same page',
    );
    expect(await versionOf(page)).toBe('C');

    await expandGroup(page, label('asesmen-hasil-belajar'));
    await sidebar(page)
      .getByRole('link', { name: label('kisi-kisi'), exact: true })
      .click();
    await page.waitForURL(/\/kisi-kisi$/);
    await expect.poll(() => versionOf(page), { timeout: 15_000, interval: 250 }).toBe('D');
    expect(await page.evaluate(() => (window as unknown as { probe?: string }).probe)).toBeUndefined();
    await appReady(page);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
