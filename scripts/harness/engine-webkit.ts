// The engine interface (engine.ts) over WebKitGTK: Debian's webkit2gtk-driver (WebKitWebDriver
// and its MiniBrowser), driven by webdriverio over WebDriver classic, under Xvfb (MiniBrowser has
// no headless mode). WebKit is the engine of Safari and of every browser on an iPhone or iPad.
// A WebDriver element click counts as the person's click; Execute Script gives the page no user
// activation. MiniBrowser's own switches send every host but this machine to the external stub
// (the WebDriver proxy capability makes WebKitGTK speak TLS to an https proxy, which the stub is not).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { remote } from 'webdriverio';
import { clickOnceClickable, sleep, until, type EngineBrowser, type EngineTab, type Key, type Modifier, type Target } from './engine.ts';
import { startExternalStub } from './external-stub.ts';

const WEBKIT_DRIVER_BIN = '/usr/bin/WebKitWebDriver';
const MINIBROWSER_BIN = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebDriver's key codes (the W3C WebDriver standard's table of keys) for the keys the tests press. */
const KEY_CODES: Record<string, string> = {
  Control: '\uE009',
  Meta: '\uE03D',
  Shift: '\uE008',
  Alt: '\uE00A',
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Tab: '\uE004',
};
const code = (key: string) => KEY_CODES[key] ?? key;

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** WebKitWebDriver on `port`, in an Xvfb display of its own (xvfb-run -a picks a free one). */
async function startDriver(port: number): Promise<ChildProcess> {
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24 -nolisten tcp', WEBKIT_DRIVER_BIN, `--port=${port}`], {
    stdio: 'ignore',
    // Its own process group, so that closing it ends Xvfb and MiniBrowser too.
    detached: true,
  });
  await until(
    async () =>
      (await fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      ))
        ? true
        : undefined,
    `WebKitWebDriver to answer on ${port}`,
    20_000,
  );
  return driver;
}

const stopDriver = (driver: ChildProcess) => {
  try {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

type Session = Awaited<ReturnType<typeof remote>>;

export async function launchWebKit(viewport: { width: number; height: number }): Promise<EngineBrowser> {
  const stub = await startExternalStub();
  const port = await freePort();
  let driver: ChildProcess | undefined;
  let session: Session;
  try {
    driver = await startDriver(port);
    session = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        // The external stub's certificate is its own.
        acceptInsecureCerts: true,
        timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_BIN,
          args: [
            '--automation',
            `--proxy=${stub.url}`,
            '--ignore-host=localhost',
            '--ignore-host=127.0.0.1',
            '--time-zone=Asia/Jakarta',
            // Safari's Intelligent Tracking Prevention (on in every Safari).
            '--enable-itp',
          ],
        },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    if (driver) stopDriver(driver);
    await stub.close();
    throw error;
  }
  const wd = session;

  let current = await wd.getWindowHandle();
  const on = async (handle: string) => {
    if (current !== handle) {
      await wd.switchToWindow(handle);
      current = handle;
    }
  };
  const tabs = new Map<string, EngineTab>();
  const tabOf = (handle: string): EngineTab => {
    const known = tabs.get(handle);
    if (known) return known;
    const read = async <T>(expression: string): Promise<T> => {
      await on(handle);
      const json = (await wd.executeScript(`return (async () => JSON.stringify(await (${expression})))();`, [])) as string | null;
      return (typeof json === 'string' ? JSON.parse(json) : undefined) as T;
    };
    const keys = async (sequence: { type: 'keyDown' | 'keyUp'; value: string }[]) => {
      await on(handle);
      await wd.performActions([{ type: 'key', id: 'keyboard', actions: sequence }]);
      await wd.releaseActions();
    };
    const tab: EngineTab = {
      async goto(url) {
        await on(handle);
        await wd.navigateTo(url);
      },
      async url() {
        return read<string>('location.href').catch(async () => {
          await on(handle);
          return wd.getUrl();
        });
      },
      read,
      async click(target: Target, timeout = 10_000) {
        await clickOnceClickable({ read }, target, timeout, async (index) => {
          const found = (await wd.findElements('css selector', target.css)) as unknown as Record<string, string>[];
          const element = found[index]?.[ELEMENT];
          if (!element) return false;
          await wd.elementClick(element);
          return true;
        });
      },
      async type(text) {
        await keys(
          [...text].flatMap((c) => [
            { type: 'keyDown' as const, value: c },
            { type: 'keyUp' as const, value: c },
          ]),
        );
      },
      async press(key: Key, modifiers: readonly Modifier[] = []) {
        await keys([
          ...modifiers.map((m) => ({ type: 'keyDown' as const, value: code(m) })),
          { type: 'keyDown', value: code(key) },
          { type: 'keyUp', value: code(key) },
          ...[...modifiers].reverse().map((m) => ({ type: 'keyUp' as const, value: code(m) })),
        ]);
      },
      async close() {
        await on(handle);
        await wd.closeWindow();
        tabs.delete(handle);
        const [next] = await wd.getWindowHandles();
        if (next) {
          await wd.switchToWindow(next);
          current = next;
        }
      },
    };
    tabs.set(handle, tab);
    return tab;
  };

  const first = tabOf(current);
  // The viewport as the other engines have it: the window is that much larger than its page.
  const inner = await first.read<[number, number]>('[innerWidth, innerHeight]');
  const outer = await wd.getWindowRect();
  await wd.setWindowRect(0, 0, viewport.width + outer.width - inner[0], viewport.height + outer.height - inner[1]);
  await sleep(200);

  const capabilities = wd.capabilities as { browserVersion?: string };
  return {
    name: 'webkit',
    version: `WebKitGTK ${capabilities.browserVersion ?? '?'} (MiniBrowser)`,
    tab: first,
    async tabs() {
      const handles = await wd.getWindowHandles();
      for (const handle of tabs.keys()) if (!handles.includes(handle)) tabs.delete(handle);
      return handles.map(tabOf);
    },
    async newTab(url) {
      // A window: MiniBrowser keeps a WebDriver tab hidden behind the first (document.visibilityState
      // "hidden", nothing painted), and no WebDriver command brings it to the front.
      const { handle } = await wd.createWindow('window');
      const tab = tabOf(handle);
      await tab.goto(url);
      return tab;
    },
    externalRequests: stub.requests,
    async close() {
      await wd.deleteSession().catch(() => undefined);
      if (driver) stopDriver(driver);
      await stub.close();
    },
  };
}
