// Cold-load timings of the production build served by nginx with the shipped config, in headless
// Chromium with fresh profiles, for the home page (the dashboard) of a signed-in lecturer: first contentful paint,
// the first sidebar link painted (Element Timing), beside the same page without its scripts and a
// static HTML page with the same links (the floor); the moment the menu is usable and the moment
// React has mounted, beside that paint.
// Median of several runs, with and without 4× CPU throttling. Then the dashboard's CLS and LCP at
// a phone and a desktop width, and the scripts and stylesheets those loads fetched (dashboard-vitals.ts).
// Each figure with a budget is checked against it: benchColdLoad returns the ones over it.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadManifest } from '../../src/model/manifest/load.ts';
import { ROOT_ID, SHELL_ATTRIBUTE } from '../../src/shell/first-paint/ids.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import { visibleChildren } from '../../src/features/menu/tree.ts';
import { readPersistedAuth } from '../../src/platform/session/persisted-auth.ts';
import { buildPortal, launchBrowser, portsFrom, signIn, startNginx, startServices, type TestPorts } from '../lib/harness/index.ts';
import { projectRoot, readPortal } from '../lib/manifest-files.ts';
import { gz, kb } from './bundle.ts';
import { measureVitals, vitalsScript, vitalsWidths, type Vitals } from './dashboard-vitals.ts';
import { paintIdentifier, pickLaunchTarget, probeDone, probeScript, type LaunchTarget, type ProbeResults } from './menu-probe.ts';

const ports: TestPorts = portsFrom(Number(process.env.PORTAL_BENCH_PORT_BASE ?? 4200));
// The measured portal, whichever it is, on the first test origin (the services register them all);
// the static floor and the page without scripts on the ports after the last.
const portalPort = Math.min(...Object.values(ports.sites));
const staticPort = Math.max(...Object.values(ports.sites)) + 1;
const noScriptPort = staticPort + 1;
const runs = Number(process.env.BENCH_RUNS ?? 15);
// A freshly launched browser goes on starting up (profile, network service, storage) for about a
// second; on a 2-core machine that work would land in the measured load and spread its figures.
// Navigating after it has settled keeps the load cold (fresh profile, empty cache) and steady.
const settleMs = 1500;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.round((xs.length - 1) * q)]!;
const median = (xs: number[]) => quantile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`;
/**
 * A ratio as the median of ratios taken pairwise (the same load, or loads made one after the other),
 * with its quartiles: on a 2-core machine one load's paint varies a lot, and the pairs cancel what
 * drifts over the run, which a median of one side over the median of the other would not.
 */
const ratio = (xs: number[], ys: number[]) => {
  const ratios = xs.map((x, i) => x / ys[i]!);
  return `${median(ratios).toFixed(2)}× (quartiles ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)})`;
};
const medianRatio = (xs: number[], ys: number[]) => median(xs.map((x, i) => x / ys[i]!));

/** What a lecturer should get (issue 28's targets for the first paint); the bench fails its run when a figure passes one. */
const budgets = {
  paintBesideNoScripts: 1.15,
  usableBesidePaint: 1.05,
  readyBesidePaint: 2.5,
  cls: 0,
  dashboardJsKb: 110,
} as const;

interface Checked {
  label: string;
  value: string;
  limit: string;
  over: boolean;
}

/** The floor: the same menu links as plain HTML, no script. */
function staticMenuPage(model: PortalModel): string {
  const home = model.nodes[model.portal.home]!;
  const item = (id: string): string => {
    const node = model.nodes[id]!;
    const children = visibleChildren(model, node);
    return `<li><a href="${node.path}">${node.label}</a>${children.length ? `<ul>${children.map((c) => item(c.id)).join('')}</ul>` : ''}</li>`;
  };
  // Element Timing reports text on the block that holds it: the item, as the portal's label (a flex item) is.
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Floor</title></head><body><nav><ul><li elementtiming="${paintIdentifier}"><a href="${home.path}">${home.label}</a></li>${visibleChildren(
    model,
    home,
  )
    .map((c) => item(c.id))
    .join('')}</ul></nav></body></html>`;
}

