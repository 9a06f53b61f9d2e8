// Reading manifest files from disk, for the CLI, the Vite plugin, the tests and the bench.
// A portal is a folder of .yaml files: every such folder under manifest/ (found, never listed in
// code), or any folder named by its path (a test fixture).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ManifestFile } from '../../src/model/manifest/parse.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');
const manifestRoot = join(projectRoot, 'manifest');

/** The YAML files of one portal directory, named relative to the project root. */
export function yamlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** Reads a file of the portal folder `dir` by the name its manifest gives it (the logo, rule M24). */
export const portalAssets =
  (dir: string) =>
  (name: string): Uint8Array | undefined => {
    const path = join(dir, name);
    return relative(dir, path).startsWith('..') || !existsSync(path) || !statSync(path).isFile() ? undefined : readFileSync(path);
  };

const holdsYaml = (dir: string) => existsSync(dir) && statSync(dir).isDirectory() && yamlFilesIn(dir).length > 0;

/** The portals: the folders of `root` (default manifest/) that hold .yaml files, by name. */
export function portalIds(root = manifestRoot): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsYaml(join(root, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** A name with a slash (or starting with a dot) is a folder's path, not a portal id. */
const isPath = (portal: string) => /[/\\]/.test(portal) || portal.startsWith('.');

export class UnknownPortalError extends Error {}

/**
 * The folder of a portal: manifest/<id> for a portal id (`dosen`), or the folder itself for a path
 * (`tests/fixtures/portal-kampus`, relative to the working directory, or absolute). Throws
 * UnknownPortalError, naming the portals there are, when there is no such folder of .yaml files.
 */
export function portalDir(portal: string, root = manifestRoot): string {
  const dir = isPath(portal) ? resolve(portal) : join(root, portal);
  if (holdsYaml(dir)) return dir;
  const where = isPath(portal) ? `the folder ${portal}` : `${relative(process.cwd(), join(root, portal)) || portal}/`;
  const known = portalIds(root);
  throw new UnknownPortalError(
    `unknown portal "${portal}": ${where} ${existsSync(dir) ? 'holds no .yaml files' : 'does not exist'}. ` +
      `Portals: ${known.length ? known.join(', ') : '(none)'} (the folders of ${relative(process.cwd(), root) || root}/ that hold .yaml files); ` +
      `a portal folder elsewhere is named by its path (e.g. tests/fixtures/portal-kampus).`,
  );
}

/** PORTAL (default dosen) for a command, checked at once: an unknown portal exits 2 with the message. */
export function portalFromEnv(command: string): string {
  const portal = process.env.PORTAL ?? 'dosen';
  try {
    portalDir(portal);
  } catch (error) {
    if (!(error instanceof UnknownPortalError)) throw error;
    console.error(`${command}: PORTAL=${portal}: ${error.message}`);
    process.exit(2);
  }
  return portal;
}

export const readManifestFile = (path: string): ManifestFile => ({
  name: relative(process.cwd(), path) || path,
  text: readFileSync(path, 'utf8'),
});

export const readPortal = (portal: string): ManifestFile[] => yamlFilesIn(portalDir(portal)).map(readManifestFile);
