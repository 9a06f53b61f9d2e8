// Compiles the portal's manifest into the bundle as `virtual:portal-model` (plain JSON), with the
// same loadManifest() as the CLI. A broken manifest fails `vite build` and shows the error overlay
// in dev with file:line messages; editing a manifest file reloads the page with the new menu.
// YAML and the schema stay on this side: the browser only gets the compiled model.
import type { Plugin, ViteDevServer } from 'vite';
import { formatIssue } from '../src/manifest/format.ts';
import { loadManifest } from '../src/manifest/load.ts';
import { portalDir, readManifestFile, yamlFilesIn } from './lib/manifest-files.ts';

const virtualId = 'virtual:portal-model';
const resolvedId = `\0${virtualId}`;

export function portalManifest(portal: string): Plugin {
  const dir = portalDir(portal);
  const compileManifest = () => {
    const paths = yamlFilesIn(dir);
    return { paths, ...loadManifest(paths.map(readManifestFile)) };
  };

  return {
    name: 'portal-manifest',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return;
      const { paths, model, issues } = compileManifest();
      paths.forEach((p) => this.addWatchFile(p));
      const warnings = issues.filter((i) => i.severity === 'warning');
      if (warnings.length) this.warn(`manifest/${portal}: ${warnings.length} warning(s), e.g. ${formatIssue(warnings[0]!)} — npm run manifest:check lists them`);
      if (!model) {
        const errors = issues.filter((i) => i.severity === 'error').map(formatIssue);
        this.error(`manifest/${portal} has ${errors.length} error(s):\n${errors.join('\n')}`);
      }
      return `export default ${JSON.stringify(model)};`;
    },
    transformIndexHtml(html) {
      const { model } = compileManifest();
      return model ? html.replace(/<title>.*<\/title>/, `<title>${escapeHtml(model.portal.title)}</title>`) : html;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir) || !/\.ya?ml$/.test(file)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload);
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
