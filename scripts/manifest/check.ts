// npm run manifest:check [--format human|json|github] [files or directories…]
// Validates every portal (default: each folder of manifest/ that holds .yaml files) or the manifests that hold the given files. A file is always
// checked together with the other files of its directory (they form one manifest), but only the
// issues of the files you named are shown. Exit 1 when there is an error.
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatIssues, type Format } from '../../src/model/manifest/format-issues.ts';
import { hasErrors, type ManifestIssue } from '../../src/model/manifest/issues.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';
import { portalAssets, portalDir, portalIds, readManifestFile, yamlFilesIn } from './files.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'human' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npm run manifest:check -- [--format human|json|github] [file.yaml|dir …]');
  process.exit(0);
}
const format = values.format as Format;
if (!['human', 'json', 'github'].includes(format)) {
  console.error(`unknown --format ${format}; use human, json or github`);
  process.exit(2);
}

// directory → the files in it that were asked for (undefined: all of them)
const targets = new Map<string, Set<string> | undefined>();
try {
  if (positionals.length === 0) for (const p of portalIds()) targets.set(portalDir(p), undefined);
  for (const arg of positionals) {
    const path = resolve(arg);
    if (statSync(path).isDirectory()) targets.set(path, undefined);
    else if (!targets.has(dirname(path)) || targets.get(dirname(path))) {
      targets.set(dirname(path), new Set([...(targets.get(dirname(path)) ?? []), path]));
    }
  }
  if (targets.size === 0) throw new Error('no portals: manifest/ has no folder that holds .yaml files');
} catch (error) {
  console.error(`manifest:check: ${(error as Error).message}`);
  process.exit(2);
}

const all: ManifestIssue[] = [];
const summaries: string[] = [];
for (const [dir, only] of targets) {
  const paths = yamlFilesIn(dir);
  const files = paths.map(readManifestFile);
  const shown = only ? new Set(files.filter((_, i) => only.has(paths[i]!)).map((f) => f.name)) : undefined;
  const { model, issues } = loadManifest(files, { readAsset: portalAssets(dir) });
  const mine = shown ? issues.filter((i) => shown.has(i.file)) : issues;
  all.push(...mine);
  const errors = mine.filter((i) => i.severity === 'error').length;
  const nodes = model ? `${Object.keys(model.nodes).length} nodes` : 'not compiled';
  summaries.push(`${relative(process.cwd(), dir)}: ${files.length} files, ${nodes}, ${errors} errors, ${mine.length - errors} warnings`);
}

const output = formatIssues(all, format);
if (output) console.log(output);
if (format === 'human') console.log(summaries.join('\n'));
process.exit(hasErrors(all) ? 1 : 0);
