// The tabs a page opens, as the browser reports them: the browser's own Target.targetCreated event
// (the tab's WebContents exists; the page's window.open has returned into it), not a replaced
// window.open and not Playwright's `page` event, which comes only once Playwright has set the new
// page up (about 100 ms later here). The moment is the machine's clock when the event reached
// this process (a few ms after the browser sent it), turned into the page's clock with the
// page's own Date.now() at its navigation start (ProbeResults.wallOrigin): both read the same clock.
import type { BrowserContext, Page } from 'playwright-core';

interface Tab {
  /** Date.now() when the browser reported the tab. */
  at: number;
  /** The address the tab went to, once the browser has said (it starts empty). */
  url: string;
}

export interface TabWatch {
  /** The browser's id of `page`'s tab. */
  targetOf(page: Page): Promise<string>;
  /** The tabs `opener` opened after `since` (Date.now()), in order. */
  openedBy(opener: string, since: number): Tab[];
  /** The first tab `opener` opens after `since`, or undefined after `timeout` ms. */
  next(opener: string, since: number, timeout: number): Promise<Tab | undefined>;
}

export async function watchTabs(context: BrowserContext): Promise<TabWatch> {
  const browser = context.browser();
  if (!browser) throw new Error('watchTabs: the context has no browser to ask');
  const session = await browser.newBrowserCDPSession();
  const tabs = new Map<string, Tab & { opener: string }>();
  const listeners = new Set<() => void>();
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'page' || !targetInfo.openerId) return;
    tabs.set(targetInfo.targetId, { at: Date.now(), url: targetInfo.url, opener: targetInfo.openerId });
    for (const listener of listeners) listener();
  });
  session.on('Target.targetInfoChanged', ({ targetInfo }) => {
    const tab = tabs.get(targetInfo.targetId);
    if (tab && targetInfo.url) tab.url = targetInfo.url;
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  const openedBy = (opener: string, since: number) =>
    [...tabs.values()].filter((tab) => tab.opener === opener && tab.at >= since).sort((a, b) => a.at - b.at);
  return {
    async targetOf(page) {
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.detach();
      return targetInfo.targetId;
    },
    openedBy,
    next(opener, since, timeout) {
      return new Promise((done) => {
        const check = () => {
          const tab = openedBy(opener, since)[0];
          if (!tab) return;
          listeners.delete(check);
          clearTimeout(timer);
          done(tab);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          done(undefined);
        }, timeout);
        listeners.add(check);
        check();
      });
    },
  };
}
