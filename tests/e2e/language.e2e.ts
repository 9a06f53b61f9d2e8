// The language switch in real Chromium: one click in the header turns the menu, the header, the
// dashboard home, the document title and <html lang> to English together; the choice survives a
// reload without the Indonesian pre-rendered menu showing first; switching back restores all of it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { labelOf, titleOf } from '../../src/platform/i18n/localize.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import { expectNoCspViolations, expectNoPageErrors, sidebar, topLevelLabels, urls, useBrowser } from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
type Lang = 'id' | 'en';
const dashboard = model.nodes.dashboard!;
const groups = visibleChildren(model, dashboard);
const menuIn = (lang: Lang) => [labelOf(dashboard, lang), ...groups.map((node) => labelOf(node, lang))];
const titleIn = (id: string, lang: Lang) => `${titleOf(model.nodes[id]!, lang)} — ${model.portal.title}`;
// Top-level labels that differ between the languages: what a flash of the wrong one would show.
const indonesianOnly = menuIn('id').filter((label) => !menuIn('en').includes(label));
if (indonesianOnly.length < 3) throw new Error('the dosen manifest should have English labels for its groups');

const SCREENSHOTS = join(projectRoot, 'test-output', 'screenshots'); // for people to look at (screenshots.e2e.ts)
const b = useBrowser();

const languageButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Change language/ });

/** The app has mounted: the pre-rendered copy of the menu (index.html) is gone, clicks reach React. */
async function appReady(page: Page, lang: Lang = 'id') {
  await sidebar(page, lang).waitFor({ timeout: 15_000 });
  await page.waitForSelector('#portal-prerender', { state: 'detached', timeout: 15_000 });
}

/** Everything the switch changes, read in one go (in the page). */
function readState() {
  const nav = document.querySelector('nav.sidebar');
  const banner = document.querySelector('header.portal-header');
  return {
    lang: document.documentElement.lang,
    title: document.title,
    stored: localStorage.getItem('portal:lang'),
    nav: nav?.getAttribute('aria-label'),
    menu: [...(nav?.querySelectorAll(':scope > ul > li > :is(a, button) .sidebar-label') ?? [])].map((e) => e.textContent),
    // each button's name: its aria-label, else its hidden or visible words (the search key hint left out)
    header: [...(banner?.querySelectorAll('button') ?? [])].map(
      (e) => e.getAttribute('aria-label') ?? (e.querySelector('.ui-visually-hidden, .search-button__text') ?? e).textContent?.trim(),
    ),
    heading: document.querySelector('main h1')?.textContent,
    sections: [...document.querySelectorAll('main h2')].map((e) => e.textContent),
    cards: [...document.querySelectorAll('.group-card__link')].map((e) => e.textContent),
    skip: document.querySelector('.skip-link')?.textContent,
    focused: document.activeElement?.classList.contains('lang-switch') ?? false,
  };
}
const snapshot = (page: Page) => page.evaluate(readState);

/**
 * Clicks the language switch and reads everything the moment <html lang> changes: in a mutation
 * observer's callback, so in the task of the render's commit that changed it, before any frame. The
 * page renders the other language as a transition: whatever lagged behind <html lang> would be seen.
 */
async function switchLanguage(page: Page): Promise<ReturnType<typeof readState>> {
  await page.evaluate(
    `delete window.__atSwitch; const before = document.documentElement.lang; new MutationObserver((_, observer) => {` +
      ` if (document.documentElement.lang === before) return; observer.disconnect(); window.__atSwitch = (${readState.toString()})(); })` +
      `.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })`,
  );
  await languageButton(page).click();
  await page.waitForFunction(() => '__atSwitch' in window, undefined, { timeout: 10_000 });
  return page.evaluate(() => (window as unknown as { __atSwitch: ReturnType<typeof readState> }).__atSwitch);
}

/**
 * Installed before a page loads: records the visible menu before each frame — the states that reach
 * the screen — with <html lang> and whether it is the pre-rendered copy, so a test can tell which
 * menu was on screen first. (The parser may build the copy before the stylesheets that hide it
 * have loaded; no frame is drawn until they have, so such states are never seen.)
 */
function watchMenu() {
  type Seen = { lang: string; shell: boolean; labels: string[] };
  const seen: Seen[] = [];
  (window as unknown as { __menuSeen: Seen[] }).__menuSeen = seen;
  let last = '';
  const look = () => {
    const nav = [...document.querySelectorAll('nav.sidebar')].find((n) => n.checkVisibility({ visibilityProperty: true }));
    if (!nav) return;
    const labels = [...nav.querySelectorAll(':scope > ul > li > :is(a, button) .sidebar-label')].map((e) => e.textContent ?? '');
    const state = { lang: document.documentElement.lang, shell: nav.closest('#portal-prerender') !== null, labels };
    const key = JSON.stringify(state);
    if (key !== last) seen.push(state);
    last = key;
  };
  const until = performance.now() + 15_000;
  const frame = () => {
    look();
    if (performance.now() < until) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
const menuSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __menuSeen: { lang: string; shell: boolean; labels: string[] }[] }).__menuSeen);