/** The portal's own page without JavaScript: every script and preload gone, the menu shown as the boot script would show it. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script(?![^>]*application\/json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<html ', `<html ${SHELL_ATTRIBUTE} `);

interface Timings {
  fcp: number;
  menu: number;
  usable: number;
  ready: number;
}

/** `app`: the page runs the portal's app, which is waited for (and its menu probed with `target`). */
async function measure(page: Page, url: string, throttle: number, app?: { target?: LaunchTarget }): Promise<Timings> {
  await page.waitForTimeout(settleMs);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.addInitScript(probeScript(app ? { rootId: ROOT_ID, target: app.target } : {}));
  // Nothing may leave this machine; watching (unlike intercepting, which the harness does by
  // default) adds no work to the page's own requests, which the static floor does not make.
  const external: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) external.push(request.url());
  });
  const done = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(probeDone), timeout: 30_000 });
  await page.goto(url, { waitUntil: 'commit' });
  const results = await done
    .then((message) => JSON.parse(message.text().slice(probeDone.length)) as ProbeResults)
    .catch(async (error: Error) => {
      const sofar = await page.evaluate(() => JSON.stringify((window as unknown as { __bench: ProbeResults }).__bench)).catch(() => '?');
      throw new Error(
        `${url}: not all of paint, first contentful paint${app ? ', React mounted' : ''}${app?.target ? ', group opened, tab opened' : ''} happened: ${sofar} (now at ${page.url()})`,
        { cause: error },
      );
    });
  if (external.length) throw new Error(`${url} asked for external addresses: ${external.join(', ')}`);
  return {
    fcp: results.fcp ?? NaN,
    menu: results.paint ?? NaN,
    usable: Math.max(results.group ?? NaN, results.launch ?? NaN),
    ready: results.ready ?? NaN,
  };
}

