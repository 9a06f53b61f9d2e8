// The student/tutor variant (manifest/mahasiswa) built separately and served on its own origin.
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import {
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  sidebar,
  topLevelLabels,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('mahasiswa');
const ROUTES = ['tuton', 'tuweb', 'ttm', 'tmk', 'laporan-tutorial', 'tv', 'radio', 'sk', 'praktik', 'praktikum'];
const label = (id: string) => model.nodes[id]!.label;

const b = useBrowser();

describe('student variant', () => {
  it('signs in on its own origin and lists the ten routes in the sidebar', async () => {
    const { page, context } = b;
    await page.goto(`${urls().mahasiswa}/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Login ${model.portal.title}`);
    // No reset-password or about page in this portal, so no links to them: only the help address for sign-in problems.
    const links = page.getByRole('main').getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([model.portal.institution.help]);
    await signIn(page, context, 'dosen');
    await sidebar(page).waitFor();
    const dashboard = model.nodes.dashboard!;
    expect(visibleChildren(model, dashboard).map((n) => n.id)).toEqual(ROUTES);
    expect(await topLevelLabels(page)).toEqual([dashboard.label, ...ROUTES.map(label)]);
  });

  it('sk opens the same address as radio; praktik the same as praktikum', async () => {
    const { page, context } = b;
    const open = (id: string) => urlOfNewTab(context, () => launchItem(page, label(id)).click());
    const radio = await open('radio');
    const sk = await open('sk');
    expect(radio).toMatch(/^https:\/\//);
    expect(sk).toBe(radio);
    const praktik = await open('praktik');
    const praktikum = await open('praktikum');
    expect(praktik).toMatch(/\/custom_login$/);
    expect(praktikum).toBe(praktik);
    expect(praktik).not.toBe(radio);
  });

  it('ttm shows its internal screen', async () => {
    const { page } = b;
    await sidebar(page)
      .getByRole('link', { name: label('ttm'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/ttm');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(label('ttm'));
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
