// The menu is in index.html (pre-rendered at build time) and paints before the app's JavaScript
// has run — but only for a stored session on a page of the signed-in layout. React then takes over.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import { groupListId } from '../../src/shell/first-paint/sidebar-dom.ts';
import { titleFor } from '../../src/shell/routing/page-meta.ts';
import { expectNoCspViolations, expectNoPageErrors, sidebar, topLevelLabels, urls, useBrowser } from '../support/e2e/session.ts';
import { filesFrom, readChunks } from '../support/build-chunks.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
const dashboard = model.nodes.dashboard!;
// No service worker: it would answer the app's files from its cache, out of the routes' reach.
const b = useBrowser({ serviceWorkers: 'block' });

/** The home's text (of the agenda, which comes from the network, its place only) and where its parts stand. */
const homeOf = (page: Page, main: string) =>
  page.locator(main).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelector('.agenda-slot')?.replaceChildren();
    // In the page, not the window: opening a group of the menu may have scrolled the window.
    const box = (selector: string) => {
      const rect = element.querySelector(selector)?.getBoundingClientRect();
      return rect && JSON.stringify({ x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height });
    };
    return {
      text: copy.textContent,
      boxes: ['h1', '.announcements', '.agenda-slot', '[data-first-paint="favourites"]', '.dashboard-home__cards'].map(box),
    };
  });

