// The pre-rendered menu works before the app has mounted (src/shell/first-paint/live-menu.ts): with the app's
// code held back (its request never answered until the test lets it through), a group opens, a
// launch item opens its system's tab from the click, a gated item shows the no-access popup, an
// internal item goes to its page; then the app takes over without losing what the lecturer did.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import {
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  opensInClick,
  recordOpensInClick,
  refusedLaunchOpensTab,
  sidebar,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
const label = (id: string) => model.nodes[id]!.label;
// No service worker: it would answer the app's files from its cache, out of the routes' reach (and
// one registered by the app of the test before can take over after any unregister()).
const b = useBrowser({ serviceWorkers: 'block' });

const appMounted = (page: Page) => page.locator('#portal-prerender').waitFor({ state: 'detached', timeout: 20_000 });
const rootIsEmpty = (page: Page) => page.locator('#root').evaluate((root) => root.childElementCount === 0);
const appModule = /\/assets\/start-[^/]*\.js$/;
/** The app's module and the menu's code for its links (src/shell/first-paint/live-links.ts), which comes just after the first paint. */
const appAndLinks = /\/assets\/(start|live-links)-[^/]*\.js$/;

/** Reloads `page` with the app's own module held back; call the result to let it through (or to fail it: 'fails'). */
async function reloadWithoutApp(page: Page, modules = appModule): Promise<(outcome?: 'fails') => void> {
  let release!: (outcome?: 'fails') => void;
  const held = new Promise<'fails' | undefined>((resolve) => (release = resolve));
  await page.unroute(modules);
  await page.route(modules, async (route) => ((await held) === 'fails' ? route.abort() : route.continue()));
  await page.reload({ waitUntil: 'commit' }); // the load event waits for a held entry
  await page.locator('#portal-prerender nav.sidebar').waitFor({ state: 'attached' });
  expect(await rootIsEmpty(page), 'the app has not mounted').toBe(true);
  return release;
}

