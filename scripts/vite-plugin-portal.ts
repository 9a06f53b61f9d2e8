// Compiles the portal's manifest with the same loadManifest() as the CLI into a JSON data block in
// index.html, which `virtual:portal-model` reads (src/app/model-data.ts). A broken manifest fails
// `vite build` and shows the error overlay in dev with file:line messages; editing a manifest file
// reloads the page with the new menu.
// YAML and the schema stay on this side: the browser only gets the compiled model.
// The manifest is compiled once per change (scripts/lib/manifest-source.ts): the build's
// configuration (the web app manifest), the model module and every page share the compiled model.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown, ViteDevServer } from 'vite';
import { formatIssue } from '../src/manifest/format.ts';
import type { PortalModel } from '../src/manifest/model.ts';
import { modelBlockText } from '../src/app/model-data.ts';
import { BOOT_META_NAME, MODEL_ID, PORTAL_NAME_META, PRERENDER_ID, ROOT_ID } from '../src/boot/ids.ts';
import { iconSprite } from '../src/ui/icon-sprite.ts';
import { bootScriptSource } from './lib/boot-script.ts';
import { withDescription } from './lib/page-meta.ts';
import { robotsTxt } from './lib/robots.ts';
import { prerenderShell } from './prerender/load.ts';
import type { BootSettings } from './prerender/prerender.tsx';
import type { ManifestSource } from './lib/manifest-source.ts';

const virtualId = 'virtual:portal-model';
const resolvedId = `\0${virtualId}`;
const modelDataModule = fileURLToPath(new URL('../src/app/model-data.ts', import.meta.url));
const rootTag = `<div id="${ROOT_ID}">`;

/** `source`: share one with the rest of the configuration, so that all of it compiles the manifest once. */
export function portalManifest(source: ManifestSource): Plugin {
  let config: ResolvedConfig;
  let linkCode = new Set<string>();

  return {
    name: 'portal-manifest',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return;
      const { paths, model, issues } = source.compiled();
      for (const p of paths) this.addWatchFile(p);
      const warnings = issues.filter((i) => i.severity === 'warning');
      if (warnings.length)
        this.warn(`${source.name}: ${warnings.length} warning(s), e.g. ${formatIssue(warnings[0]!)} — npm run manifest:check lists them`);
      if (!model) {
        const errors = issues.filter((i) => i.severity === 'error').map(formatIssue);
        this.error(`${source.name} has ${errors.length} error(s):\n${errors.join('\n')}`);
      }
      return `import { readModel } from ${JSON.stringify(modelDataModule)};\nexport default readModel();`;
    },
    configResolved(resolved) {
      config = resolved;
    },
    // The pre-rendered menu's code for its links in one chunk: live-links.ts and what it imports
    // that the entry does not. Split the bundler's way it was nine files, nine requests and tasks
    // while the menu is painted.
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entry = reachable(resolve(config.root, 'index.html'), imports);
      linkCode = new Set([...reachable(resolve(config.root, menuActionsModule.slice(1)), imports)].filter((id) => !entry.has(id)));
    },
    outputOptions(options) {
      if (options.codeSplitting === false) return;
      const split = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const group = { name: menuActionsChunkName, test: (id: string) => linkCode.has(id), includeDependenciesRecursively: false };
      return { ...options, codeSplitting: { ...split, groups: [...(split.groups ?? []), group] } };
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const { model } = source.compiled();
        if (!model) return html;
        html = html.replace(/<title>.*<\/title>/, `<title>${escapeHtml(model.portal.title)}</title>`);
        // The pages that render icons (the app and the UI catalogue; not the sign-in redirect page).
        if (html.includes(rootTag)) html = html.replace('<body>', `<body>\n    ${iconSprite()}`);
        // The other pages (the sign-in redirect page, the UI catalogue) have no model, only its names;
        // the rest is for the app's page.
        if (resolve(ctx.filename) !== resolve(config.root, 'index.html'))
          return html.replace('</title>', `</title>\n    ${portalNameMeta(model)}`);
        if (!html.includes(rootTag))
          throw new Error(`vite-plugin-portal: index.html needs ${rootTag}</div>, the element the app renders into (src/boot/ids.ts)`);
        html = withDescription(html, model.portal);
        const modelData: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: MODEL_ID },
          children: modelBlockText(model),
          injectTo: 'body',
        };
        // The dev server starts without a shell.
        if (ctx.server) return { html, tags: [modelData] };
        const { boot, html: shell } = await prerenderShell(config.root, model);
        const app = ctx.bundle ? chunkFiles(ctx.bundle, config.base, '/src/app/start.tsx') : { css: [], js: [] };
        // The pre-rendered menu's code for its links, which src/main.tsx runs just after the first
        // paint: fetched while the page is parsed (after the stylesheets and the entry: low priority),
        // so that it is ready to run then (a preload is not run).
        const menuActions = ctx.bundle && shell ? preloadedAfterEntry(ctx.bundle, config.base, menuActionsModule) : [];
        // The boot script goes before every stylesheet: a classic script waits for the stylesheets
        // above it, and the parser with it, so the menu would be parsed only once the CSS is in.
        const bootTags = `<meta name="${BOOT_META_NAME}" content="${escapeHtml(JSON.stringify({ ...boot, preload: app.js } satisfies BootSettings))}">\n    <script>${bootScriptSource()}</script>`;
        const charset = /<meta charset="[^"]*" \/>/i;
        if (!charset.test(html)) throw new Error('vite-plugin-portal: index.html needs <meta charset="UTF-8" /> first in <head>');
        return {
          html: html
            .replace(charset, (tag) => `${tag}\n    ${bootTags}`)
            .replace(rootTag, `<div id="${PRERENDER_ID}">${shell}</div>\n    ${rootTag}`),
          tags: [
            ...app.css
              .filter((href) => !html.includes(`"${href}"`))
              .map((href): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' })),
            modelData,
            ...menuActions.map(
              (href): HtmlTagDescriptor => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href },
                injectTo: 'body',
              }),
            ),
          ],
        };
      },
    },
    // After the other plugins' files (the web app manifest) are in the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { model } = source.compiled();
        if (model)
          this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(model, servedFiles(config, Object.keys(bundle))) });
      },
    },
    // `vite build --watch`: the model module is rebuilt because its load() watches the files.
    watchChange(id) {
      if (config.command === 'build') source.changed(id);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(source.dir);
      // Forgets the compiled manifest before the reload asks for the page and the model again.
      const reload = (file: string) => {
        if (!source.changed(file)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload);
      server.middlewares.use('/robots.txt', (_request, response) => {
        const { model } = source.compiled();
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(model ? robotsTxt(model, servedFiles(config)) : '');
      });
    },
  };
}

