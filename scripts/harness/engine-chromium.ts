// The engine interface (engine.ts) over Debian's Chromium and playwright-core: launchBrowser's
// browser (its popup blocker on, external hosts answered by a stand-in page). Its evaluate gives
// the page no user activation (chromium.sh), so `read` can use it.
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import {
  deliveredClick,
  findIndexExpression,
  until,
  type EngineBrowser,
  type EngineTab,
  type Key,
  type Modifier,
  type Target,
  describeTarget,
} from './engine.ts';

function chromiumTab(page: Page): EngineTab {
  const read = <T>(expression: string) => page.evaluate(expression) as Promise<T>;
  return {
    async goto(url) {
      await page.goto(url);
    },
    async url() {
      return read<string>('location.href').catch(() => page.url());
    },
    read,
    async click(target: Target, timeout = 10_000) {
      const started = Date.now();
      const index = await until(
        async () => {
          const found = await read<number>(findIndexExpression(target));
          return found < 0 ? undefined : found;
        },
        `${describeTarget(target)} to click`,
        timeout,
      );
      await page.bringToFront();
      // Not retried on a timeout: Playwright waits for the element to be stable and to receive the
      // click itself, and a click that timed out may have been made already. Only a click the page
      // never received is made again (deliveredClick).
      await deliveredClick({ read }, target, index, async () => {
        await page
          .locator(target.css)
          .nth(index)
          .click({ timeout: Math.max(1_000, timeout - (Date.now() - started)), noWaitAfter: true });
        return true;
      });
    },
    async type(text) {
      await page.bringToFront();
      await page.keyboard.type(text);
    },
    async press(key: Key, modifiers: readonly Modifier[] = []) {
      await page.bringToFront();
      await page.keyboard.press([...modifiers, key].join('+'));
    },
    async close() {
      await page.close();
    },
  };
}

export async function launchChromium(viewport: { width: number; height: number }): Promise<EngineBrowser> {
  const launched = await launchBrowser(undefined, { viewport });
  const tabs = new WeakMap<Page, EngineTab>();
  const tabOf = (page: Page) => {
    let tab = tabs.get(page);
    if (!tab) {
      tab = chromiumTab(page);
      tabs.set(page, tab);
    }
    return tab;
  };
  const browser = launched.context.browser();
  return {
    name: 'chromium',
    version: `Chromium ${browser?.version() ?? (await launched.page.evaluate('navigator.userAgent'))}`,
    tab: tabOf(launched.page),
    async tabs() {
      return launched.context.pages().map(tabOf);
    },
    async newTab(url) {
      const page = await launched.context.newPage();
      await page.goto(url);
      return tabOf(page);
    },
    externalRequests: launched.externalRequests,
    close: () => launched.close(),
  };
}
