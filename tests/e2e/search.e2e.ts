// Search by keyboard in real Chromium against the production build: "/" and Ctrl+K, the
// combobox, arrows + Enter launching in a new tab (the pop-up blocker must allow it), Esc, and a
// locked item's no-access popup above the closed search.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { fillTemplate } from '../../src/features/launch/template.ts';
import { search, searchIndex } from '../../src/features/search/rank.ts';
import { expectNoCspViolations, expectNoPageErrors, opensTab, sidebar, urlOfNewTab, urls, useBrowser } from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const model = realModel('dosen');
const label = (id: string) => model.nodes[id]!.label;

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Cari menu' });
const focusedRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? null);
const activeOptionText = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('[role=combobox]')?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.querySelector('.search-option__label')?.textContent ?? null) : null;
  });

/** Closes a search left open by a failed test, so the next test starts from the page. */
async function closeSearch(page: Page) {
  if (await combobox(page).count()) await page.keyboard.press('Escape');
  await combobox(page).waitFor({ state: 'detached', timeout: 5_000 });
}

const AXE_SOURCE = readFileSync(join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

const b = useBrowser();

describe('search (asesor)', () => {
  it('"/" opens the search with the focus in the combobox', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await sidebar(page).waitFor();
    await page.getByRole('region', { name: 'Menu layanan' }).waitFor(); // the app is running, not just the pre-painted shell
    await page.locator('body').focus();
    await page.keyboard.press('/');
    await combobox(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await focusedRole(page)).toBe('combobox');
    expect(await combobox(page).inputValue(), 'the "/" is not typed into the field').toBe('');
  });

  it('arrow keys choose a result and Enter opens it in a new tab with the filled template', async () => {
    const { page, context } = b;
    const query = 'profil';
    const expected = search(searchIndex(model), query, Date.now()).map((hit) => hit.item.node.id);
    const target = expected.indexOf('researchgate');
    expect(target, `"${query}" lists researchgate below the first result`).toBeGreaterThan(0);

    await page.keyboard.type(query);
    await expect.poll(() => page.getByRole('option').count()).toBe(expected.length);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.search-dialog').getByRole('status').textContent()).toBe(`${expected.length} hasil`);
    expect(await activeOptionText(page)).toBe(label(expected[0]!));
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    expect(await activeOptionText(page)).toBe(label('researchgate'));
    expect(await page.getByRole('option', { selected: true }).locator('.search-option__path').textContent()).toBe(
      [label('penelitian-dan-abdimas'), label('platform-afiliasi-jurnal-publikasi')].join(' › '),
    );

    const node = model.nodes.researchgate!;
    const filled = fillTemplate(node.behaviour.kind === 'url' ? node.behaviour.parts : [], { namaTanpaGelar: 'Siti Rahmawati' });
    expect(filled.ok).toBe(true);
    const url = await urlOfNewTab(context, () => page.keyboard.press('Enter'));
    expect(url).toBe(new URL(filled.ok ? filled.url : '').href);
    await combobox(page).waitFor({ state: 'detached' });
  });

  it('the open search has no serious accessibility violations', async () => {
    const { page } = b;
    await closeSearch(page);
    await page.getByRole('button', { name: 'Cari menu' }).click();
    await combobox(page).waitFor();
    await page.keyboard.type('tugas');
    await page.getByRole('option').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await combobox(page).waitFor({ state: 'detached' });
  });

  it('Esc closes the search and gives the focus back to the button that opened it', async () => {
    const { page } = b;
    await closeSearch(page);
    const button = page.getByRole('button', { name: 'Cari menu' });
    await button.click();
    await combobox(page).waitFor();
    await page.keyboard.type('tapm');
    await page.keyboard.press('Escape');
    await combobox(page).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('Ctrl+K opens it too; Enter on an internal page navigates there', async () => {
    const { page } = b;
    await closeSearch(page);
    await page.locator('#konten').focus();
    await page.keyboard.press('Control+k');
    await combobox(page).waitFor({ state: 'visible', timeout: 5_000 });
    expect(await focusedRole(page)).toBe('combobox');
    await page.keyboard.type('kisi');
    await expect.poll(() => activeOptionText(page)).toBe(label('kisi-kisi'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === model.nodes['kisi-kisi']!.path, { timeout: 10_000 });
    await combobox(page).waitFor({ state: 'detached' });
  });
});

describe('search (dosen, not an assessor)', () => {
  it('a locked result says so; Enter shows "Anda tidak memiliki hak akses" and opens no tab', async () => {
    const { page, context } = await b.extra();
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'dosen');
    await page.getByRole('region', { name: 'Menu layanan' }).waitFor();
    await page.keyboard.press('/');
    await combobox(page).waitFor({ state: 'visible', timeout: 5_000 });
    await page.keyboard.type('pembatalan rpl');
    await expect.poll(() => activeOptionText(page)).toBe(label('pembatalan-rpl'));
    expect(await page.getByRole('option', { selected: true }).textContent()).toContain('terkunci');
    const opened = await opensTab(context, async () => {
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog').filter({ hasText: 'Anda tidak memiliki hak akses' });
      await popup.waitFor({ state: 'visible', timeout: 5_000 });
      expect(await popup.getByRole('heading').first().textContent()).toBe('Anda tidak memiliki hak akses');
    });
    expect(opened, 'a tab opened for a locked item').toBe(false);
    expect(await combobox(page).count()).toBe(0);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
