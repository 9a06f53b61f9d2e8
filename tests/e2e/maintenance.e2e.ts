// Planned maintenance and live status on every item (issue 23), in the kampus fixture portal: its
// e-learning system has maintenance windows in March 2031 (tests/fixtures/portal-kampus/systems.yaml)
// and its academic system a monitor on the stand-in Uptime Kuma status page
// (scripts/dev/services/status-page.ts), which the shipped nginx config passes on at /status-feed.
import { REPEAT_MS } from '../../src/features/launch/repeat-guard.ts';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import type { StatusPageControl } from '../../scripts/dev/services/status-page.ts';
import { findUserByLogin } from '../../scripts/dev/services/users.ts';
import { testSites } from '../../scripts/harness/services.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { realModel } from '../support/real-model.ts';
import {
  appReady,
  type BrowserSession,
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  opensTab,
  sidebar,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';

const model = realModel(testSites.kampus);
const home = model.nodes[model.portal.home]!;
const nip = findUserByLogin('asesor')!.portal.nip;
const elearningUrl = `http://127.0.0.1:9/elearning/kelas?nip=${nip}`;
const akademikUrl = `http://127.0.0.1:9/jadwal?nip=${nip}`;
/** Jakarta wall-clock time (WIB, UTC+7) as an instant. */
const wib = (text: string) => new Date(`${text}:00+07:00`);

const statusPage = () => inject('statusPage');
async function feed(control: StatusPageControl) {
  const response = await fetch(`${statusPage()}/__control`, { method: 'POST', body: JSON.stringify(control) });
  expect(response.ok).toBe(true);
}
const feedRequests = async (): Promise<string[]> =>
  ((await (await fetch(`${statusPage()}/__control/requests`)).json()) as { path: string }[]).map((r) => r.path).sort();

const browser = useBrowser();
// The next files find the status page as Uptime Kuma would answer: every monitor up.
afterAll(() => feed({}));

/** Signs in to the kampus portal in a browser of its own, with the systems' address answered by a stand-in page. */
async function kampusSession(): Promise<BrowserSession> {
  const session = await browser.extra();
  await session.context.route('http://127.0.0.1:9/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>sistem</title>' }),
  );
  await session.page.goto(`${urls().kampus}${model.nodes[model.portal.login]!.path}`);
  await signIn(session.page, session.context, 'asesor', { expectUrl: (url) => url.pathname === home.path });
  await appReady(session.page);
  return session;
}

const link = (page: Page, label: string) => sidebar(page).getByRole('link', { name: new RegExp(`^${label}\\b`) });
/** The sidebar link's accessible name, as the browser computes it (what a screen reader says). */
const accessibleName = async (page: Page, label: string) => /^- link "(.*)"/.exec(await link(page, label).ariaSnapshot())?.[1];
const card = (page: Page, label: string) => page.locator('.group-card').filter({ has: page.getByRole('heading', { name: label }) });

