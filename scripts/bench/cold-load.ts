// Cold-load timings of the production build served by nginx with the shipped config, in headless
// Chromium with fresh profiles: first contentful paint and the moment the sidebar's first link is
// painted on the home page (the dashboard) of a signed-in lecturer, beside a static HTML page with
// the same links (the floor). Median of several runs, with and without 4× CPU throttling.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadManifest } from '../../src/manifest/load.ts';
import type { PortalModel } from '../../src/manifest/model.ts';
import { ROOT_ID } from '../../src/boot/ids.ts';
import { storageKeys } from '../../src/core/storage.ts';
import { visibleChildren } from '../../src/menu/tree.ts';
import { buildPortal, launchBrowser, portsFrom, signIn, startNginx, startServices, type TestPorts } from '../lib/harness/index.ts';
import { projectRoot, readPortal } from '../lib/manifest-files.ts';

const ports: TestPorts = portsFrom(Number(process.env.PORTAL_BENCH_PORT_BASE ?? 4200));
// The measured portal, whichever it is, on the first test origin (the services register them all);
// the static floor on the port after the last.
const portalPort = Math.min(...Object.values(ports.sites));
const staticPort = Math.max(...Object.values(ports.sites)) + 1;
const runs = Number(process.env.BENCH_RUNS ?? 9);
// A freshly launched browser goes on starting up (profile, network service, storage) for about a
// second; on a 2-core machine that work landed in the measured load and spread the static floor
// over 40–170 ms under 4× throttling. Navigating after it has settled keeps the load cold (fresh
// profile, empty cache) and the spread within ±15 ms.
const settleMs = 1500;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The floor: the same menu links as plain HTML, no script. */
function staticMenuPage(model: PortalModel): string {
  const home = model.nodes[model.portal.home]!;
  const item = (id: string): string => {
    const node = model.nodes[id]!;
    const children = visibleChildren(model, node);
    return `<li><a href="${node.path}">${node.label}</a>${children.length ? `<ul>${children.map((c) => item(c.id)).join('')}</ul>` : ''}</li>`;
  };
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Floor</title></head><body><nav><ul><li><a href="${home.path}"><span class="sidebar-label">${home.label}</span></a></li>${visibleChildren(
    model,
    home,
  )
    .map((c) => item(c.id))
    .join('')}</ul></nav></body></html>`;
}

/**
 * The menu's first label, found by the bench itself so the shipped HTML carries no benchmark hook:
 * the sidebar's first item (the home link) on the portal, its twin on the floor page.
 */
const firstMenuLabel = '.sidebar-label';

type Timings = Awaited<ReturnType<typeof measure>>;

async function measure(page: Page, url: string, throttle: number) {
  await page.waitForTimeout(settleMs);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Element Timing lists 'element' but reports no text entries in this headless Chromium, so: the
  // first animation frame after the menu's first link exists is the frame it is painted in. The
  // same method runs on both pages.
  // A string, not a function: tsx wraps named functions in a __name() helper the page lacks
  // (init scripts are injected by the browser, so the page's CSP does not apply to them).
  // The app is ready when React has rendered into #root (the portal only).
  await page.addInitScript(`{
    const found = () => document.querySelector(${JSON.stringify(firstMenuLabel)});
    const mark = () => requestAnimationFrame((frame) => { window.__menuPaint ??= frame; });
    const ready = () => document.getElementById(${JSON.stringify(ROOT_ID)})?.childElementCount > 0;
    if (found()) mark();
    const observer = new MutationObserver(() => {
      if (found()) mark();
      if (!ready()) return;
      window.__appReady = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }`);
  // Nothing may leave this machine; watching (unlike intercepting, which the harness does by
  // default) adds no work to the page's own requests, which the static floor does not make.
  const external: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) external.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page
    .waitForFunction(() => (window as unknown as { __menuPaint?: number }).__menuPaint !== undefined, undefined, { timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${url}: the first menu link was not painted (now at ${page.url()})`, { cause: error });
    });
  // The paint entry is queued after the frame is presented.
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  if (page.url().startsWith(`http://localhost:${portalPort}/`))
    await page.waitForFunction(() => (window as unknown as { __appReady?: number }).__appReady !== undefined, undefined, {
      timeout: 30_000,
    });
  if (external.length) throw new Error(`${url} asked for external addresses: ${external.join(', ')}`);
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    menu: (window as unknown as { __menuPaint: number }).__menuPaint,
    ready: (window as unknown as { __appReady?: number }).__appReady ?? NaN,
  }));
}

/** `portal`: a folder of manifest/ by name, or a portal folder by its path. */
export async function benchColdLoad(portal: string): Promise<string[]> {
  const out = join(projectRoot, 'test-output/bench');
  const { model } = loadManifest(readPortal(portal));
  if (!model) throw new Error(`${portal}: the manifest has errors (npm run manifest:check)`);
  const pathOf = (id: string) => model.nodes[id]!.path;
  const services = await startServices(ports);
  try {
    const dist = await buildPortal({ portal, outDir: join(out, 'dist'), env: services.env });
    mkdirSync(join(out, 'static'), { recursive: true });
    writeFileSync(join(out, 'static/index.html'), staticMenuPage(model));
    const site = { connectSrc: `${services.apiUrl} ${services.issuer}`, frameSrc: services.issuer };
    const nginx = await startNginx({
      dir: join(out, 'nginx'),
      sites: [
        { listen: portalPort, root: dist, ...site },
        { listen: staticPort, root: join(out, 'static'), ...site },
      ],
    });
    try {
      // One real sign-in gives the session each fresh profile starts with.
      const first = await launchBrowser();
      await first.page.goto(`http://localhost:${portalPort}${pathOf(model.portal.login)}`);
      await signIn(first.page, first.context, 'asesor', { expectUrl: (url) => url.pathname.startsWith(pathOf(model.portal.home)) });
      const vuex = await first.page.evaluate((key) => localStorage.getItem(key), storageKeys.session);
      await first.close();

      const lines: string[] = [];
      for (const throttle of [1, 4]) {
        const portal: Timings[] = [];
        const floor: Timings[] = [];
        for (let i = 0; i < runs; i++) {
          const app = await launchBrowser(undefined, { stubExternal: false });
          await app.context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.session, vuex]);
          portal.push(await measure(app.page, `http://localhost:${portalPort}${pathOf(model.portal.home)}`, throttle));
          await app.close();
          const plain = await launchBrowser(undefined, { stubExternal: false });
          floor.push(await measure(plain.page, `http://localhost:${staticPort}/`, throttle));
          await plain.close();
        }
        const row = (label: string, key: 'fcp' | 'menu') => {
          const a = median(portal.map((r) => r[key]));
          const b = median(floor.map((r) => r[key]));
          return `${label.padEnd(28)} portal ${a.toFixed(0).padStart(5)} ms   static ${b.toFixed(0).padStart(5)} ms   ratio ${(a / b).toFixed(2)}`;
        };
        const ready = median(portal.map((r) => r.ready));
        lines.push(
          `CPU ${throttle}× (median of ${runs} fresh profiles)`,
          `  ${row('first contentful paint', 'fcp')}`,
          `  ${row('first sidebar link painted', 'menu')}`,
          `  ${'app running (React mounted)'.padEnd(28)} portal ${ready.toFixed(0).padStart(5)} ms`,
        );
      }
      return lines;
    } finally {
      await nginx.close();
    }
  } finally {
    await services.close();
  }
}
