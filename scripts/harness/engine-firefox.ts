// The engine interface (engine.ts) over Debian's Firefox ESR, driven by puppeteer-core over
// WebDriver BiDi (no geckodriver). Puppeteer's own evaluate and element handles run with BiDi's
// userActivation: true, which gives the page a user activation as a click does; reading and
// clicking therefore go to BiDi directly: script.evaluate without it, and a click located with
// browsingContext.locateNodes and made with input.performActions, the pointer on the element.
// Keys go through puppeteer's keyboard (input.performActions as well).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { clickOnceClickable, type EngineBrowser, type EngineTab, type Key, type Modifier, type Target } from './engine.ts';
import { startExternalStub, type ExternalStub } from './external-stub.ts';

const FIREFOX_BIN = '/usr/bin/firefox-esr';

/**
 * Firefox's preferences beyond puppeteer's. Puppeteer's profile (@puppeteer/browsers,
 * defaultProfilePreferences) turns off what a lecturer's Firefox has on: these put it back, as
 * Firefox ESR ships it. The rest of puppeteer's list keeps the browser's own traffic off the
 * network and its dialogs away, which changes nothing a page does.
 */
const realFirefox = {
  // The popup blocker (puppeteer: false).
  'dom.disable_open_during_load': true,
  // Standard tracking protection with Total Cookie Protection: third-party cookies partitioned
  // (puppeteer: cookieBehavior0, every cookie allowed).
  'browser.contentblocking.features.standard': '-tp,tpPrivate,cookieBehavior5,cookieBehaviorPBM5,cryptoTP,fp',
  'network.cookie.cookieBehavior': 5,
  // Speculative connections (puppeteer: 0).
  'network.http.speculative-parallel-limit': 20,
};

/** What this headless machine lacks, as a lecturer's computer has it. */
const headlessMachine = {
  // A mouse: headless Firefox reports no pointer, so (hover: hover) and (pointer: fine) are false
  // (bits: 2 fine, 4 hover).
  'ui.primaryPointerCapabilities': 6,
  'ui.allPointerCapabilities': 6,
  // The language the other engines' pages get (navigator.language id-ID).
  'intl.accept_languages': 'id-ID, id, en-US, en',
};

/** Every host but this machine goes to the external stub (external-stub.ts), through Firefox's manual proxy. */
const throughStub = (stub: ExternalStub) => ({
  'network.proxy.type': 1,
  'network.proxy.http': stub.host,
  'network.proxy.http_port': stub.port,
  'network.proxy.ssl': stub.host,
  'network.proxy.ssl_port': stub.port,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'network.proxy.share_proxy_settings': false,
});

interface BidiResult {
  type: 'success' | 'exception';
  result?: { type: string; value?: unknown };
  exceptionDetails?: { text: string };
}
interface Bidi {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

function firefoxTab(page: Page, bidi: Bidi): EngineTab {
  const context = () => (page.mainFrame() as unknown as { browsingContext: { id: string } }).browsingContext.id;
  const read = async <T>(expression: string): Promise<T> => {
    const { result } = (await bidi.send('script.evaluate', {
      expression: `(async () => JSON.stringify(await (${expression})))()`,
      target: { context: context() },
      awaitPromise: true,
      resultOwnership: 'none',
      userActivation: false,
    })) as { result: BidiResult };
    if (result.type === 'exception') throw new Error(`in the page: ${result.exceptionDetails?.text}`);
    const value = result.result?.value;
    return (typeof value === 'string' ? JSON.parse(value) : undefined) as T;
  };
  // The tab a person acts in is the one in front: input to a tab in the background is not theirs.
  const toFront = () => bidi.send('browsingContext.activate', { context: context() });
  const clickAt = async (index: number, css: string) => {
    const { result } = (await bidi.send('browsingContext.locateNodes', {
      context: context(),
      locator: { type: 'css', value: css },
    })) as { result: { nodes: { sharedId: string }[] } };
    const node = result.nodes[index];
    if (!node) return false;
    await bidi.send('input.performActions', {
      context: context(),
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: { sharedId: node.sharedId } } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    return true;
  };
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async url() {
      return read<string>('location.href').catch(() => page.url());
    },
    read,
    async click(target: Target, timeout = 10_000) {
      await toFront();
      await clickOnceClickable({ read }, target, timeout, (index) => clickAt(index, target.css));
    },
    async type(text) {
      await toFront();
      await page.keyboard.type(text);
    },
    async press(key: Key, modifiers: readonly Modifier[] = []) {
      await toFront();
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]);
      for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier);
    },
    async close() {
      await page.close();
    },
  };
}

export async function launchFirefox(viewport: { width: number; height: number }): Promise<EngineBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-e2e-firefox-'));
  const stub = await startExternalStub();
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_BIN,
      headless: true,
      userDataDir: profile,
      // Firefox over BiDi cannot set a viewport (page.setViewport): the window has the size.
      defaultViewport: null,
      args: [`--width=${viewport.width}`, `--height=${viewport.height}`],
      // The external stub's certificate is its own.
      acceptInsecureCerts: true,
      env: { ...process.env, TZ: 'Asia/Jakarta' },
      extraPrefsFirefox: { ...realFirefox, ...throughStub(stub), ...headlessMachine },
    });
  } catch (error) {
    await stub.close();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  const bidi = (browser as unknown as { connection: Bidi }).connection;
  const tabs = new WeakMap<Page, EngineTab>();
  const tabOf = (page: Page) => {
    let tab = tabs.get(page);
    if (!tab) {
      tab = firefoxTab(page, bidi);
      tabs.set(page, tab);
    }
    return tab;
  };
  // The page's own size (the window's includes the browser's toolbars).
  const sized = async (page: Page) => {
    const context = (page.mainFrame() as unknown as { browsingContext: { id: string } }).browsingContext.id;
    await bidi.send('browsingContext.setViewport', { context, viewport: viewport });
    return page;
  };
  const [first] = await browser.pages();
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return {
    name: 'firefox',
    version: `Firefox ${version}`,
    tab: tabOf(await sized(first ?? (await browser.newPage()))),
    async tabs() {
      return (await browser.pages()).map(tabOf);
    },
    async newTab(url) {
      const page = await sized(await browser.newPage());
      await page.goto(url, { waitUntil: 'load' });
      return tabOf(page);
    },
    externalRequests: stub.requests,
    async close() {
      await browser.close().catch(() => undefined);
      await stub.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