/** Clicks the sidebar item and answers the question with `choice`; resolves whether a tab opened and the dialog's text. */
async function launchAndAnswer(page: Page, context: BrowserContext, label: string, choice: 'Tetap buka' | 'Batal') {
  let text = '';
  const opened = await opensTab(
    context,
    async () => {
      await link(page, label).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      text = (await dialog.textContent()) ?? '';
      await dialog.getByRole('button', { name: choice, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
    3_000,
  );
  return { opened, text };
}

describe('planned maintenance (the page clock moved to March 2031)', () => {
  let b = {} as BrowserSession;
  beforeAll(async () => {
    await feed({});
    b = await kampusSession();
    // Two minutes before the first window: the quieter notice, and launching goes ahead.
    await b.context.clock.install({ time: wib('2031-03-01 21:58') });
    await b.page.reload();
    await appReady(b.page);
  });

  it('the pre-rendered menu carries no notice: it cannot know the time it is shown at', () => {
    const html = readFileSync(join(inject('dists').kampus, 'index.html'), 'utf8');
    expect(html).not.toMatch(/item-notice|Pemeliharaan|Gangguan/);
  });

  it('within a day before a window: "Pemeliharaan terjadwal", and launching is not interrupted', async () => {
    const { page, context } = b;
    await expandGroup(page, 'Layanan');
    expect(await accessibleName(page, 'E-Learning')).toBe('E-Learning Pemeliharaan terjadwal mulai 22.00 WIB (membuka tab baru)');
    expect(await urlOfNewTab(context, () => link(page, 'E-Learning').click())).toBe(elearningUrl);
    expect(await card(page, 'Layanan').textContent()).not.toMatch(/Pemeliharaan/);
  });

  it('the window opens while the page is open: every place says "Pemeliharaan" and its end, without a reload', async () => {
    const { page } = b;
    await b.context.clock.fastForward('02:30');
    // In the accessible name, not colour alone.
    await expect.poll(() => accessibleName(page, 'E-Learning')).toBe('E-Learning Pemeliharaan sampai 04.00 WIB (membuka tab baru)');
    // The other systems' items say nothing.
    expect(await accessibleName(page, 'Perpustakaan')).not.toMatch(/Pemeliharaan|Gangguan/);
    // The dashboard card of the group names the item.
    expect(await card(page, 'Layanan').locator('.group-card__notice').textContent()).toBe('Pemeliharaan: E-Learning');
    const screenshots = join(projectRoot, 'test-output', 'screenshots'); // for people to look at
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: join(screenshots, 'maintenance-1280x800.png') });
  });

  it('launching asks first: "Batal" opens nothing; "Tetap buka" opens the tab and counts as opened', async () => {
    const { page, context } = b;
    const recent = page.getByRole('region', { name: 'Terakhir dibuka' });
    const firstRecent = () => recent.getByRole('listitem').first().getByRole('link').textContent();
    await urlOfNewTab(context, () => launchItem(page, 'Perpustakaan').click());
    await expect.poll(firstRecent).toMatch(/^Perpustakaan/);

    const cancelled = await launchAndAnswer(page, context, 'E-Learning', 'Batal');
    expect(cancelled.opened).toBe(false);
    expect(cancelled.text).toContain('E-Learning Kampus Contoh sedang dalam pemeliharaan');
    expect(cancelled.text).toContain('E-Learning tidak dapat diakses selama pemeliharaan server.');
    expect(cancelled.text).toContain('sampai 2 Maret 2031 pukul 04.00 WIB');
    expect(await firstRecent()).toMatch(/^Perpustakaan/);

    const url = await urlOfNewTab(context, async () => {
      await link(page, 'E-Learning').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Tetap buka', exact: true }).click();
    });
    expect(url).toBe(elearningUrl);
    // Recently opened, first, with the notice in its name.
    await expect.poll(firstRecent).toMatch(/^E-Learning.*Pemeliharaan sampai 04\.00 WIB/);
  });

  it('the question works from the keyboard: focus starts on "Batal", Escape opens nothing', async () => {
    const { page, context } = b;
    // The same item was launched just before: a launch within a second of it is taken for its repeat (R-LAUNCH-6).
    await page.waitForTimeout(REPEAT_MS);
    const opened = await opensTab(
      context,
      async () => {
        await link(page, 'E-Learning').focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor({ state: 'visible', timeout: 10_000 });
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Batal');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      },
      2_000,
    );
    expect(opened).toBe(false);
  });

  it('favourites and the search show the notice too', async () => {
    const { page } = b;
    await sidebar(page).getByRole('button', { name: 'Sematkan E-Learning' }).click();
    const favourites = page.getByRole('region', { name: 'Favorit' });
    await expect.poll(() => favourites.getByRole('link', { name: /^E-Learning/ }).textContent()).toMatch(/Pemeliharaan sampai 04\.00 WIB/);

    await page.getByRole('button', { name: 'Cari menu' }).click();
    const combobox = page.getByRole('combobox', { name: 'Cari menu' });
    await combobox.fill('E-Learning');
    const option = page.getByRole('option', { name: /^E-Learning/ });
    await expect.poll(() => option.textContent()).toMatch(/Pemeliharaan sampai 04\.00 WIB/);
    await page.keyboard.press('Escape');
  });

  it('a reload shows the notice in the app’s very first render (no flash after it)', async () => {
    const { page } = b;
    // Recorded in the same task as React replaces the pre-rendered copy (src/shell/first-paint/hand-off.ts).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.getElementById('portal-prerender')) return;
        const w = window as unknown as { firstRender?: string | null };
        if (!document.querySelector('.group-card')) return;
        w.firstRender = document.querySelector('.group-card__notice')?.textContent ?? null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await appReady(page);
    expect(await page.evaluate(() => (window as unknown as { firstRender?: string | null }).firstRender)).toBe('Pemeliharaan: E-Learning');
  });

  it('the window closes while the page is open: the notice goes, and launching opens at once', async () => {
    const { page, context } = b;
    await b.context.clock.fastForward('06:30:00'); // past 04:00 WIB
    await expandGroup(page, 'Layanan');
    await expect.poll(() => accessibleName(page, 'E-Learning')).toBe('E-Learning (membuka tab baru)');
    expect(await card(page, 'Layanan').locator('.group-card__notice').count()).toBe(0);
    expect(await urlOfNewTab(context, () => launchItem(page, 'E-Learning').click())).toBe(elearningUrl);
  });

  it('the status page is asked again every 5 minutes, once for the whole portal', async () => {
    await feed({});
    await b.context.clock.fastForward('05:00');
    await expect.poll(feedRequests).toEqual(['/api/status-page/heartbeat/kampus', '/api/status-page/kampus']);
  });
});

describe('live status from the status page', () => {
  let b = {} as BrowserSession;
  const warnings: string[] = [];
  const systemRequests: string[] = [];
  beforeAll(async () => {
    await feed({});
    b = await kampusSession();
    b.page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[status]')) warnings.push(message.text());
    });
    b.context.on('request', (request) => {
      if (request.url().startsWith('http://127.0.0.1:9/') && request.resourceType() !== 'document') systemRequests.push(request.url());
    });
  });

  /** Loads the home page with the status page answering `control`, and waits for its poll to have been made. */
  async function loadWith(control: StatusPageControl) {
    await feed(control);
    warnings.length = 0;
    await b.page.reload();
    await appReady(b.page);
    await expect.poll(feedRequests, { timeout: 10_000 }).toHaveLength(2);
  }

  it('a monitor that is down shows "Gangguan" on its system’s items; launching explains and offers to open anyway', async () => {
    const { page, context } = b;
    await loadWith({ monitors: { 'Sistem Akademik': 'down' } });
    await expect.poll(() => accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik Gangguan (membuka tab baru)');
    await expandGroup(page, 'Layanan');
    expect(await accessibleName(page, 'Perpustakaan')).toBe('Perpustakaan Gangguan (membuka tab baru)');
    expect(await accessibleName(page, 'E-Learning')).not.toMatch(/Gangguan/);
    expect(await card(page, 'Layanan').locator('.group-card__notice').textContent()).toBe('Gangguan: Perpustakaan');
    expect(await card(page, 'Sistem Akademik').locator('.group-card__notice').textContent()).toBe('Gangguan: Sistem Akademik');
    await page.screenshot({ path: join(projectRoot, 'test-output', 'screenshots', 'outage-1280x800.png') });

    const cancelled = await launchAndAnswer(page, context, 'Sistem Akademik', 'Batal');
    expect(cancelled).toMatchObject({ opened: false });
    expect(cancelled.text).toContain('Sistem Akademik Contoh sedang mengalami gangguan');
    expect(
      await urlOfNewTab(context, async () => {
        await link(page, 'Sistem Akademik').click();
        await page.getByRole('dialog').getByRole('button', { name: 'Tetap buka', exact: true }).click();
      }),
    ).toBe(akademikUrl);
  });

  it('a monitor in maintenance shows as maintenance', async () => {
    const { page } = b;
    await loadWith({ monitors: { 'Sistem Akademik': 'maintenance' } });
    await expect.poll(() => accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik Pemeliharaan (membuka tab baru)');
  });

  it('the page’s own maintenance shows as maintenance on its monitors’ systems, though they beat down; its pinned incident once, as text', async () => {
    const { page } = b;
    await loadWith({
      maintenance: true,
      monitors: { 'Sistem Akademik': 'down' },
      incidents: [{ title: 'Gangguan jaringan', content: '<b>Sedang</b> ditangani' }],
    });
    await expect.poll(() => accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik Pemeliharaan (membuka tab baru)');
    const notice = page.locator('main .status-incident');
    await expect.poll(() => notice.allTextContents()).toEqual(['Status layanan: Gangguan jaringan<b>Sedang</b> ditangani']);
    expect(await notice.locator('b').count()).toBe(0);
  });

  it('a monitor whose beats stopped long ago (paused) shows nothing, though its last beat was down', async () => {
    const { page } = b;
    await loadWith({ monitors: { 'Sistem Akademik': { state: 'down', lastBeatAgoMs: 3 * 3600_000 } } });
    await page.waitForTimeout(300);
    expect(await accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik (membuka tab baru)');
    expect(await page.locator('.status-incident').count()).toBe(0);
  });

  it('up (and pending) shows nothing', async () => {
    const { page, context } = b;
    await loadWith({ monitors: { 'Sistem Akademik': 'pending' } });
    await page.waitForTimeout(300);
    expect(await accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik (membuka tab baru)');
    expect(await urlOfNewTab(context, () => launchItem(page, 'Sistem Akademik').click())).toBe(akademikUrl);
  });

  it('a status page past the 5-second deadline shows nothing and never holds up the menu or a launch', async () => {
    const { page, context } = b;
    await loadWith({ feed: 'slow', monitors: { 'Sistem Akademik': 'down' } });
    // While the status page is still silent, the menu answers and a launch opens at once.
    expect(await urlOfNewTab(context, () => launchItem(page, 'Sistem Akademik').click())).toBe(akademikUrl);
    await expect.poll(() => warnings, { timeout: 10_000 }).toHaveLength(1);
    expect(warnings[0]).toMatch(/no answer within 5 s/);
    expect(await accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik (membuka tab baru)');
  });

  it.each([
    ['error', /HTTP 503/],
    ['malformed', /JSON/],
    ['wrong-shape', /status page|heartbeats/],
    ['unreachable', /HTTP 502/],
  ] as const)('a status page that answers %s shows nothing, logged once to the console', async (kind, logged) => {
    const { page } = b;
    await loadWith({ feed: kind, monitors: { 'Sistem Akademik': 'down' } });
    await expect.poll(() => warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(logged);
    expect(await accessibleName(page, 'Sistem Akademik')).toBe('Sistem Akademik (membuka tab baru)');
  });

  it('never asks a system itself: one status page for the whole portal', () => {
    expect(systemRequests).toEqual([]);
  });

  it('records no CSP violation', () => expectNoCspViolations(browser.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(browser.allPageErrors()));
});
