// Compiles the portal's manifest with the same loadManifest() as the CLI into a JSON data block in
// index.html, which `virtual:portal-model` reads (src/shell/first-paint/model-data.ts). A broken manifest fails
// `vite build` and shows the error overlay in dev with file:line messages; editing a manifest file
// reloads the page with the new menu.
// YAML and the schema stay on this side: the browser only gets the compiled model.
// The manifest is compiled once per change (scripts/build/manifest-source.ts): the build's
// configuration (the web app manifest), the model module and every page share the compiled model.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { formatIssue } from '../../src/model/manifest/format-issues.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import { modelBlockText } from '../../src/shell/first-paint/model-data.ts';
import { PORTAL_NAME_META } from '../../src/platform/auth/redirect-names.ts';
import { MODEL_ID, ROOT_ID } from '../../src/shell/first-paint/ids.ts';
import { iconSprite } from '../../src/platform/ui/icon-sprite.ts';
import { portalAssets } from '../manifest/files.ts';
import { escapeHtml, withDescription } from './html-meta.ts';
import { robotsTxt } from './robots.ts';
import type { ManifestSource } from './manifest-source.ts';

const virtualId = 'virtual:portal-model';
const resolvedId = `\0${virtualId}`;
const modelDataModule = fileURLToPath(new URL('../../src/shell/first-paint/model-data.ts', import.meta.url));
const rootTag = `<div id="${ROOT_ID}">`;

/** `source`: share one with the rest of the configuration, so that all of it compiles the manifest once. */
export function portalManifest(source: ManifestSource): Plugin {
  let config: ResolvedConfig;

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
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const { model } = source.compiled();
        if (!model) return html;
        html = html.replace(/<title>.*<\/title>/, `<title>${escapeHtml(model.portal.title)}</title>`);
        html = withPortalLook(html, model.portal);
        // The pages that render icons (the app and the UI catalogue; not the sign-in redirect page).
        if (html.includes(rootTag)) html = html.replace('<body>', `<body>\n    ${iconSprite()}`);
        // The other pages (the sign-in redirect page, the UI catalogue) have no model, only its names;
        // the rest is for the app's page.
        if (resolve(ctx.filename) !== resolve(config.root, 'index.html'))
          return html.replace('</title>', `</title>\n    ${portalNameMeta(model)}`);
        if (!html.includes(rootTag))
          throw new Error(
            `portal-plugin: index.html needs ${rootTag}</div>, the element the app renders into (src/shell/first-paint/ids.ts)`,
          );
        html = withDescription(html, model.portal);
        const modelData: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: MODEL_ID },
          children: modelBlockText(model),
          injectTo: 'body',
        };
        return { html, tags: [modelData] };
      },
    },
    // After the other plugins' files (the web app manifest) are in the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { model } = source.compiled();
        if (!model) return;
        const logo = logoFile(source, model);
        if (logo) this.emitFile({ type: 'asset', fileName: logo.fileName, source: logo.bytes });
        const built = [...Object.keys(bundle), ...(logo ? [logo.fileName] : [])];
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(model, servedFiles(config, built)) });
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
      server.middlewares.use((request, response, next) => {
        const { model } = source.compiled();
        const logo = model && logoFile(source, model);
        if (!logo || request.url?.split('?')[0] !== `/${logo.fileName}`) return next();
        response.setHeader('Content-Type', logo.fileName.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
        response.end(logo.bytes);
      });
      server.middlewares.use('/robots.txt', (_request, response) => {
        const { model } = source.compiled();
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(model ? robotsTxt(model, servedFiles(config)) : '');
      });
    },
  };
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

/** The portal's names for the pages without the model (PORTAL_NAME_META, src/platform/auth/redirect-names.ts). */
function portalNameMeta({ portal }: PortalModel): string {
  const names = { title: portal.title, ...(portal.en?.title !== undefined && { en: { title: portal.en.title } }) };
  return `<meta name="${PORTAL_NAME_META}" content="${escapeHtml(JSON.stringify(names))}">`;
}

/**
 * The page in the portal's language (`portal.language`, which the app opens in until the user
 * chooses) and with its logo as the tab's icon, when the manifest names one.
 */
function withPortalLook(html: string, portal: PortalModel['portal']): string {
  const lang = portal.language ?? 'id';
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  const { logo, themeColor } = portal.institution;
  if (logo) {
    const type = logo.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
    html = html.replace(/<link rel="icon" href="[^"]*" type="[^"]*" \/>/, `<link rel="icon" href="${escapeHtml(logo)}" type="${type}" />`);
  }
  if (themeColor) html = html.replace('</title>', `</title>\n    <meta name="theme-color" content="${themeColor}" />`);
  return html;
}

/** The logo file of the portal's folder, as the build serves it (M24 has checked that it is a PNG or SVG there). */
function logoFile(source: ManifestSource, model: PortalModel): { fileName: string; bytes: Uint8Array } | undefined {
  const { logo, logoFile: file } = model.portal.institution;
  if (!logo || !file) return undefined;
  const bytes = portalAssets(source.dir)(file);
  return bytes && { fileName: logo.slice(1), bytes };
}
