// Reading manifest files from disk, for the CLI, the Vite plugin, the tests and the bench.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ManifestFile } from '../../src/manifest/parse.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');
export const portals = ['dosen', 'mahasiswa'] as const;

export const portalDir = (portal: string) => join(projectRoot, 'manifest', portal);

/** The YAML files of one portal directory, named relative to the project root. */
export function yamlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

export const readManifestFile = (path: string): ManifestFile => ({
  name: relative(process.cwd(), path) || path,
  text: readFileSync(path, 'utf8'),
});

export const readPortal = (portal: string): ManifestFile[] => yamlFilesIn(portalDir(portal)).map(readManifestFile);
