// A portal of another institution (tests/fixtures/portal-politeknik: Politeknik Nusa Samudra, its
// "Polnusa account" at "Nusa ID", English first) is the same runtime with only its own words. Every
// page a person meets on it, signed out and signed in, its dialogs and its web app manifest, is
// read as a person meets it — the visible text, the document title and the attributes that are
// read out or shown (aria-label, title, alt, placeholder) — and holds no word of the university's
// own portals (Universitas Terbuka, UT, Portal Dosen, Microsoft, dosen), while the words that are
// the institution's show where they belong. The mobile app's sign-out returns to the portal's own
// signed-out page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { testSites, type TestSite } from '../../scripts/harness/services.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import { PRERENDER_ID } from '../../src/shell/first-paint/ids.ts';
import type { PortalNode } from '../../src/model/manifest/model.ts';
import { labelOf, portalNameOf } from '../../src/platform/i18n/localize.ts';
import { realModel } from '../support/real-model.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const site: TestSite = 'politeknik';
const model = realModel(testSites[site]);
const { paths, institution } = model.portal;
const origin = () => urls()[site];
const at = (path: string) => `${origin()}${path}`;
const node = (id: string) => model.nodes[id]!;
const en = (n: PortalNode) => labelOf(n, 'en');
/** The portal's name in English, the language it opens in. */
const portalName = portalNameOf(model.portal, 'en');
/** A lecturer without laboratory access (accessLkam), so the laboratory item is refused. */
const USER = 'saraswati';

/** The words of the university's own portals, none of which may show on another institution's. */
const FOREIGN_WORDS: readonly { word: string; pattern: RegExp }[] = [
  { word: 'Universitas Terbuka', pattern: /\bUniversitas\s+Terbuka\b/gi },
  { word: 'UT', pattern: /\bUT\b/g },
  { word: 'Portal Dosen', pattern: /\bPortal\s+Dosen\b/gi },
  { word: 'Microsoft', pattern: /\bMicrosoft\b/gi },
  { word: 'dosen', pattern: /\bdosen\b/gi },
];

/** Hosts of the university and of its sign-in provider, which no link of this portal may lead to. */
const FOREIGN_HOSTS = /(?:^|\.)(?:ut\.ac\.id|microsoft(?:online)?\.com|live\.com)$/i;

/** One text a person meets, and where on the page it is. */
interface Met {
  where: string;
  text: string;
}

/** What a person meets on the page now: its words, attributes, title and language, and where its links lead. */
async function whatAPersonMeets(page: Page): Promise<{ texts: Met[]; links: string[]; lang: string }> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-placeholder', 'title', 'alt', 'placeholder'];
    const texts: { where: string; text: string }[] = [
      { where: 'document title', text: document.title },
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without what is hidden
      { where: 'visible text', text: document.body.innerText },
    ];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push({ where: `<${element.tagName.toLowerCase()} ${name}>`, text: value });
      }
    }
    // What search results and a phone's home screen show of the page.
    for (const meta of document.querySelectorAll(
      'meta[name=description], meta[name=application-name], meta[name=apple-mobile-web-app-title]',
    )) {
      texts.push({ where: `<meta name=${meta.getAttribute('name')}>`, text: meta.getAttribute('content') ?? '' });
    }
    const links = [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href);
    return { texts, links, lang: document.documentElement.lang };
  });
}

/** `where: "word" in …context…` for every foreign word in `texts`. */
function foreignWordsIn(texts: readonly Met[]): string[] {
  return texts.flatMap(({ where, text }) =>
    FOREIGN_WORDS.flatMap(({ word, pattern }) =>
      [...text.matchAll(pattern)].map((m) => {
        const context = text.slice(Math.max(0, m.index - 50), m.index + m[0].length + 50).replace(/\s+/g, ' ');
        return `${where}: "${word}" in …${context}…`;
      }),
    ),
  );
}