describe('language switch (asesor)', () => {
  it('starts in Indonesian', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await appReady(page);
    const now = await snapshot(page);
    expect(now).toMatchObject({
      lang: 'id',
      title: titleIn('dashboard', 'id'),
      stored: null,
      nav: 'Menu utama',
      menu: menuIn('id'),
      skip: 'Lewati ke konten',
    });
    expect(now.heading).toMatch(/^Selamat datang/);
    expect(now.header).toEqual(expect.arrayContaining(['Menu', 'English — Ganti bahasa / Change language', 'Keluar']));
  });

  it('one click turns the menu, header, dashboard home, title and <html lang> to English together', async () => {
    const { page } = b;
    // One reading, when <html lang> changes: no part lags behind.
    const now = await switchLanguage(page);
    expect(now).toMatchObject({
      lang: 'en',
      title: titleIn('dashboard', 'en'),
      stored: 'en',
      nav: 'Main menu',
      menu: menuIn('en'),
      skip: 'Skip to content',
    });
    expect(now.header).toEqual(
      expect.arrayContaining(['Menu', 'Bahasa Indonesia — Change language / Ganti bahasa', 'Sign out', 'Search menu']),
    );
    expect(now.header.join(' ')).not.toMatch(/Keluar|Cari menu|Tema tampilan/);
    expect(now.heading).toMatch(/^Welcome, /);
    expect(now.sections).toEqual(expect.arrayContaining(['Favourites', 'Recently opened', 'Services']));
    expect(now.cards).toEqual(groups.map((node) => labelOf(node, 'en')));
    expect(now.focused, 'focus stays on the switch').toBe(true);
    // The lang attributes on the language names.
    expect(await languageButton(page).locator('[lang="id"]').allTextContents()).toEqual(['ID', 'Bahasa Indonesia', 'Ganti bahasa']);
  });

  it('the title of another page follows the language', async () => {
    const { page } = b;
    await sidebar(page, 'en')
      .getByRole('link', { name: labelOf(model.nodes['cetak-lkam']!, 'en'), exact: true })
      .click();
    await page.waitForURL(/\/cetak-lkam\/cetak-lkam$/);
    await expect.poll(() => page.title()).toBe(titleIn('cetak-lkam-halaman', 'en'));
    expect(titleIn('cetak-lkam-halaman', 'en')).not.toBe(titleIn('cetak-lkam-halaman', 'id'));
  });

  it('survives a reload, and the first menu on screen is the English one (the Indonesian copy is skipped)', async () => {
    const { page } = b;
    await page.goto(`${urls().dosen}/dashboard`);
    await appReady(page, 'en');
    await page.addInitScript(watchMenu);
    await page.reload();
    await appReady(page, 'en');
    await expect.poll(() => topLevelLabels(page, 'en')).toEqual(menuIn('en'));
    const seen = await menuSeen(page);
    expect(seen.length, 'the watcher saw the menu').toBeGreaterThan(0);
    expect(seen[0]).toEqual({ lang: 'en', shell: false, labels: menuIn('en') });
    for (const state of seen) {
      expect(state.shell, 'the pre-rendered Indonesian menu was never shown').toBe(false);
      expect(state.labels.filter((label) => indonesianOnly.includes(label))).toEqual([]);
    }
    const now = await snapshot(page);
    expect(now).toMatchObject({ lang: 'en', title: titleIn('dashboard', 'en'), stored: 'en', nav: 'Main menu' });
    expect(now.heading).toMatch(/^Welcome, /);
  });

  it('on a phone the English header fits too', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 320, height: 740 });
    try {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const signOut = await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).boundingBox();
      expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(320);
      const button = await languageButton(page).boundingBox();
      expect(button!.width).toBeGreaterThanOrEqual(44);
      expect(button!.height).toBeGreaterThanOrEqual(44);
      expect(await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'dashboard-320x740-en.png') });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('switching back restores Indonesian at once, and after a reload the pre-rendered menu paints first again', async () => {
    const { page } = b;
    const now = await switchLanguage(page);
    expect(now).toMatchObject({
      lang: 'id',
      title: titleIn('dashboard', 'id'),
      stored: 'id',
      nav: 'Menu utama',
      menu: menuIn('id'),
      skip: 'Lewati ke konten',
    });
    expect(now.heading).toMatch(/^Selamat datang, /);
    expect(now.header).toEqual(expect.arrayContaining(['English — Ganti bahasa / Change language', 'Keluar']));

    await page.reload(); // the watcher installed above is still there
    await appReady(page);
    const seen = await menuSeen(page);
    // Under a loaded CPU the parser can yield inside the menu, so the first frame may hold only its
    // first items; what matters is that it is the Indonesian copy, and the first whole menu too.
    const [first] = seen;
    expect({ ...first, labels: undefined }, 'the Indonesian copy from index.html is on screen first').toEqual({
      lang: 'id',
      shell: true,
      labels: undefined,
    });
    expect(first!.labels).toEqual(menuIn('id').slice(0, first!.labels.length));
    const whole = seen.find((s) => s.labels.length === menuIn('id').length);
    expect(whole, 'the first whole menu is the Indonesian copy').toEqual({ lang: 'id', shell: true, labels: menuIn('id') });
    expect(seen.at(-1)).toEqual({ lang: 'id', shell: false, labels: menuIn('id') });
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
