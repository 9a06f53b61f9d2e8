// The manifest is compiled once per build, and in dev once per change of its files: vite.config.ts
// (the web app manifest), the model module and every page share one compiled manifest
// (scripts/build/manifest-source.ts). The plugin's hooks are called here the way Vite calls them.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigEnv, Plugin, PluginOption, UserConfig } from 'vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalDir, projectRoot, yamlFilesIn } from '../../../scripts/manifest/files.ts';
import { manifestSource } from '../../../scripts/build/manifest-source.ts';
import { withIds } from '../../../scripts/build/first-paint/fill-ids.ts';
import { portalManifest } from '../../../scripts/build/portal-plugin.ts';
import { MODEL_ID, PRERENDER_ID } from '../../../src/shell/first-paint/ids.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import viteConfig from '../../../vite.config.ts';

vi.mock('../../../src/model/manifest/load.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/model/manifest/load.ts')>();
  return { ...actual, loadManifest: vi.fn(actual.loadManifest) };
});
// The shell is rendered through a Vite SSR server (seconds, and no compile of its own): a stand-in.
vi.mock('../../../scripts/build/first-paint/run-prerender.ts', () => ({
  prerenderShell: vi.fn(async () => ({
    boot: { shell: '/dashboard', shellLang: 'id' },
    html: '<nav>menu</nav>',
  })),
}));

type Handler = (this: unknown, ...args: unknown[]) => unknown;
const handler = (hook: unknown): Handler => (typeof hook === 'function' ? hook : (hook as { handler: Handler }).handler) as Handler;

const compiles = vi.mocked(loadManifest);
// The pages as the first paint's plugin hands them on, its names filled in.
const page = (path: string) => ({ filename: join(projectRoot, path), html: withIds(readFileSync(join(projectRoot, path), 'utf8'), path) });
const pages = ['index.html', 'auth/redirect.html', 'dev/ui.html'].map(page);
const manifestFile = yamlFilesIn(portalDir('dosen'))[0]!;

type Transformed = string | { html: string; tags: unknown[] };

/** Calls the plugins' hooks as Vite does: the model module, then every page through each plugin's page hook in turn. */
async function serve(plugin: Plugin, server?: object, after: Plugin[] = []) {
  const context = { addWatchFile: vi.fn(), warn: vi.fn(), error: (message: string) => expect.fail(message) };
  expect(await handler(plugin.load).call(context, handler(plugin.resolveId).call(context, 'virtual:portal-model'))).toContain(
    'readModel()',
  );
  const out: unknown[] = [];
  for (const { filename, html } of pages) {
    let page = { html, tags: [] as unknown[] };
    for (const p of [plugin, ...after]) {
      const result = (await handler(p.transformIndexHtml).call({}, page.html, { path: '/', filename, server })) as Transformed;
      page = typeof result === 'string' ? { ...page, html: result } : { html: result.html, tags: [...page.tags, ...result.tags] };
    }
    out.push(page);
  }
  return { watched: context.addWatchFile.mock.calls.map(([file]) => file), index: JSON.stringify(out[0]) };
}

beforeEach(() => {
  compiles.mockClear();
});

describe('compiling the manifest', () => {
  it('happens once in a build: for the configuration, the model module and every page', async () => {
    const config = (viteConfig as (env: ConfigEnv) => UserConfig)({
      command: 'build',
      mode: 'production',
      isSsrBuild: false,
      isPreview: false,
    });
    const plugins = (config.plugins as PluginOption[]).flat(3) as Plugin[];
    expect(plugins.map((p) => p.name)).toContain('vite-plugin-pwa');
    const plugin = plugins.find((p) => p.name === 'portal-manifest')!;
    const firstPaint = plugins.find((p) => p.name === 'portal-first-paint')!;
    for (const p of [plugin, firstPaint]) handler(p.configResolved).call({}, { root: projectRoot, base: '/', command: 'build' });

    const { watched, index } = await serve(plugin, undefined, [firstPaint]);
    expect(compiles).toHaveBeenCalledOnce();
    expect(watched).toContain(manifestFile);
    expect(index).toContain(`id=\\"${PRERENDER_ID}\\"`);
    expect(index).toContain(MODEL_ID);

    // vite build --watch: a changed manifest file is compiled again, once.
    handler(plugin.watchChange).call({}, manifestFile, { event: 'update' });
    await serve(plugin, undefined, [firstPaint]);
    expect(compiles).toHaveBeenCalledTimes(2);
  });

  it('happens in dev on the first request, and once again after each change of a manifest file', async () => {
    const plugin = portalManifest(manifestSource('dosen'));
    handler(plugin.configResolved).call({}, { root: projectRoot, base: '/', command: 'serve' });
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const middlewares = { use: vi.fn() };
    const server = { watcher, middlewares, moduleGraph: { getModuleById: vi.fn(), invalidateModule: vi.fn() }, ws: { send: vi.fn() } };
    handler(plugin.configureServer).call({}, server);
    expect(watcher.add).toHaveBeenCalledWith(portalDir('dosen'));
    expect(middlewares.use, 'robots.txt is served from the model in dev too').toHaveBeenCalledWith('/robots.txt', expect.any(Function));
    expect(compiles).not.toHaveBeenCalled();

    await serve(plugin, server);
    await serve(plugin, server);
    expect(compiles).toHaveBeenCalledOnce();

    // Files that are not the portal's manifest change nothing.
    for (const file of [
      join(projectRoot, 'src/main.tsx'),
      join(portalDir('mahasiswa'), 'menu.yaml'),
      join(portalDir('dosen'), 'old/menu.yaml'),
    ])
      watcher.emit('change', file);
    await serve(plugin, server);
    expect(compiles).toHaveBeenCalledOnce();
    expect(server.ws.send).not.toHaveBeenCalled();

    watcher.emit('change', manifestFile);
    expect(server.ws.send).toHaveBeenCalledWith({ type: 'full-reload' });
    await serve(plugin, server);
    await serve(plugin, server);
    expect(compiles).toHaveBeenCalledTimes(2);
  });
});
