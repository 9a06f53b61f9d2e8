// The build side of the first paint (src/shell/first-paint/README.md): index.html gets the boot
// script (bundled from src/shell/first-paint/boot.ts: boot-script.ts) and its settings, the
// signed-in layout rendered by the real components (prerender.tsx), the app's stylesheets and a
// preload of the menu's code for its links, bundled as one chunk; the files that cannot import the
// first paint's names get them filled in (fill-ids.ts). Runs after scripts/build/portal-plugin.ts,
// which writes the model, the title and the icons.
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';
import { BOOT_META_NAME, PRERENDER_ID, ROOT_ID, type BootSettings } from '../../../src/shell/first-paint/ids.ts';
import type { ManifestSource } from '../manifest-source.ts';
import { escapeHtml } from '../html-meta.ts';
import { bootScript } from './boot-script.ts';
import { withIds } from './fill-ids.ts';
import { prerenderShell } from './run-prerender.ts';

const rootTag = `<div id="${ROOT_ID}">`;
const cssWithIds = /\/src\/shell\/first-paint\/first-paint\.css$/;

export function firstPaint(source: ManifestSource): Plugin[] {
  let config: ResolvedConfig;
  let linkCode = new Set<string>();
  let appCode = new Set<string>();
  let runtimeCode = new Set<string>();
  let dataCode = new Set<string>();
  const isIndexHtml = (file: string) => resolve(file) === resolve(config.root, 'index.html');

  const names: Plugin = {
    name: 'portal-first-paint-ids',
    enforce: 'pre',
    transform(code, id) {
      if (cssWithIds.test(id.split('?')[0]!)) return withIds(code, 'src/shell/first-paint/first-paint.css');
    },
    transformIndexHtml: { order: 'pre', handler: (html, ctx) => (isIndexHtml(ctx.filename) ? withIds(html, 'index.html') : html) },
  };

  const shell: Plugin = {
    name: 'portal-first-paint',
    configResolved(resolved) {
      config = resolved;
    },
    // The pre-rendered menu's code for its links in one chunk: live-links.ts and what it imports
    // that the entry does not, so that it costs one request and one task while the menu is painted.
    // The app's code in one chunk too: what start.tsx imports that neither has, and the home's page
    // with its lazy parts, which every signed-in first visit fetches with it. Split by what each
    // lazy page shares, it was 17 files fetched just after the paint, each a response and a module
    // for the main thread to handle, and 4 KB more (gzip) for the split; with the home's page in
    // chunks of its own, 8 files instead of 1 and 3 KB more. React's runtime is the one chunk split
    // off it (src/app/react-runtime.ts): evaluated with the rest, it made one task of 76–153 ms at
    // CPU 4× just after the paint, which a click on the menu then waited for.
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const indexHtml = resolve(config.root, 'index.html');
      const entry = reachable(indexHtml, imports);
      // What another page of the build (the sign-in popup's redirect page, the UI catalogue)
      // imports stays shared: in the app's chunk, it would bring the app's start into that page. The
      // redirect page's modules stay out of the launch code's chunk too, which imports the portal's
      // entry: run there, the entry's Trusted Types policy is refused by that page's CSP and the page
      // never passes the sign-in's answer on (WebKit). They make one small chunk of their own.
      const otherPages = [...this.getModuleIds()].filter((id) => id !== indexHtml && this.getModuleInfo(id)?.isEntry);
      const elsewhere = new Set(otherPages.flatMap((id) => [...reachable(id, imports)]));
      const redirectPage = reachable(resolve(config.root, redirectPageHtml), imports);
      linkCode = new Set(
        [...reachable(resolve(config.root, menuActionsModule.slice(1)), imports)].filter((id) => !entry.has(id) && !redirectPage.has(id)),
      );
      const homePage = homePageFolder(source);
      const homeCode = homePage
        ? [...this.getModuleIds()]
            .filter((id) => id.startsWith(resolve(config.root, homePage)))
            .flatMap((id) => [...reachable(id, imports)])
        : [];
      const inOtherChunk = (id: string) => entry.has(id) || linkCode.has(id);
      // Other pages may share React's runtime chunk: it starts nothing.
      runtimeCode = new Set([...reachable(resolve(config.root, runtimeModule.slice(1)), imports)].filter((id) => !inOtherChunk(id)));
      appCode = new Set(
        [...reachable(resolve(config.root, appModule.slice(1)), imports), ...homeCode].filter(
          (id) => !inOtherChunk(id) && !elsewhere.has(id) && !runtimeCode.has(id),
        ),
      );
      // What the app loads on demand just after its first render on every signed-in first visit
      // (the profile, the agenda, zod for their answers): one file, not one per module they share.
      // What the sign-in page imports stays out: it would bring that whole file into its first load.
      const signInPage = reachable(resolve(config.root, loginModule.slice(1)), imports);
      dataCode = new Set(
        dataModules
          .flatMap((module) => [...reachable(resolve(config.root, module.slice(1)), imports)])
          .filter((id) => !inOtherChunk(id) && !elsewhere.has(id) && !runtimeCode.has(id) && !appCode.has(id) && !signInPage.has(id)),
      );
    },
    outputOptions(options) {
      if (options.codeSplitting === false) return;
      const split = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const group = { name: menuActionsChunkName, test: (id: string) => linkCode.has(id), includeDependenciesRecursively: false };
      const app = { name: appChunkName, test: (id: string) => appCode.has(id), includeDependenciesRecursively: false };
      const runtime = { name: runtimeChunkName, test: (id: string) => runtimeCode.has(id), includeDependenciesRecursively: false };
      const data = { name: dataChunkName, test: (id: string) => dataCode.has(id), includeDependenciesRecursively: false };
      return { ...options, codeSplitting: { ...split, groups: [...(split.groups ?? []), group, app, runtime, data] } };
    },
    // React's runtime and the app's start run most of their functions while the page loads. V8
    // compiles a function when it is first called, on the main thread: at CPU 4×, half of each
    // long task after the paint. A file that starts with this comment (Chromium 136+; other
    // engines read a comment) has all its functions compiled while it streams in, off the main
    // thread. After Vite's own changes to the chunks (the preload list goes first in the app's).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !eagerlyCompiledChunks.includes(chunk.name)) continue;
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          // Its source map, a file of its own by now, gets the new first line (no mappings) too.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset')
            map.source = JSON.stringify({ ...JSON.parse(String(map.source)), mappings: `;${chunk.map!.mappings}` });
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const { model } = source.compiled();
        // The dev server starts without a shell.
        if (!model || ctx.server || !isIndexHtml(ctx.filename)) return html;
        const { boot, html: prerendered } = await prerenderShell(config.root, model);
        const app = ctx.bundle ? chunkFiles(ctx.bundle, config.base, appModule) : { css: [], js: [] };
        // The home's content and the sign-in page in the copy are styled from the first paint: their stylesheets too.
        const pages = ctx.bundle
          ? [boot.firstScreen && dashboardHomeModule, boot.login && loginModule].flatMap((page) =>
              page ? chunkFiles(ctx.bundle!, config.base, page).css : [],
            )
          : [];
        // The pre-rendered menu's code for its links, which entry.ts runs just after the first
        // paint: fetched while the page is parsed (after the stylesheets and the entry: low priority),
        // so that it is ready to run then (a preload is not run).
        const menuActions = ctx.bundle && prerendered ? preloadedAfterEntry(ctx.bundle, config.base, menuActionsModule) : [];
        // The boot script goes before every stylesheet: a classic script waits for the stylesheets
        // above it, and the parser with it, so the menu would be parsed only once the CSS is in. It
        // follows the page's <title>, which it gives the title of the page it shows.
        const bootTags = `<meta name="${BOOT_META_NAME}" content="${escapeHtml(JSON.stringify({ ...boot, preload: app.js } satisfies BootSettings))}">\n    <script>${await bootScript()}</script>`;
        const charset = /<meta charset="[^"]*" \/>/i;
        if (!charset.test(html)) throw new Error('first-paint: index.html needs <meta charset="UTF-8" /> first in <head>');
        const title = /<title>[^<]*<\/title>/;
        const [titleAt, stylesheetAt] = [html.search(title), html.search(/<link[^>]*rel="stylesheet"/)];
        if (titleAt < 0 || (stylesheetAt >= 0 && stylesheetAt < titleAt))
          throw new Error('first-paint: index.html needs its <title> in <head>, before any stylesheet');
        return {
          html: html
            .replace(title, (tag) => `${tag}\n    ${bootTags}`)
            .replace(rootTag, `<div id="${PRERENDER_ID}">${prerendered}</div>\n    ${rootTag}`),
          tags: [
            // The first frame waits until the copy is parsed (the root follows it): a parser that
            // yields half-way (a slow CPU) would paint the menu first and the home's content a
            // frame later.
            ...(prerendered
              ? [
                  {
                    tag: 'link',
                    attrs: { rel: 'expect', href: `#${ROOT_ID}`, blocking: 'render' },
                    injectTo: 'head',
                  } satisfies HtmlTagDescriptor,
                ]
              : []),
            ...[...new Set([...app.css, ...pages])]
              .filter((href) => !html.includes(`"${href}"`))
              .map((href): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' })),
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
  };
  return [names, shell];
}

/**
 * The files of the chunk of the module whose path ends with `moduleEnd`, and of the chunks it
 * imports. src/main.tsx imports the app (src/app/start.tsx) dynamically. Its CSS is linked from the
 * page, so the shell is styled by it; its modules are preloaded by the boot script when no shell is
 * shown (boot.ts), and fetched by that import otherwise.
 */
function chunkFiles(bundle: Rolldown.OutputBundle, base: string, moduleEnd: string): { css: string[]; js: string[] } {
  const start = Object.values(bundle).find(
    (c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(moduleEnd)),
  );
  if (!start) throw new Error(`first-paint: no chunk for ${moduleEnd.slice(1)}`);
  const chunkOf = (file: string) => (bundle[file]?.type === 'chunk' ? (bundle[file] as Rolldown.OutputChunk) : undefined);
  const js = [...reachable(start.fileName, (file) => chunkOf(file)?.imports ?? [])];
  const css = new Set(js.flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])]));
  return { css: [...css].map((f) => base + f), js: js.map((f) => base + f) };
}

