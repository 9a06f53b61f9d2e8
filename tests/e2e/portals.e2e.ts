// Every portal is the runtime plus its own manifest: the kampus fixture (tests/fixtures/portal-kampus,
// nothing of Portal Dosen's) and the student portal (manifest/mahasiswa) each get the same checks,
// with every path, title and page taken from their own manifest. Where the runtime still names
// Portal Dosen or links to pages a manifest does not have, these tests fail (marked "runtime").
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { testSites, type TestSite } from '../../scripts/harness/services.ts';
import { findUserByLogin } from '../../scripts/dev/services/users.ts';
import type { PortalModel, PortalNode } from '../../src/model/manifest/model.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import { realModel } from '../support/real-model.ts';
import {
  appReady,
  type BrowserSession,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  sidebar,
  topLevelLabels,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';

const browser = useBrowser();
const user = findUserByLogin('asesor')!;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The nodes of a page key (a portal may have none). */
const nodesOf = (model: PortalModel, page: string) =>
  Object.values(model.nodes).filter((n) => n.behaviour.kind === 'component' && n.behaviour.page === page);

/** A url node's address as the launcher fills it, for templates with {system} and <nip> only. */
function filledUrl(model: PortalModel, node: PortalNode): string | undefined {
  if (node.behaviour.kind !== 'url') return undefined;
  const filled = node.behaviour.template
    .replace(/^\{([a-z0-9-]+)\}/, (_, system: string) => model.systems[system]!.url)
    .replace(/<nip>/g, encodeURIComponent(user.portal.nip));
  return /[<{]/.test(filled) ? undefined : new URL(filled).href;
}

describe.each(['kampus', 'mahasiswa'] satisfies TestSite[])('the %s portal, from its own manifest', (site) => {
  const model = realModel(testSites[site]);
  const { title } = model.portal;
  const pathOf = (id: string) => model.nodes[id]!.path;
  const home = model.nodes[model.portal.home]!;
  const origin = () => urls()[site];
  // A browser of its own: the identity provider's session of one portal's sign-in does not carry over.
  let b = {} as BrowserSession;
  beforeAll(async () => {
    b = await browser.extra();
  });

  it("the sign-in page's links lead to its own pages, and only to those (runtime)", async () => {
    const { page } = b;
    await page.goto(`${origin()}${pathOf(model.portal.login)}`);
    await expect.poll(() => h1(page).textContent()).toBe(`Login ${title}`);
    const links = page.getByRole('main').getByRole('navigation').getByRole('link');
    const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const paths = new Set(Object.values(model.nodes).map((n) => n.path));
    expect(
      hrefs.filter((href) => !paths.has(href)),
      'links to pages this manifest does not have',
    ).toEqual([]);
    if (!nodesOf(model, 'reset-password').length) expect(hrefs).not.toContain('/reset-password');

    const about = nodesOf(model, 'about')[0];
    if (!about) return expect(hrefs).not.toContain('/about');
    await links.and(page.locator(`[href="${about.path}"]`)).click();
    await page.waitForURL((url) => url.pathname === about.path);
    await expect.poll(() => h1(page).textContent()).toBe(`Tentang ${title}`);
  });

  it('sign-in lands on its home, with its menu', async () => {
    const { page, context } = b;
    await page.goto(`${origin()}${pathOf(model.portal.login)}`);
    await signIn(page, context, 'asesor', { expectUrl: (url) => url.pathname === home.path });
    await appReady(page);
    expect(await topLevelLabels(page)).toEqual([home.label, ...visibleChildren(model, home).map((n) => n.label)]);
  });

  it("its menu's first internal page and first link open from the sidebar", async () => {
    const { page, context } = b;
    const children = visibleChildren(model, home);
    const internal = children.find((n) => n.behaviour.kind === 'component')!;
    await sidebar(page).getByRole('link', { name: internal.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === internal.path);
    await expect.poll(() => h1(page).textContent()).toBe(internal.label);

    // The kampus system lives on 127.0.0.1:9, which answers nothing: a stand-in page answers.
    await context.route('http://127.0.0.1:9/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>akademik</title>' }));
    const link = children.find((n) => filledUrl(model, n))!;
    expect(await urlOfNewTab(context, () => launchItem(page, link.label).click())).toBe(filledUrl(model, link));
  });

  it('an unknown address says so, naming the portal, and leads back to its home', async () => {
    const { page } = b;
    await page.goto(`${origin()}/tidak-ada/halaman-ini`);
    await expect.poll(() => h1(page).textContent()).toBe('Halaman tidak ditemukan');
    expect(await h1(page).locator('..').textContent()).toContain(title);
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await page.waitForURL((url) => url.pathname === home.path);
    await sidebar(page).waitFor();
  });

  it('a server error on the profile load names this portal, not Portal Dosen (runtime)', async () => {
    const page = await b.context.newPage();
    try {
      await page.route('**/get-data-from-token', (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto(`${origin()}${home.path}`);
      const banner = page.getByRole('status').filter({ hasText: 'Profil belum dapat dimuat' });
      await banner.waitFor({ timeout: 20_000 });
      const message = (await banner.textContent()) ?? '';
      expect(message).toContain('HTTP 503');
      expect(message).toContain(title);
      expect(message).not.toContain('Portal Dosen');
    } finally {
      await page.close();
    }
  });

  it('logout ends on its own sign-in page', async () => {
    const { page } = b;
    await page.goto(`${origin()}${home.path}`);
    await appReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Keluar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Keluar/ });
    await dialog.getByRole('button', { name: 'Keluar', exact: true }).click();
    const login = pathOf(model.portal.login);
    await page.waitForURL((url) => url.origin === origin() && url.pathname === login, { timeout: 20_000 });
    await page.getByRole('button', { name: /Masuk/ }).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(pathname(page)).toBe(login);
  });
});

describe('every page', () => {
  it('records no CSP violation', () => expectNoCspViolations(browser.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(browser.allPageErrors()));
});
