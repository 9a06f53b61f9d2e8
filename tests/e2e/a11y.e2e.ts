// Accessibility: axe-core on the main kinds of page, and the sidebar by keyboard alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { visibleChildren, isGroup } from '../../src/features/menu/menu-tree.ts';
import { expectNoCspViolations, expectNoPageErrors, sidebar, urls, useBrowser } from '../support/e2e/session.ts';
import { realModel } from '../support/real-model.ts';

const AXE_SOURCE = readFileSync(join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
const model = realModel('dosen');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Runs axe-core in the page. The script is evaluated through the DevTools protocol rather than
 * added as a <script> tag: the portal's CSP (script-src 'self') rightly refuses inline scripts.
 */
async function axe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    type Results = { violations: unknown[]; passes: unknown[]; incomplete: unknown[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Results> } }).axe;
    const { violations, passes, incomplete } = await axe.run(document, { resultTypes: ['violations'] });
    return { violations, checked: passes.length + violations.length + incomplete.length };
  });
  expect(result.checked, 'axe ran its rules').toBeGreaterThan(10);
  return result.violations as AxeViolation[];
}

const serious = (violations: AxeViolation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

const describeAxe = (violations: AxeViolation[]) =>
  violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n')}`,
    )
    .join('\n');

async function expectAccessible(page: Page, what: string) {
  const all = await axe(page);
  if (all.length) console.log(`axe on ${what}: ${all.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`).join(', ')}`);
  const found = serious(all);
  expect(describeAxe(found), `serious or critical axe violations on ${what}`).toBe('');
}

const b = useBrowser();

describe('accessibility (axe-core)', () => {
  it('login page', async () => {
    const { page } = b;
    await page.goto(`${urls().dosen}/login`);
    await page.getByRole('button', { name: /Masuk/ }).waitFor();
    await expectAccessible(page, '/login');
  });

  it('dashboard', async () => {
    const { page, context } = b;
    await signIn(page, context, 'asesor');
    await sidebar(page).waitFor();
    await page.waitForTimeout(500);
    await expectAccessible(page, '/dashboard');
  });

  it('a launch page (SIMPENMAS)', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/dashboard/penelitian-dan-abdimas/simpenmas`);
    await page.getByRole('link', { name: /Klik di sini untuk membuka/ }).waitFor({ timeout: 10_000 });
    for (const other of context.pages()) if (other !== page) await other.close(); // the tab it opened itself
    await expectAccessible(page, 'the SIMPENMAS launch page');
  });

  it('the UI catalogue', async () => {
    const { page } = b;
    await page.goto(`${urls().dosen}/dev/ui.html`);
    await page.getByRole('heading', { name: 'Katalog UI' }).waitFor();
    await expectAccessible(page, '/dev/ui.html');
  });
});

describe('keyboard', () => {
  it('Tab to the first group, Enter opens it, Tab into it, Enter on a launch item opens a tab', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/dashboard`);
    await sidebar(page).waitFor();
    // The pre-rendered copy of the menu (plain HTML, inert buttons) is on screen until the app takes over.
    await page.waitForSelector('#portal-prerender', { state: 'detached', timeout: 15_000 });
    const dashboard = model.nodes.dashboard!;
    const firstGroup = visibleChildren(model, dashboard).find((node) => isGroup(model, node))!;

    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          text: el?.querySelector('.sidebar-label')?.textContent ?? el?.textContent?.trim() ?? '',
          expanded: el?.getAttribute('aria-expanded') ?? null,
          inSidebar: !!el?.closest('nav[aria-label="Menu utama"]'),
        };
      });
    let tabs = 0;
    for (; tabs < 20; tabs++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (now.inSidebar && now.text === firstGroup.label) break;
    }
    expect((await focused()).text, 'Tab reaches the first sidebar group').toBe(firstGroup.label);

    // Walk down the first children: Enter opens each group, Tab moves to its first child.
    let node = firstGroup;
    while (isGroup(model, node)) {
      expect((await focused()).expanded).toBe('false');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused()).expanded).toBe('true');
      await page.keyboard.press('Tab');
      node = visibleChildren(model, node)[0]!;
      expect((await focused()).text, `Tab reaches the first child of the group`).toBe(node.label);
    }
    expect(node.behaviour.kind).toBe('url');
    const tab = context.waitForEvent('page', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    const opened = await tab;
    await opened.waitForURL((url) => url.href !== 'about:blank');
    expect(opened.url()).toMatch(/^https:\/\//);
    await opened.close();
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
