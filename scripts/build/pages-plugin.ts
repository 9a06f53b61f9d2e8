// Builds carry only the pages the portal's manifest shows. src/app/pages/registry.ts imports every
// page by key (so the type check proves each key has one); in a build, its import of a page no
// node uses (src/app/pages/<key>/…) resolves to one small module instead, so Rollup never reaches
// that page, its texts or its styles. The dev server keeps every page, for editing.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type PageKey, pageKeys } from '../../schema/vocabulary.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import type { ManifestSource } from './manifest-source.ts';

const registry = fileURLToPath(new URL('../../src/app/pages/registry.ts', import.meta.url));
const unusedPage = '\0portal-unused-page';

/** The page keys the manifest's nodes show. */
export const usedPages = (model: PortalModel): Set<PageKey> =>
  new Set(Object.values(model.nodes).flatMap((node) => (node.behaviour.kind === 'component' ? [node.behaviour.page] : [])));

const isPageKey = (key: string): key is PageKey => (pageKeys as readonly string[]).includes(key);

export function portalPages(source: ManifestSource): Plugin {
  return {
    name: 'portal-pages',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the page's file first.
    enforce: 'pre',
    resolveId(id, importer) {
      if (importer !== registry || !id.startsWith('./')) return undefined;
      const key = id.split('/')[1]!;
      if (!isPageKey(key))
        this.error(`src/app/pages/registry.ts imports ${id}: a page lives in src/app/pages/<its key>/ (schema/vocabulary.ts pageKeys)`);
      // A manifest with errors fails the build in the portal-manifest plugin, with the errors.
      const { model } = source.compiled();
      return model && !usedPages(model).has(key) ? unusedPage : undefined;
    },
    load(id) {
      if (id !== unusedPage) return undefined;
      // Never rendered: routes are made only for the manifest's nodes.
      return `export default function PageNotInThisPortal() {\n  throw new Error('This page is not part of this build: no node of the portal manifest shows it.');\n}\n`;
    },
  };
}
