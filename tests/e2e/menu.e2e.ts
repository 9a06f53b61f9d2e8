// The sidebar derived from the dosen manifest, and launching external systems
// (docs/requirements.md R-ROUTE, R-LAUNCH-1, R-ROLE-2).
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';
import {
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  jwtPayload,
  launchItem,
  refusedLaunchOpensTab,
  readVuex,
  sidebar,
  topLevelLabels,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
const dashboard = model.nodes.dashboard!;
const expectedTopLevel = visibleChildren(model, dashboard).map((node) => node.label);
const label = (id: string) => model.nodes[id]!.label;

const b = useBrowser();

describe('menu and launching (asesor)', () => {
  it('lists every top-level group of the dosen manifest in the sidebar', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await sidebar(page).waitFor();
    expect(expectedTopLevel.length).toBeGreaterThanOrEqual(5);
    expect(await topLevelLabels(page)).toEqual([dashboard.label, ...expectedTopLevel]);
    for (const text of expectedTopLevel) expect(await sidebar(page).getByText(text, { exact: true }).isVisible()).toBe(true);
  });

  it('ResearchGate opens a tab with the name without titles, lowercased with hyphens', async () => {
    const { page, context } = b;
    await expandGroup(page, label('penelitian-dan-abdimas'));
    await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
    const url = await urlOfNewTab(context, () => launchItem(page, label('researchgate')).click());
    expect(url).toMatch(/^https:\/\/www\.researchgate\.net\//);
    expect(url).toContain('siti-rahmawati');
    expect(url).not.toMatch(/Dr\.|M\.Pd/);
  });

  it('tapm carries the id token of the signed-in user', async () => {
    const { page, context } = b;
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('pembimbingan'));
    const url = await urlOfNewTab(context, () => launchItem(page, label('tapm')).click());
    const idToken = new URL(url).searchParams.get('id_token');
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = jwtPayload(idToken!);
    expect(claims.sub).toBe('asesor');
    expect(claims.iss).toBe(urls().issuer);
    const stored = (await readVuex(page)).auth?.idToken;
    expect(typeof stored === 'string' && jwtPayload(stored).sub).toBe('asesor');
  });

  it('an RPL item opens its system for an assessor', async () => {
    const { page, context } = b;
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('rekognisi-pembelajaran-lampau'));
    const url = await urlOfNewTab(context, () => launchItem(page, label('asesmen-rpl-perolehan')).click());
    expect(url).toMatch(/\/asesmen\/perolehan$/);
    expect(await page.getByText('Anda tidak memiliki hak akses').count()).toBe(0);
  });
});

describe('menu and launching (dosen, not an assessor)', () => {
  /** A non-assessor signed in, in a browser of their own, with the RPL group open. */
  async function atTheRplGroup() {
    const { page, context } = await b.extra();
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'dosen');
    await expandGroup(page, label('pendidikan-pengajar'));
    await expandGroup(page, label('rekognisi-pembelajaran-lampau'));
    return { page, context };
  }

  it('an RPL item shows "Anda tidak memiliki hak akses" and opens no tab', async () => {
    const { page, context } = await atTheRplGroup();
    const opened = await refusedLaunchOpensTab(page, context, label('asesmen-rpl-perolehan'));
    expect(opened, 'a tab opened for a non-assessor').toBe(false);
  });

  it('the dialog closes at once even where the browser runs no animation (its hide animation would never end)', async () => {
    const { page, context } = await atTheRplGroup();
    await launchItem(page, label('asesmen-rpl-perolehan')).click();
    const dialog = page.getByRole('dialog');
    const close = dialog.getByRole('button', { name: 'Tutup' });
    await close.waitFor();
    await page.waitForTimeout(500); // its opening animation has ended
    // What a window the browser is not rendering does: no animation advances, none reports its end.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await close.click();
    await dialog.waitFor({ state: 'detached', timeout: 2_000 });
    await sidebar(page)
      .getByRole('button', { name: label('pendidikan-pengajar'), exact: true })
      .click({ timeout: 2_000 });
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