describe('the pre-rendered menu before the app has mounted (dosen, not an assessor)', () => {
  it('opens groups, by click and by keyboard, and launches an item from the click', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'dosen');
    const release = await reloadWithoutApp(page);

    await expandGroup(page, label('penelitian-dan-abdimas'));
    const group = sidebar(page).getByRole('button', { name: label('platform-afiliasi-jurnal-publikasi'), exact: true });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    const url = await urlOfNewTab(context, () => launchItem(page, label('researchgate')).click());
    expect(url).toMatch(/^https:\/\/www\.researchgate\.net\//);
    expect(page.url(), 'the page stays').toBe(`${urls().dosen}/dashboard`);
    await group.focus();
    await page.keyboard.press('Enter'); // and closes
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
    expect(await rootIsEmpty(page), 'the app has not mounted').toBe(true);
    release();
    await appMounted(page);
  });

  it('a launch clicked before the menu’s launch code has come opens its launch tab in the click, which goes on to the system', async () => {
    const { page, context } = b;
    const release = await reloadWithoutApp(page, appAndLinks);
    // What a pop-up blocker asks: is the click's user activation live when the tab opens?
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = (...args) => {
        (window as unknown as { activeAtOpen: boolean }).activeAtOpen = navigator.userActivation.isActive;
        return open(...args);
      };
    });
    await expandGroup(page, label('penelitian-dan-abdimas'));
    await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
    const opened = context.waitForEvent('page', { timeout: 5_000 });
    await launchItem(page, label('researchgate')).click();
    const tab = await opened;
    // Opened in the click itself, on the item's launch page (launch-tab.ts), with no code to wait for.
    expect(await page.evaluate(() => (window as unknown as { activeAtOpen?: boolean }).activeAtOpen)).toBe(true);
    expect(page.url(), 'the portal stays where it was').toBe(`${urls().dosen}/dashboard`);
    await tab.waitForURL((url) => url.hostname === 'www.researchgate.net', { timeout: 20_000 });
    await tab.close();
    release();
    await appMounted(page);
    await page.unroute(appAndLinks);
  });

  it('a launch clicked before the page’s script ran opens its launch tab in the click, once for a double click, and goes on to the system', async () => {
    const { page, context } = b;
    const entry = /\/assets\/main-[^/]*\.js$/;
    const release = await reloadWithoutApp(page, entry);
    await recordOpensInClick(page);
    await expandGroup(page, label('penelitian-dan-abdimas'));
    await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));
    await launchItem(page, label('researchgate')).dblclick();
    await expect.poll(() => tabs.length).toBe(1);
    expect(await opensInClick(page), 'one tab, opened inside the click').toEqual([true]);
    release();
    await appMounted(page);
    await tabs[0]!.waitForURL((url) => url.hostname === 'www.researchgate.net', { timeout: 20_000 });
    await tabs[0]!.close();
    expect(tabs, 'the app opened no second tab').toHaveLength(1);
    expect(page.url(), 'the portal stays where it was').toBe(`${urls().dosen}/dashboard`);
    await page.unroute(entry);
  });

  it('does what was clicked before the page’s script ran: the group opens at the click, the internal link goes to its page', async () => {
    const { page } = b;
    const entry = /\/assets\/main-[^/]*\.js$/;
    const release = await reloadWithoutApp(page, entry);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const group = sidebar(page).getByRole('button', { name: label('penelitian-dan-abdimas'), exact: true });
    await group.click();
    expect(await group.getAttribute('aria-expanded'), 'open at the click: the boot script answers it').toBe('true');
    await sidebar(page)
      .getByRole('link', { name: label('cetak-lkam'), exact: true })
      .click();
    await page.waitForTimeout(200);
    expect(page.url(), 'the click was kept, not followed').toBe(`${urls().dosen}/dashboard`);
    release();
    await expect.poll(() => page.url()).toBe(`${urls().dosen}${model.nodes['cetak-lkam']!.path}`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'no page load').toBe(true);
    await appMounted(page);
    expect(await group.getAttribute('aria-expanded'), 'the app took over the open group').toBe('true');
    await page.unroute(entry);
    await page.goto(`${urls().dosen}/dashboard`);
  });

  it('a group clicked twice before the page’s script ran is closed again, and the app keeps it closed', async () => {
    const { page } = b;
    const entry = /\/assets\/main-[^/]*\.js$/;
    const release = await reloadWithoutApp(page, entry);
    const group = sidebar(page).getByRole('button', { name: label('penelitian-dan-abdimas'), exact: true });
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    release();
    await appMounted(page);
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await group.click();
    expect(await group.getAttribute('aria-expanded'), 'the app’s button opens it').toBe('true');
    await page.unroute(entry);
  });

  it('follows the last link clicked before the page’s script ran when that script cannot be loaded', async () => {
    const { page } = b;
    const entry = /\/assets\/main-[^/]*\.js$/;
    const release = await reloadWithoutApp(page, entry);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await sidebar(page)
      .getByRole('link', { name: label('cetak-lkam'), exact: true })
      .click();
    await page.waitForTimeout(200);
    expect(page.url(), 'kept while the script may still come').toBe(`${urls().dosen}/dashboard`);
    release('fails');
    await page.waitForURL(`${urls().dosen}${model.nodes['cetak-lkam']!.path}`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'the link’s own page load').toBeUndefined();
    await page.unroute(entry);
    await page.goto(`${urls().dosen}/dashboard`);
    await appMounted(page);
  });

  it('shows the no-access popup for a gated item and opens no tab', async () => {
    const { page, context } = b;
    const release = await reloadWithoutApp(page);
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('rekognisi-pembelajaran-lampau'));
    const opened = await refusedLaunchOpensTab(page, context, label('asesmen-rpl-perolehan'));
    expect(opened, 'a tab opened for a non-assessor').toBe(false);
    expect(await rootIsEmpty(page)).toBe(true);
    release();
    await appMounted(page);
  });

  it('goes to an internal page, which the app shows once it mounts, with the groups and focus the lecturer left', async () => {
    const { page } = b;
    const release = await reloadWithoutApp(page);
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('tutorial'));
    const ttm = sidebar(page).getByRole('link', { name: label('ttm'), exact: true });
    await ttm.click();
    expect(new URL(page.url()).pathname).toBe(model.nodes.ttm!.path);
    expect(await ttm.getAttribute('aria-current')).toBe('page');
    await sidebar(page)
      .getByRole('button', { name: label('tutorial'), exact: true })
      .focus();
    expect(await rootIsEmpty(page)).toBe(true);

    release();
    await appMounted(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(label('ttm'));
    for (const id of ['pendidikan-pengajar', 'tutorial'])
      expect(
        await sidebar(page)
          .getByRole('button', { name: label(id), exact: true })
          .getAttribute('aria-expanded'),
      ).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(label('tutorial'));
    expect(
      await sidebar(page)
        .getByRole('link', { name: label('ttm'), exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    // The openings were recorded as the app records them (this test's, and the earlier ones').
    await page.goto(`${urls().dosen}/dashboard`);
    const recent = page.getByRole('region', { name: 'Terakhir dibuka' });
    await expect
      .poll(() => recent.getByRole('link').allTextContents())
      .toEqual([label('ttm'), label('cetak-lkam'), expect.stringContaining(label('researchgate'))]);
  });

  it('on a phone, the drawer opens and stays open when the app takes over', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 412, height: 823 });
    const release = await reloadWithoutApp(page);
    const menuButton = page.locator('.portal-menu-button');
    expect(await sidebar(page).isVisible()).toBe(false);
    await menuButton.click();
    await expect.poll(() => sidebar(page).isVisible()).toBe(true);
    await expandGroup(page, label('penunjang'));
    release();
    await appMounted(page);
    expect(await sidebar(page).isVisible()).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar(page).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
