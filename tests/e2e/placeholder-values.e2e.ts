// Values from the portal API that a link cannot carry (src/features/launch/template.ts): the real
// get-data-from-token answer with only the name changed, checked through the real menu. A name made
// only of invisible characters counts as none (src/platform/core/visible-text.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import { realModel } from '../support/real-model.ts';
import {
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  opensTab,
  readVuex,
  urlOfNewTab,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';

const model = realModel('dosen');
const label = (id: string) => model.nodes[id]!.label;

const b = useBrowser();
/** Fields of the lecturer that the patched get-data-from-token answer replaces. */
let patch: Record<string, string> = { namaTanpaGelar: '..' };

beforeAll(async () => {
  await b.context.route('**/get-data-from-token', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...answer, data: { ...answer.data, ...patch } } });
  });
});

async function openResearchPlatforms(page: Page) {
  await expandGroup(page, label('penelitian-dan-abdimas'));
  await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
}

/** Clicks `id` in the menu: it must show exactly `text` as an error toast and open no tab. */
async function expectToastAndNoTab(page: Page, id: string, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text }).first();
  const opened = await opensTab(b.context, async () => {
    await launchItem(page, label(id)).click();
    await toast.waitFor({ state: 'visible', timeout: 10_000 });
  });
  expect(opened, `a tab opened for ${id}`).toBe(false);
  expect(await toast.textContent()).toBe(text);
}

const storedName = async (page: Page) => (await readVuex(page)).auth?.namaTanpaGelar;

describe('a name of ".." from the portal API (asesor)', () => {
  it('ResearchGate (name in the path) opens no tab and says the name cannot be used in its address', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await expect.poll(() => storedName(page), { timeout: 10_000 }).toBe('..');
    await openResearchPlatforms(page);

    await expectToastAndNoTab(
      page,
      'researchgate',
      'ResearchGate belum dapat dibuka karena nama (tanpa gelar) Anda di data portal tidak dapat dipakai dalam alamat ResearchGate. Silakan hubungi pengelola portal untuk memperbaikinya.',
    );
    expect(b.session.browser.externalRequests.filter((url) => url.includes('researchgate'))).toEqual([]);
  });

  it('SINTA and Google Scholar (name in the query) still open, with ".." as the search text', async () => {
    const { page, context } = b;
    const sinta = new URL(await urlOfNewTab(context, () => launchItem(page, label('sinta')).click()));
    expect(sinta.origin + sinta.pathname).toBe('https://sinta.kemdiktisaintek.go.id/authors');
    expect(sinta.searchParams.get('q')).toBe('..');

    const scholar = new URL(await urlOfNewTab(context, () => launchItem(page, label('google-scholar')).click()));
    expect(scholar.origin + scholar.pathname).toBe('https://scholar.google.com/citations');
    expect(scholar.searchParams.get('mauthors')).toBe('..');
  });
});

describe('no name at all from the portal API (asesor)', () => {
  it('ResearchGate says the name is missing from the portal data and to contact the administrator', async () => {
    const { page } = b;
    // Nothing to derive the name from either (nama is empty too); the profile loads again on reload.
    patch = { namaTanpaGelar: '', nama: '' };
    await page.reload();
    // The menu's pre-rendered copy has no behaviour: wait until the app has replaced it.
    await page.waitForSelector('#portal-prerender', { state: 'detached', timeout: 15_000 });
    await expect.poll(() => storedName(page), { timeout: 10_000 }).toBeNull();
    await openResearchPlatforms(page);

    await expectToastAndNoTab(
      page,
      'researchgate',
      'ResearchGate tidak dapat dibuka karena nama (tanpa gelar) Anda belum tercatat di data portal. Silakan hubungi pengelola portal untuk melengkapinya.',
    );
  });
});

describe('a name that shows nothing: only zero-width, direction and space characters (asesor)', () => {
  it('counts as no name: the header shows the e-mail address, and SINTA says the name is missing and opens no tab', async () => {
    const { page } = b;
    patch = { namaTanpaGelar: '\u200B\u202E', nama: ' \u200B\u2066\u00A0' };
    await page.reload();
    await page.waitForSelector('#portal-prerender', { state: 'detached', timeout: 15_000 });
    await expect.poll(() => storedName(page), { timeout: 10_000 }).toBeNull();
    const email = (await readVuex(page)).auth?.userEmail;
    expect(email).toMatch(/@/);
    expect(await page.locator('.portal-user').textContent()).toBe(email);
    await openResearchPlatforms(page);
    const sintaRequests = () => b.session.browser.externalRequests.filter((url) => url.includes('sinta')).length;
    const before = sintaRequests();

    await expectToastAndNoTab(
      page,
      'sinta',
      'SINTA tidak dapat dibuka karena nama (tanpa gelar) Anda belum tercatat di data portal. Silakan hubungi pengelola portal untuk melengkapinya.',
    );
    expect(sintaRequests()).toBe(before);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