/** `portal`: a folder of manifest/ by name, or a portal folder by its path. `over`: the figures over their budget. */
export async function benchColdLoad(portal: string): Promise<{ lines: string[]; over: string[] }> {
  const out = join(projectRoot, 'test-output/bench');
  const { model } = loadManifest(readPortal(portal));
  if (!model) throw new Error(`${portal}: the manifest has errors (npm run manifest:check)`);
  const services = await startServices(ports);
  try {
    const dist = await buildPortal({ portal, outDir: join(out, 'dist'), env: services.env });
    mkdirSync(join(out, 'static'), { recursive: true });
    writeFileSync(join(out, 'static/index.html'), staticMenuPage(model));
    cpSync(join(dist, 'assets'), join(out, 'no-script/assets'), { recursive: true });
    writeFileSync(join(out, 'no-script/index.html'), withoutScripts(readFileSync(join(dist, 'index.html'), 'utf8')));
    const site = { connectSrc: `${services.apiUrl} ${services.issuer}`, frameSrc: services.issuer };
    const nginx = await startNginx({
      dir: join(out, 'nginx'),
      sites: [
        { listen: portalPort, root: dist, ...site },
        { listen: staticPort, root: join(out, 'static'), ...site },
        { listen: noScriptPort, root: join(out, 'no-script'), ...site },
      ],
    });
    try {
      // One real sign-in gives the session each fresh profile starts with.
      const first = await launchBrowser();
      await first.page.goto(`http://localhost:${portalPort}${model.portal.paths.login}`);
      await signIn(first.page, first.context, 'asesor', { expectUrl: (url) => url.pathname.startsWith(model.portal.paths.home) });
      const vuex = (await first.page.evaluate((key) => localStorage.getItem(key), storageKeys.session))!;
      await first.close();
      const target = pickLaunchTarget(model, readPersistedAuth(vuex));
      const dashboard = `http://localhost:${portalPort}${model.portal.paths.home}`;
      // Every page is loaded by a browser that holds the session (as a returning lecturer's does): the
      // stored session makes the browser open its storage before the page's own first task.
      const signedIn = async (viewport?: { width: number; height: number }) => {
        const app = await launchBrowser(undefined, { stubExternal: false, viewport });
        await app.context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKeys.session, vuex]);
        return app;
      };

      const checked: Checked[] = [];
      const check = (label: string, value: number, limit: number, format: (x: number) => string) =>
        checked.push({ label, value: format(value), limit: format(limit), over: !(value <= limit) });
      const times = (x: number) => `${x.toFixed(2)}×`;
      const lines: string[] = [
        target
          ? `(usable: a click opens the group "${target.group}" and a click on "${target.launch}" opens its tab)`
          : '(usable: not measured, the menu has no launch item inside a group that this session opens at once)',
      ];
      for (const throttle of [1, 4]) {
        const portal: Timings[] = [];
        const noScript: Timings[] = [];
        const floor: Timings[] = [];
        const loads = [
          async () => {
            const app = await signedIn();
            portal.push(await measure(app.page, dashboard, throttle, { target }));
            await app.close();
          },
          async () => {
            const bare = await signedIn();
            noScript.push(await measure(bare.page, `http://localhost:${noScriptPort}${model.portal.paths.home}`, throttle));
            await bare.close();
          },
          async () => {
            const plain = await signedIn();
            floor.push(await measure(plain.page, `http://localhost:${staticPort}/`, throttle));
            await plain.close();
          },
        ];
        // Each page in turn goes first, so that none always follows the same one.
        for (let i = 0; i < runs; i++) for (let j = 0; j < loads.length; j++) await loads[(i + j) % loads.length]!();
        const row = (label: string, key: 'fcp' | 'menu') => {
          const [a, b, c] = [portal, noScript, floor].map((results) => results.map((r) => r[key]));
          return `${label.padEnd(30)} portal ${ms(median(a!))}   without scripts ${ms(median(b!))}, ${ratio(a!, b!)}   static ${ms(median(c!))}, ${ratio(a!, c!)}`;
        };
        const besidePaint = (label: string, key: 'usable' | 'ready') => {
          const at = portal.map((r) => r[key]);
          return `${label.padEnd(30)} portal ${ms(median(at))}   ${ratio(
            at,
            portal.map((r) => r.menu),
          )} the menu's paint`;
        };
        const paints = portal.map((r) => r.menu);
        check(
          `CPU ${throttle}×: menu paint ÷ without scripts`,
          medianRatio(
            paints,
            noScript.map((r) => r.menu),
          ),
          budgets.paintBesideNoScripts,
          times,
        );
        if (target)
          check(
            `CPU ${throttle}×: usable ÷ paint`,
            medianRatio(
              portal.map((r) => r.usable),
              paints,
            ),
            budgets.usableBesidePaint,
            times,
          );
        check(
          `CPU ${throttle}×: React ready ÷ paint`,
          medianRatio(
            portal.map((r) => r.ready),
            paints,
          ),
          budgets.readyBesidePaint,
          times,
        );
        lines.push(
          `CPU ${throttle}× (median of ${runs} fresh profiles; a ratio is the median of each load's, beside the loads of its round)`,
          `  ${row('first contentful paint', 'fcp')}`,
          `  ${row('first sidebar link painted', 'menu')}`,
          ...(target ? [`  ${besidePaint('menu usable', 'usable')}`] : []),
          `  ${besidePaint('app running (React mounted)', 'ready')}`,
        );
      }

      lines.push(`Dashboard home (median of ${runs} fresh profiles; CLS: largest session window; LCP: last candidate)`);
      for (const { label, viewport, throttle } of vitalsWidths) {
        const results: Vitals[] = [];
        for (let i = 0; i < runs; i++) {
          const app = await signedIn(viewport);
          await app.page.waitForTimeout(settleMs);
          const cdp = await app.context.newCDPSession(app.page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
          await app.page.addInitScript(vitalsScript(ROOT_ID));
          results.push(await measureVitals(app.page, dashboard));
          await app.close();
        }
        const elements = [...new Set(results.map((r) => r.lcpElement))].join(', ');
        const cls = median(results.map((r) => r.cls));
        check(`${label}: CLS`, cls, budgets.cls, (x) => x.toFixed(3));
        // Bytes as gzip -9 of the files the network log names, whatever the server sent (brotli here).
        const sum = (paths: string[]) => paths.reduce((total, path) => total + gz(join(dist, path)), 0);
        const js = results.map((r) => sum(r.fetched.js));
        const css = results.map((r) => sum(r.fetched.css));
        const files = median(results.map((r) => r.fetched.js.length));
        check(`${label}: JS fetched until settled`, median(js) / 1024, budgets.dashboardJsKb, (x) => `${x.toFixed(1)} KB`);
        lines.push(
          `  ${label.padEnd(28)} CLS ${cls.toFixed(3)}   LCP ${ms(median(results.map((r) => r.lcp)))} (${elements})`,
          `  ${''.padEnd(28)} fetched until settled (network log, gzip -9): JS ${kb(median(js))} (quartiles ${kb(quantile(js, 0.25))}–${kb(quantile(js, 0.75))}, ${files} files), CSS ${kb(median(css))}`,
        );
      }
      lines.push('Budgets (`budgets` in scripts/bench/cold-load.ts)');
      for (const c of checked)
        lines.push(`  ${c.over ? 'OVER' : 'ok  '} ${c.label.padEnd(52)} ${c.value.padStart(9)}  (budget ${c.limit})`);
      return { lines, over: checked.filter((c) => c.over).map((c) => `${c.label}: ${c.value} > ${c.limit}`) };
    } finally {
      await nginx.close();
    }
  } finally {
    await services.close();
  }
}