describe('pre-rendered menu', () => {
  it('paints the whole menu without the app bundle, for a stored session only', async () => {
    const page = await b.context.newPage();
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${urls().dosen}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('vuex', JSON.stringify({ auth: { token: 'stored-token' } })));

    await page.goto(`${urls().dosen}/dashboard`);
    await expect.poll(() => sidebar(page).isVisible()).toBe(true);
    expect(await topLevelLabels(page)).toEqual([dashboard.label, ...visibleChildren(model, dashboard).map((n) => n.label)]);
    expect(await page.title(), 'the tab’s title as the app gives it, before the app').toBe(titleFor(model, 'dashboard', 'id'));
    // Without the page's script its links are plain links (the boot script keeps no click once the page is parsed).
    const link = sidebar(page).locator('a[data-node]:visible').nth(1);
    const href = (await link.evaluate((a: HTMLAnchorElement) => a.href))!;
    await link.click();
    await page.waitForURL(href);

    await page.goto(`${urls().dosen}/login`);
    expect(await sidebar(page).isVisible()).toBe(false);

    await page.evaluate(() => localStorage.removeItem('vuex'));
    await page.goto(`${urls().dosen}/dashboard`);
    expect(await sidebar(page).isVisible()).toBe(false);
    await page.close();
  });

  it('paints the sign-in page without the app bundle, for a browser without a session, as the app renders it', async () => {
    const page = await b.context.newPage();
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${urls().dosen}/login`);
    const painted = page.locator('#portal-prerender main.login-page');
    await expect.poll(() => painted.isVisible()).toBe(true);
    const copy = await painted.evaluate((main) => ({ text: main.textContent, box: JSON.stringify(main.getBoundingClientRect()) }));
    expect(copy.text).toContain('Masuk dengan');
    expect(await sidebar(page).isVisible(), 'not the signed-in layout').toBe(false);
    expect(await page.title(), 'the page’s own title, before the app').toBe(titleFor(model, 'login', 'id'));

    await page.unroute(/\/assets\/main-[^/]*\.js$/);
    await page.reload();
    await page.locator('#portal-prerender').waitFor({ state: 'detached' });
    const app = await page
      .locator('#root main.login-page')
      .evaluate((main) => ({ text: main.textContent, box: JSON.stringify(main.getBoundingClientRect()) }));
    expect(app).toEqual(copy);
    expect(await page.title(), 'the app’s title: the same').toBe(titleFor(model, 'login', 'id'));
    await page.close();
  });

  it('keeps the menu and says so when the app itself cannot be loaded', async () => {
    const page = await b.context.newPage();
    await page.route(/\/assets\/start-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${urls().dosen}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('vuex', JSON.stringify({ auth: { token: 'stored-token' } })));
    await page.goto(`${urls().dosen}/dashboard`);
    await page.getByRole('alert').filter({ hasText: 'Portal belum termuat sepenuhnya' }).waitFor();
    expect(await sidebar(page).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.removeItem('vuex'));
    await page.close();
  });

  it('is replaced by the app: one menu, and the header shows the lecturer', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await page.reload();
    await sidebar(page).waitFor();
    await expect.poll(() => page.locator('#portal-prerender').count(), { timeout: 20_000 }).toBe(0);
    expect(await sidebar(page).count()).toBe(1);
    await expect.poll(() => page.locator('.portal-user').textContent()).not.toBe('');
  });

  it('paints the dashboard’s content with the menu, as the app renders it: name, announcements, lists, cards, the agenda’s place', async () => {
    const { page } = b; // signed in as the assessor, the app running
    // The app renders a group's items once it opens: the groups above the item first.
    const groups: string[] = [];
    for (let id = model.nodes.tuton!.parent; id && model.nodes[id]!.parent; id = model.nodes[id]!.parent) groups.unshift(id);
    for (const id of groups) {
      const button = sidebar(page).locator(`button[aria-controls="${groupListId(id)}"]`);
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    }
    await sidebar(page)
      .locator('.pin-toggle[data-pin="tuton"]')
      .evaluate((pin: HTMLElement) => pin.click());
    await page.locator('[data-first-paint="favourites"] .personal-item').waitFor();
    const app = await homeOf(page, '#root .portal-main');
    expect(app.text).toContain('Siti Rahmawati');
    expect(app.text).toContain('Tutorial Online (Tuton)');

    const copy = await b.context.newPage();
    await copy.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await copy.goto(`${urls().dosen}/dashboard`);
    await copy.locator('#portal-prerender .portal-main h1').waitFor();
    expect(await copy.locator('#root').evaluate((root) => root.childElementCount), 'no app has run').toBe(0);
    expect(await homeOf(copy, '#portal-prerender .portal-main')).toEqual(app);
    await copy.close();
  });

  it('paints the header as the app renders it in a browser that kept no first screen: no control moves at the hand-off', async () => {
    const { page } = b; // signed in as the assessor, the app running
    const header = (p: Page, root: string) =>
      p.locator(`${root} .portal-header`).evaluate((element) => ({
        text: element.textContent,
        boxes: [...element.querySelectorAll(':scope > button, :scope > span')].map((child) => {
          const { x, y, width, height } = child.getBoundingClientRect();
          return `${child.className} ${x},${y} ${width}×${height}`;
        }),
      }));
    const app = await header(page, '#root');
    expect(app.text).toContain('Siti Rahmawati');

    const copy = await b.context.newPage();
    await copy.goto(`${urls().dosen}/favicon.svg`);
    await copy.evaluate((key) => localStorage.removeItem(key), storageKeys.firstScreen);
    await copy.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await copy.goto(`${urls().dosen}/dashboard`);
    await copy.locator('#portal-prerender .portal-header').waitFor();
    expect(await header(copy, '#portal-prerender')).toEqual(app);
    await copy.close();
  });

  it("fetches the app's modules after the menu is painted, all together, and at once on the sign-in page", async () => {
    const page = await b.context.newPage();
    const html = await (await page.request.get(`${urls().dosen}/dashboard`)).text();
    // The boot script runs before any stylesheet is requested: a classic script would wait for them.
    expect(html.indexOf('<script>')).toBeGreaterThan(0);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).not.toMatch(/rel="modulepreload"[^>]*\/assets\/start-/);
    // The first frame waits for the whole copy (the root follows it): the home's content paints with the menu.
    expect(html).toContain('<link rel="expect" href="#root" blocking="render">');
    // The menu's code for its links is fetched while the page is parsed (it runs only after the paint).
    expect(html.search(/rel="modulepreload"[^>]*\/assets\/live-links-/)).toBeGreaterThan(html.indexOf('id="portal-prerender"'));
    // In one file (besides the bundler's runtime and the few modules the sign-in popup's redirect
    // page shares, which must not bring the portal's entry into that page): split up, it was nine
    // requests while the menu is painted.
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    const redirectPage = filesFrom(readChunks(inject('dists').dosen), 'auth/redirect.html');
    const others = preloads.filter((file) => !/^(live-links|rolldown-runtime)-/.test(file!));
    expect(others.filter((file) => !redirectPage.has(`assets/${file}`))).toEqual([]);

    // The frame that draws the menu: the first animation frame once its first link exists.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('nav.sidebar a')) return;
        observer.disconnect();
        requestAnimationFrame((frame) => ((window as unknown as { __menuFrame: number }).__menuFrame = frame));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const appRequest = () =>
      page.evaluate(() => {
        const resource = (file: RegExp) =>
          performance.getEntriesByType('resource').find((entry) => file.test(entry.name)) as PerformanceResourceTiming | undefined;
        const app = resource(/\/assets\/start-[^/]*\.js$/);
        const runtime = resource(/\/assets\/react-runtime-[^/]*\.js$/);
        const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return (
          app && {
            start: app.startTime,
            runtimeArrived: runtime?.responseEnd ?? Infinity,
            menuFrame: (window as unknown as { __menuFrame?: number }).__menuFrame ?? Infinity,
            parsed: parsed.domInteractive,
          }
        );
      });
    await page.goto(`${urls().dosen}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('vuex', JSON.stringify({ auth: { token: 'stored-token' } })));
    await page.goto(`${urls().dosen}/dashboard`);
    await expect.poll(appRequest).toBeTruthy();
    const shown = (await appRequest())!;
    expect(shown.start, 'with the menu shown: after the frame that draws it').toBeGreaterThan(shown.menuFrame);
    // Though src/main.tsx imports React's runtime first and the app's code a task after it has run.
    expect(shown.start, "with the menu shown: with React's runtime, not after it").toBeLessThanOrEqual(shown.runtimeArrived);

    await page.evaluate(() => localStorage.removeItem('vuex'));
    await page.goto(`${urls().dosen}/login`);
    await expect.poll(appRequest).toBeTruthy();
    const signIn = (await appRequest())!;
    expect(signIn.start, 'on the sign-in page: while the page is still being parsed').toBeLessThan(signIn.parsed);
    await page.close();
  });

  it('loads the date data in a worker under the shipped CSP, which ends by itself', async () => {
    const page = await b.context.newPage(); // signed in (the assessor, above)
    const warmUp = new Promise<'ended'>((resolve) =>
      page.on('worker', (worker) => {
        if (/\/assets\/date-formats\.worker-[^/]*\.js$/.test(worker.url())) worker.on('close', () => resolve('ended'));
      }),
    );
    await page.goto(`${urls().dosen}/dashboard`);
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('no warm-up worker started and ended within 10 s'), 10_000));
    expect(await Promise.race([warmUp, timeout])).toBe('ended');
    await page.close();
  });

  it('records no CSP violation (the inlined boot script is allowed by its hash)', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
