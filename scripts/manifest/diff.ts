// npm run manifest:diff [git-ref] [--portal <folder of manifest/>] [--format text|markdown] [--root dir]
// What the manifest change in the working tree does, compared with the manifest at a git ref
// (default: the merge base with main). The ref's files are read with git ls-tree / cat-file, never
// checked out. Exit 0 with the report; 1 when the working tree's manifest has errors; 2 for a bad
// argument or ref, or when the ref's manifest has errors (there is then nothing sound to compare with).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffModels } from './diff/diff.ts';
import { provenanceOf } from './diff/diff-blocks.ts';
import { formatDiffMarkdown } from './diff/format-markdown.ts';
import { formatDiffText } from './diff/format-text.ts';
import type { DiffHeading } from './diff/report.ts';
import type { ManifestDiff } from './diff/types.ts';
import { formatIssues } from '../../src/model/manifest/format-issues.ts';
import type { ManifestIssue } from '../../src/model/manifest/issues.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import type { ManifestFile } from '../../src/model/manifest/parse.ts';
import { portalIds, projectRoot, readManifestFile, yamlFilesIn } from './files.ts';

const usage = `usage: npm run manifest:diff -- [git-ref] [--portal <name>] [--format text|markdown] [--root <dir>]

  git-ref     commit, branch or tag to compare the working tree with
              (default: the merge base of HEAD and main)
  --portal    only this portal (a folder under manifest/); default: every portal
  --format    text (default) for a terminal, markdown for a pull-request comment
  --root      project folder (default: this project)`;

class UsageError extends Error {}

function fail(message: string, code: number): never {
  console.error(`manifest:diff: ${message}`);
  process.exit(code);
}

function args() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        portal: { type: 'string' },
        format: { type: 'string', default: 'text' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (positionals.length > 1) throw new UsageError(`expected at most one git ref, got ${positionals.length}: ${positionals.join(' ')}`);
    if (values.format !== 'text' && values.format !== 'markdown')
      throw new UsageError(`unknown --format ${values.format}; use text or markdown`);
    if (values.portal !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(values.portal))
      throw new UsageError(`--portal takes a folder name under manifest/, e.g. dosen`);
    return { ref: positionals[0], portal: values.portal, format: values.format, root: resolve(values.root ?? projectRoot) };
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`, 2);
  }
}

const { ref, portal: onlyPortal, format, root } = args();

function git(...gitArgs: string[]): { ok: boolean; out: string; err: string } {
  const result = spawnSync('git', ['-C', root, ...gitArgs], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) fail(`cannot run git: ${result.error.message}`, 2);
  return { ok: result.status === 0, out: result.stdout, err: result.stderr.trim().split('\n')[0] ?? '' };
}

const inRepo = git('rev-parse', '--show-prefix');
if (!inRepo.ok) fail(`${root} is not inside a git repository (${inRepo.err})`, 2);
// Tree paths are from the repository's top; the project may be a folder inside it.
const prefix = inRepo.out.trim();

let commit: string;
let base: string;
let refName: string;
if (ref !== undefined) {
  const found = git('rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`);
  if (!found.ok) fail(`unknown git ref "${ref}": not a commit, branch or tag in ${root} (e.g. main, HEAD~1, origin/main)`, 2);
  commit = found.out.trim();
  refName = ref;
  base = commit.startsWith(ref) ? ref : `${ref} (${commit.slice(0, 7)})`;
} else {
  const found = git('merge-base', 'HEAD', 'main');
  if (!found.ok) {
    fail(
      `cannot find the merge base of HEAD and main${found.err ? ` (${found.err})` : ''}. Is there a branch named main, and a commit on HEAD? ` +
        `Name the ref to compare with instead, e.g. npm run manifest:diff -- origin/main`,
      2,
    );
  }
  commit = found.out.trim();
  refName = commit.slice(0, 7);
  base = `the merge base with main (${refName})`;
}

/** Entries of a tree at the commit: name → [type, object id]; undefined when there is no such tree. */
function treeAt(path: string): Map<string, [string, string]> | undefined {
  // --full-tree: without it, ls-tree run inside a subfolder lists only what lies below that folder.
  const listed = git('ls-tree', '--full-tree', '-z', `${commit}:${prefix}${path}`);
  if (!listed.ok) return undefined;
  const entries = new Map<string, [string, string]>();
  for (const line of listed.out.split('\0').filter(Boolean)) {
    const [meta, name] = line.split('\t') as [string, string];
    const [, type, object] = meta.split(' ') as [string, string, string];
    entries.set(name, [type, object]);
  }
  return entries;
}

