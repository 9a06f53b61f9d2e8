// One click, one tab (src/features/launch/repeat-guard.ts): a double or triple click, or Enter
// pressed twice, on a launch item opens one tab, counted as the browser reports its pages; the
// same item clicked again after the interval opens another, and a second item opens at once.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { REPEAT_MS } from '../../src/features/launch/repeat-guard.ts';
import { realModel } from '../support/real-model.ts';
import { appReady, expandGroup, expectNoCspViolations, expectNoPageErrors, launchItem, urls, useBrowser } from '../support/e2e/session.ts';

const model = realModel('dosen');
const label = (id: string) => model.nodes[id]!.label;

const b = useBrowser();

/** The tabs `action` opens, as the browser reports them, once it has had time to open every one. */
async function tabsOpenedBy(context: BrowserContext, action: () => Promise<unknown>): Promise<number> {
  const before = new Set(context.pages());
  await action();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const opened = context.pages().filter((page) => !before.has(page));
  await Promise.all(opened.map((page) => page.close()));
  return opened.length;
}

async function openResearchPlatforms(page: Page) {
  await expandGroup(page, label('penelitian-dan-abdimas'));
  await expandGroup(page, label('platform-afiliasi-jurnal-publikasi'));
}

describe('one click, one tab', () => {
  it('a double click opens one tab, a triple click one, Enter pressed twice one', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'asesor');
    await appReady(page);
    await openResearchPlatforms(page);
    const sinta = launchItem(page, label('sinta'));

    expect(await tabsOpenedBy(context, () => sinta.dblclick()), 'double click').toBe(1);
    expect(await tabsOpenedBy(context, () => sinta.click({ clickCount: 3 })), 'triple click').toBe(1);
    await sinta.focus();
    expect(
      await tabsOpenedBy(context, async () => {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
      }),
      'Enter twice',
    ).toBe(1);
  });

  it('the same item clicked after the interval opens again; another item opens at once', async () => {
    const { page, context } = b;
    const sinta = launchItem(page, label('sinta'));
    await page.waitForTimeout(REPEAT_MS);
    expect(
      await tabsOpenedBy(context, async () => {
        await sinta.click();
        await launchItem(page, label('google-scholar')).click();
        await page.waitForTimeout(REPEAT_MS + 100);
        await sinta.click();
      }),
    ).toBe(3);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