/**
 * The files of the chunk of the module whose path ends with `moduleEnd`, and of the chunks it
 * imports. src/main.tsx imports the app (src/app/start.tsx) dynamically. Its CSS is linked from the
 * page, so the shell is styled by it; its modules are preloaded by the boot script when no shell is
 * shown (src/boot/boot.js), and fetched by that import otherwise.
 */
function chunkFiles(bundle: Rolldown.OutputBundle, base: string, moduleEnd: string): { css: string[]; js: string[] } {
  const start = Object.values(bundle).find(
    (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(moduleEnd)),
  );
  if (!start) throw new Error(`vite-plugin-portal: no chunk for ${moduleEnd.slice(1)}`);
  const chunkOf = (file: string) => (bundle[file]?.type === 'chunk' ? (bundle[file] as Rolldown.OutputChunk) : undefined);
  const js = [...reachable(start.fileName, (file) => chunkOf(file)?.imports ?? [])];
  const css = new Set(js.flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])]));
  return { css: [...css].map((f) => base + f), js: js.map((f) => base + f) };
}

/**
 * What the site serves besides its pages, by name at its root: the app's files, the build's other
 * files at the root (the web app manifest; `built`, the bundle's file names) and the public folder's.
 */
function servedFiles(config: ResolvedConfig, built: readonly string[] = []): string[] {
  const publicFiles =
    config.publicDir && existsSync(config.publicDir)
      ? readdirSync(config.publicDir, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      : [];
  return [`${config.build.assetsDir}/`, ...built.filter((file) => !file.includes('/') && !file.endsWith('.html')), ...publicFiles];
}

const menuActionsModule = '/src/layout/live-links.ts';
const menuActionsChunkName = 'live-links';

/** Whether a built file is the chunk of the pre-rendered menu's code for its links (index.html preloads it and its imports). */
export const isMenuActionsChunk = (file: string) => new RegExp(`(^|/)${menuActionsChunkName}-[^/]*\\.js$`).test(file);

/** The JavaScript files of `moduleEnd`'s chunks that the page's entry has not loaded already. */
function preloadedAfterEntry(bundle: Rolldown.OutputBundle, base: string, moduleEnd: string): string[] {
  const entry = new Set(chunkFiles(bundle, base, '/index.html').js);
  return chunkFiles(bundle, base, moduleEnd).js.filter((file) => !entry.has(file));
}

/** `from` and everything it imports, directly or not (modules, or built chunks), `from` first. */
function reachable(from: string, imports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    imports(id).forEach(visit);
  };
  visit(from);
  return seen;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal's names for the pages without the model (src/boot/ids.ts, PORTAL_NAME_META). */
function portalNameMeta({ portal }: PortalModel): string {
  const names = { title: portal.title, ...(portal.en?.title !== undefined && { en: { title: portal.en.title } }) };
  return `<meta name="${PORTAL_NAME_META}" content="${escapeHtml(JSON.stringify(names))}">`;
}