/** Links that lead to the university's or its sign-in provider's hosts. */
const foreignLinks = (links: readonly string[]) =>
  links.filter((href) => {
    try {
      return FOREIGN_HOSTS.test(new URL(href).hostname);
    } catch {
      return false;
    }
  });

/** Reads the page as a person meets it: no foreign word, no link to a foreign host, English. */
async function expectOwnWordsOnly(page: Page, what: string): Promise<{ text: string }> {
  const met = await whatAPersonMeets(page);
  expect.soft(foreignWordsIn(met.texts), `${what} (${page.url()}): words of another institution`).toEqual([]);
  expect.soft(foreignLinks(met.links), `${what}: links to another institution's hosts`).toEqual([]);
  expect.soft(met.lang, `${what}: <html lang>`).toBe('en');
  return { text: met.texts.find((t) => t.where === 'visible text')?.text ?? '' };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/**
 * A control's name in English or Indonesian. The controls the tests use to get about are found in
 * either language, so that every page is still read when the portal does not open in English;
 * whether it does is checked on every page (<html lang>) and by the words the tests read.
 */
const named = (english: string, indonesian: string, { exact = false } = {}) =>
  new RegExp(`^(?:${[english, indonesian].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})${exact ? '$' : ''}`);

/** The sidebar, in whichever language the page is. */
const menuOf = (page: Page) => page.getByRole('navigation', { name: named('Main menu', 'Menu utama') });

/** The page is at `path`: a page that is not did not open for the signed-in lecturer (the guard sent them elsewhere). */
const expectAt = (page: Page, path: string) => expect(new URL(page.url()).pathname, 'the page opens for the signed-in lecturer').toBe(path);

/** The app has mounted (the pre-rendered menu is gone) and the page has its heading. */
async function pageReady(page: Page): Promise<void> {
  await page.waitForSelector(`#${PRERENDER_ID}`, { state: 'detached', timeout: 15_000 });
  await h1(page).waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** A url node's own page has tried to open its system and says how it went: the link to open it, or why not. */
async function launchOutcome(page: Page): Promise<void> {
  await page.locator('.view-message').locator('a.view-action, [role=alert]').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Closes every tab but the test's own (the launch page may have opened a system's). */
async function closeOtherTabs(page: Page): Promise<void> {
  for (const tab of page.context().pages()) if (tab !== page) await tab.close();
}

const b = useBrowser();

/** The internal pages a signed-in person may open: every page but sign-in, sign-out and the password page. */
const internalPages = Object.values(model.nodes).filter(
  (n) => n.behaviour.kind === 'component' && !['login', 'logout', 'reset-password'].includes(n.behaviour.page),
);
const nodesOf = (page: string) => Object.values(model.nodes).filter((n) => n.behaviour.kind === 'component' && n.behaviour.page === page);
const launchNode = node('siakad');
const gated = node('lab-booking');

describe('the fixture', () => {
  it('is the portal this file means: its own paths, English first, a gated item, no calendar', () => {
    expect(model.portal.language).toBe('en');
    expect(institution.provider).toBe('Nusa ID');
    expect(paths).toEqual({ home: '/home', login: '/sign-in', logout: '/sign-out', signedOut: '/sign-out/done' });
    expect(gated.requires).toEqual(['accessLkam']);
    expect(model.portal.flags?.accessLkam?.en).toBe('laboratory staff');
    expect(model.portal.agenda ?? false).toBe(false);
    expect(internalPages.map((n) => n.id).sort()).toEqual(['about-us', 'campus-guide', 'home']);
  });
});

describe('signed out', () => {
  it('serves its pages in English: <html lang="en"> before anyone chooses', async () => {
    const html = await (await fetch(at(paths.login))).text();
    expect(/<html\b[^>]*>/.exec(html)?.[0], 'the served index.html').toMatch(/\blang="en"/);
  });

  it('its sign-in page says "Sign in with your Polnusa account", in English', async () => {
    const { page } = b;
    await page.goto(at(paths.login));
    await pageReady(page);
    const button = page.getByRole('button', { name: 'Sign in with your Polnusa account', exact: true });
    expect.soft(await button.count(), 'the sign-in button, named after the account').toBe(1);
    expect.soft(await page.evaluate(() => document.documentElement.lang), '<html lang> before the user chooses').toBe('en');
    expect.soft(await page.title(), 'the document title names the portal in English').toContain(portalName);
    await expectOwnWordsOnly(page, 'the sign-in page');
  });

  it('its about page', async () => {
    const { page } = b;
    await page.goto(at(nodesOf('about')[0]!.path));
    await pageReady(page);
    await expectOwnWordsOnly(page, 'the about page');
  });

  it('its password page sends people to its own provider, Nusa ID', async () => {
    const { page } = b;
    await page.goto(at(nodesOf('reset-password')[0]!.path));
    await pageReady(page);
    const { text } = await expectOwnWordsOnly(page, 'the password page');
    expect.soft(text, 'the password page names the provider').toContain(institution.provider);
  });

  it('a typed unknown address', async () => {
    const { page } = b;
    await page.goto(at('/no-such/page-here'));
    await pageReady(page);
    expect.soft(await h1(page).textContent()).toBe('Page not found');
    await expectOwnWordsOnly(page, 'the not-found page');
  });

  it('its web app manifest: English, its colour, its logo, its own words', async () => {
    const { page } = b;
    await page.goto(at(paths.login));
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href, 'the page links a web app manifest').toBeTruthy();
    const manifest = (await (await fetch(new URL(href!, page.url()))).json()) as Record<string, unknown>;
    const strings: Met[] = [];
    const collect = (value: unknown, where: string): void => {
      if (typeof value === 'string') strings.push({ where, text: value });
      else if (Array.isArray(value)) for (const [i, v] of value.entries()) collect(v, `${where}[${i}]`);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, `${where}.${k}`);
    };
    collect(manifest, 'manifest');
    expect.soft(foreignWordsIn(strings), 'words of another institution in the web app manifest').toEqual([]);
    expect.soft(manifest.lang, 'the manifest is in the language the portal opens in').toBe('en');
    expect.soft(manifest.theme_color, "the institution's colour").toBe(institution.themeColor);
    const icons = (manifest.icons ?? []) as { src: string }[];
    expect
      .soft(
        icons.map((icon) => icon.src),
        "the institution's logo among the icons",
      )
      .toContain(institution.logo);
  });

  it('in Indonesian, when that is the choice, the button names "Akun Polnusa"', async () => {
    const { page, context } = await b.extra();
    await context.addInitScript((key) => localStorage.setItem(key, 'id'), storageKeys.lang);
    await page.goto(at(paths.login));
    await pageReady(page);
    expect.soft(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    expect(await page.getByRole('button', { name: 'Masuk dengan Akun Polnusa', exact: true }).count()).toBe(1);
  });
});

describe('signed in', () => {
  let calendarConsent: boolean | undefined;

  it('signs in with its account and lands on its home, in English', async () => {
    const { page, context } = b;
    await page.goto(at(paths.login));
    await pageReady(page);
    // Found by its place, not its words (the test above reads those), so the pages behind it are read even when they are wrong.
    calendarConsent = await signIn(page, context, USER, {
      button: page.getByRole('main').getByRole('button', { name: named('Sign in', 'Masuk') }),
      expectUrl: (url) => url.origin === origin() && url.pathname === paths.home,
    });
    await menuOf(page).waitFor({ timeout: 15_000 });
    expect.soft(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect.soft(await sidebar(page, 'en').count(), 'the menu in English').toBe(1);
  });

  it('asks for no calendar consent: the portal has no agenda', () => {
    expect(calendarConsent).toBe(false);
  });

  for (const internal of internalPages) {
    it(`its page ${internal.path} (${internal.behaviour.kind === 'component' && internal.behaviour.page})`, async () => {
      const { page } = b;
      await page.goto(at(internal.path));
      await pageReady(page);
      expectAt(page, internal.path);
      const { text } = await expectOwnWordsOnly(page, `the page ${internal.path}`);
      // A content page shows the institution's own words, in English.
      const lead = internal.content?.en?.lead;
      if (lead) expect.soft(text, 'the content page shows its English lead').toContain(lead);
    });
  }

  it("the launch page of a url node (a bookmark of the system's item)", async () => {
    const { page } = b;
    await page.goto(at(launchNode.path));
    await launchOutcome(page);
    expectAt(page, launchNode.path);
    await expectOwnWordsOnly(page, 'the launch page');
    await closeOtherTabs(page);
  });

  it('the launch page of the item the lecturer may not open', async () => {
    const { page } = b;
    await page.goto(at(gated.path));
    await launchOutcome(page);
    expectAt(page, gated.path);
    await expectOwnWordsOnly(page, 'the refused launch page');
    await closeOtherTabs(page);
  });

  it('the search dialog: its hint names its own examples, its results its own items', async () => {
    const { page } = b;
    await page.goto(at(paths.home));
    await pageReady(page);
    expectAt(page, paths.home);
    await page.locator('body').focus();
    await page.keyboard.press('/');
    const combobox = page.getByRole('combobox', { name: named('Search menu', 'Cari menu') });
    await combobox.waitFor({ state: 'visible', timeout: 5_000 });
    expect
      .soft(await combobox.getAttribute('placeholder'), 'the hint names the portal’s search examples')
      .toContain(model.portal.searchExamples![0]!);
    await expectOwnWordsOnly(page, 'the search dialog');
    await page.keyboard.type('Moodle');
    await page.getByRole('option').first().waitFor({ timeout: 5_000 });
    await expectOwnWordsOnly(page, 'the search results');
    await page.keyboard.press('Escape');
    await combobox.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('the no-access dialog of the gated item says it is for "laboratory staff"', async () => {
    const { page } = b;
    const menu = menuOf(page);
    const parent = node(gated.parent!);
    const group = menu.getByRole('button', { name: named(en(parent), parent.label, { exact: true }) });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('link', { name: named(en(gated), gated.label) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect.soft(await dialog.textContent(), 'the dialog names who may open it').toContain(model.portal.flags!.accessLkam!.en!);
    await expectOwnWordsOnly(page, 'the no-access dialog');
    await dialog.getByRole('button', { name: named('Close', 'Tutup') }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    await closeOtherTabs(page);
  });

  it('the sign-out question names its provider, Nusa ID', async () => {
    const { page } = b;
    await page
      .getByRole('banner')
      .getByRole('button', { name: named('Sign out', 'Keluar', { exact: true }) })
      .click();
    const dialog = page.getByRole('dialog', { name: /Sign out|Keluar/ });
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    expect.soft(await dialog.textContent(), 'the question names the provider').toContain(institution.provider);
    await expectOwnWordsOnly(page, 'the sign-out question');
    await dialog.getByRole('button', { name: named('Cancel', 'Batal', { exact: true }) }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
  });

  it('the mobile app’s sign-out returns to its own signed-out page', async () => {
    const { page } = b;
    await page.goto(at(`${paths.logout}?mobile=1`));
    await page.waitForURL((url) => url.origin === origin() && url.pathname === paths.signedOut, { timeout: 20_000 });
    await h1(page).waitFor({ timeout: 10_000 });
    expect.soft(await h1(page).textContent()).toBe('You have signed out');
    expect((await readVuex(page)).auth?.token ?? null, 'the session is gone').toBeNull();
    await expectOwnWordsOnly(page, 'the signed-out page');
  });
});

describe('every page', () => {
  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
