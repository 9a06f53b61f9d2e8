// The portal's compiled manifest for the build and the dev server (vite.config.ts and
// scripts/build/portal-plugin.ts). Compiling is the slow part; the configuration, the model module
// and every page need the result, so it is compiled once and again only after a file changed.
import { dirname, relative, resolve } from 'node:path';
import type { ManifestIssue } from '../../src/model/manifest/issues.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import { portalAssets, portalDir, projectRoot, readManifestFile, yamlFilesIn } from '../manifest/files.ts';

interface CompiledManifest {
  /** The manifest files it was compiled from. */
  paths: string[];
  /** Present only when there are no errors. */
  model?: PortalModel;
  issues: ManifestIssue[];
}

export interface ManifestSource {
  /** How messages name it: its folder, relative to the project root (manifest/dosen). */
  name: string;
  /** The folder of its files. */
  dir: string;
  /** The compiled manifest: compiled on first use, then again only after `changed`. */
  compiled(): CompiledManifest;
  /** Forgets the compiled manifest when `file` is one of the portal's manifest files; says whether it was. */
  changed(file: string): boolean;
}

/**
 * The portal's manifest (manifest/<portal>/*.yaml, or the folder when `portal` is a path), compiled
 * at most once per change of its files. An unknown portal throws at once (UnknownPortalError).
 */
export function manifestSource(portal: string): ManifestSource {
  const dir = portalDir(portal);
  let cached: CompiledManifest | undefined;
  return {
    name: relative(projectRoot, dir),
    dir,
    compiled() {
      if (!cached) {
        const paths = yamlFilesIn(dir);
        cached = { paths, ...loadManifest(paths.map(readManifestFile), { readAsset: portalAssets(dir) }) };
      }
      return cached;
    },
    changed(file) {
      // yamlFilesIn reads the folder itself, not its subfolders.
      if (resolve(dirname(file)) !== dir || !/\.ya?ml$/.test(file)) return false;
      cached = undefined;
      return true;
    },
  };
}