/** The folder of the portal's home page (src/app/pages/<key>/), when the home is an internal page. */
function homePageFolder(source: ManifestSource): string | undefined {
  const { model } = source.compiled();
  const home = model?.nodes[model.portal.home]?.behaviour;
  return home?.kind === 'component' ? `src/app/pages/${home.page}/` : undefined;
}

const menuActionsModule = '/src/shell/first-paint/live-links.ts';
const redirectPageHtml = 'auth/redirect.html';
const appModule = '/src/app/start.tsx';
const runtimeModule = '/src/app/react-runtime.ts';
const dashboardHomeModule = '/src/app/pages/dashboard-home/DashboardHome.tsx';
const loginModule = '/src/app/pages/login/LoginPage.tsx';
const menuActionsChunkName = 'live-links';
const appChunkName = 'start';
const runtimeChunkName = 'react-runtime';
const dataModules = ['/src/platform/session/current-user.ts', '/src/platform/graph/calendar-view.ts'];
const dataChunkName = 'first-data';
const eagerlyCompiledChunks = [appChunkName, runtimeChunkName];
/** V8's explicit compile hint for a whole file: it must come before anything but comments. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const isChunkNamed = (name: string) => (file: string) => new RegExp(`(^|/)${name}-[^/]*\\.js$`).test(file);
/** Whether a built file is the chunk of the pre-rendered menu's code for its links (index.html preloads it and its imports). */
export const isMenuActionsChunk = isChunkNamed(menuActionsChunkName);
/** Whether a built file is the app's chunk (src/app/start.tsx and what it imports that the entry and the link code do not). */
export const isAppChunk = isChunkNamed(appChunkName);
/** Whether a built file is React's runtime chunk (src/app/react-runtime.ts). */
export const isRuntimeChunk = isChunkNamed(runtimeChunkName);
/** Whether a built file is the chunk the app loads just after its first render (`dataModules`). */
export const isFirstDataChunk = isChunkNamed(dataChunkName);

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
