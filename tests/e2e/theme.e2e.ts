// Dark mode: follows the system until the lecturer chooses; the header's button cycles the theme,
// and the choice survives a reload (applied before the first paint by the boot script).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { expectNoCspViolations, expectNoPageErrors, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const AXE_SOURCE = readFileSync(join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

const b = useBrowser();

const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Tema tampilan: / });
const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(244, 246, 250)'; // --ui-bg
const DARK_BG = 'rgb(14, 20, 32)';

/** Serious or critical axe findings about colour contrast (the dark palette's own check). */
async function contrastProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} ${JSON.stringify(n.target)}`));
  });
}

describe('theme', () => {
  it('follows the system at first: light, or dark when the system asks for it', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'dosen');
    await sidebar(page).waitFor();
    expect(await themeButton(page).getAttribute('aria-label')).toBe('Tema tampilan: ikuti sistem');
    expect(await dataTheme(page)).toBeNull();
    expect(await background(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('portal:theme'))).toBeNull();
  });

  it('the button cycles system → light → dark, sets data-theme and stores the choice', async () => {
    const { page } = b;
    await themeButton(page).click();
    expect(await themeButton(page).getAttribute('aria-label')).toBe('Tema tampilan: terang');
    expect(await dataTheme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_BG); // a light choice wins over the dark system
    expect(await page.evaluate(() => localStorage.getItem('portal:theme'))).toBe('light');

    await themeButton(page).click();
    expect(await themeButton(page).getAttribute('aria-label')).toBe('Tema tampilan: gelap');
    expect(await dataTheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('portal:theme'))).toBe('dark');
  });

  it('the choice survives a reload, on the system light palette too', async () => {
    const { page } = b;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await dataTheme(page)).toBe('dark');
    await sidebar(page).waitFor();
    expect(await background(page)).toBe(DARK_BG);
    await expect.poll(() => themeButton(page).getAttribute('aria-label')).toBe('Tema tampilan: gelap');
  });

  it('the dark palette keeps text readable (axe colour contrast)', async () => {
    const { page } = b;
    expect((await contrastProblems(page)).join('\n'), 'colour contrast in the dark palette').toBe('');
  });

  it('back to following the system removes the choice', async () => {
    const { page } = b;
    await themeButton(page).click();
    expect(await themeButton(page).getAttribute('aria-label')).toBe('Tema tampilan: ikuti sistem');
    expect(await dataTheme(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('portal:theme'))).toBeNull();
    await page.reload();
    expect(await dataTheme(page)).toBeNull();
    expect(await background(page)).toBe(LIGHT_BG);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