/** The portal's manifest files at the ref, in the order the working tree reads them. */
function filesAtRef(portal: string): ManifestFile[] | undefined {
  const tree = treeAt(`manifest/${portal}`);
  if (!tree) return undefined;
  const names = [...tree.keys()].filter((name) => /\.ya?ml$/.test(name) && tree.get(name)![0] === 'blob').sort();
  if (!names.length) return undefined;
  return names.map((name) => {
    const blob = git('cat-file', 'blob', tree.get(name)![1]);
    if (!blob.ok) fail(`cannot read manifest/${portal}/${name} at ${base}: ${blob.err}`, 2);
    return { name: `${refName}:manifest/${portal}/${name}`, text: blob.out };
  });
}

function filesInWorkingTree(portal: string): ManifestFile[] | undefined {
  const dir = join(root, 'manifest', portal);
  if (!existsSync(dir)) return undefined;
  const paths = yamlFilesIn(dir);
  return paths.length ? paths.map(readManifestFile) : undefined;
}

const workingPortals = portalIds(join(root, 'manifest'));
const refPortals = [...(treeAt('manifest') ?? [])].filter(([, [type]]) => type === 'tree').map(([name]) => name);
const candidates = onlyPortal ? [onlyPortal] : [...new Set([...workingPortals, ...refPortals])].sort();

interface Side {
  files?: ManifestFile[];
  model?: PortalModel;
  issues: ManifestIssue[];
}
const load = (files: ManifestFile[] | undefined): Side => (files ? { files, ...loadManifest(files) } : { issues: [] });

const compared: { portal: string; working: Side; atRef: Side }[] = [];
for (const portal of candidates) {
  const working = load(filesInWorkingTree(portal));
  const atRef = load(filesAtRef(portal));
  if (working.files || atRef.files) compared.push({ portal, working, atRef });
}
if (!compared.length) {
  if (!onlyPortal) fail(`no portals: ${join(root, 'manifest')} has no folders with .yaml files, in the working tree or at ${base}`, 2);
  const known = [...new Set([...workingPortals, ...refPortals.filter((p) => filesAtRef(p))])].sort();
  fail(
    `no portal "${onlyPortal}": manifest/${onlyPortal}/ has no .yaml files in the working tree or at ${base}. ` +
      `Portals: ${known.join(', ') || '(none)'}`,
    2,
  );
}

const errorsOf = (side: Side) => side.issues.filter((i) => i.severity === 'error');
const broken = compared.filter((c) => c.working.files && !c.working.model);
if (broken.length) {
  console.error(
    formatIssues(
      broken.flatMap((c) => errorsOf(c.working)),
      'human',
    ),
  );
  fail(
    `the manifest in the working tree has errors (${broken.map((c) => `manifest/${c.portal}`).join(', ')}); fix them first, then compare`,
    1,
  );
}
const brokenAtRef = compared.filter((c) => c.atRef.files && !c.atRef.model);
if (brokenAtRef.length) {
  console.error(
    formatIssues(
      brokenAtRef.flatMap((c) => errorsOf(c.atRef)),
      'human',
    ),
  );
  fail(
    `the manifest at ${base} has errors (${brokenAtRef.map((c) => `manifest/${c.portal}`).join(', ')}), so there is nothing sound to compare with; ` +
      `name another ref, e.g. npm run manifest:diff -- HEAD`,
    2,
  );
}

const reports: { diff: ManifestDiff; heading: DiffHeading }[] = compared.map(({ portal, working, atRef }) => {
  const dir = `manifest/${portal}`;
  const note = !atRef.model
    ? `${dir} does not exist at ${base}: a new portal, everything is added.`
    : !working.model
      ? `${dir} was deleted in the working tree: everything is removed.`
      : undefined;
  // verified and source are not in the compiled model (the browser has no use for them): read them from the files.
  const provenance = {
    ...(atRef.files && { before: provenanceOf(atRef.files) }),
    ...(working.files && { after: provenanceOf(working.files) }),
  };
  return { diff: diffModels(atRef.model, working.model, provenance), heading: { dir, base, ...(note && { note }) } };
});
const formatter = format === 'markdown' ? formatDiffMarkdown : formatDiffText;
console.log(reports.map((r) => formatter(r.diff, r.heading)).join('\n\n'));
