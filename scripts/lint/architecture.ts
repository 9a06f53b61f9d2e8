// The shape of src/ and scripts/ as data. src/: five tiers, bottom first, and the folders in each
// with the folders of the same tier they may import (a folder may import every folder of the tiers
// below its own, and schema/). scripts/: one folder per job, with the tiers of src/ it may import.
// From these arrays come the import rules Biome enforces (biome.layers.jsonc), the diagram in
// docs/architecture.md and the map in scripts/README.md; `npm run lint` runs this file to check that
// they, and the folders on disk, still match. Adding a folder is one line;
// `tsx scripts/lint/architecture.ts --write` regenerates the three files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Folder {
  name: string;
  /** Folders of the same tier this one imports. */
  imports: string[];
  what: string;
}

interface Tier {
  name: string;
  what: string;
  folders: Folder[];
}

const folder = (name: string, imports: string[], what: string): Folder => ({ name, imports, what });

export const tiers: Tier[] = [
  {
    name: 'model',
    what: 'what the manifest says, as data: pure, no React, no browser',
    folders: [
      folder('time', [], 'Jakarta time (WIB): day starts, manifest times, dates and clocks in words'),
      folder('manifest', ['time'], 'parse → read → rules → compile: the PortalModel'),
    ],
  },
  {
    name: 'platform',
    what: 'what every screen stands on: storage, texts, the session, sign-in, the UI kit',
    folders: [
      folder(
        'core',
        [],
        'env, UserFacingError, the app store and the hook that reads it, model context, the clock, request deadlines, guarded localStorage, values built on first use',
      ),
      folder('i18n', ['core'], "language atom, interface texts, manifest text helpers, the date data's warm-up worker"),
      folder('ui', ['core', 'i18n'], 'the UI kit: buttons, fields, dialogs, toasts, the icon sprite'),
      folder('session', ['core', 'i18n'], 'the session atoms and their storage, the portal API client, the profile sync'),
      folder('auth', ['core', 'i18n', 'session', 'ui'], 'MSAL: sign-in, tokens, sign-out, the redirect page'),
      folder('graph', ['core'], "Microsoft Graph's answers the portal reads: the calendar's events"),
    ],
  },
  {
    name: 'features',
    what: 'what a lecturer does with the menu, each in its own folder',
    folders: [
      folder('menu', [], "the menu's openable items and tree helpers"),
      folder('theme', [], 'light and dark'),
      folder('favourites', ['menu'], 'pinned and recently opened items, stored per lecturer'),
      folder('launch', ['favourites', 'menu'], 'plan (pure) → act: open a tab or explain; "open this item"; availability'),
      folder('search', ['favourites', 'launch', 'menu'], 'the search dialog'),
      folder('deploys', [], 'a tab that follows deployments: which build it is, why a load failed, when to reload'),
      folder('pwa', ['theme', 'deploys'], 'the web app manifest and the service worker'),
      folder('preview', ['launch'], 'dev only: preview the portal as another role'),
    ],
  },
  {
    name: 'shell',
    what: 'the frame every page sits in, from the first paint to the router',
    folders: [
      folder('first-paint', [], 'the menu painted and working before the app; its hand-off to React (README.md)'),
      folder('routing', [], 'the route tree from the model, the guard, page titles, analytics, the pages’ loader that recovers'),
      folder('layout', ['first-paint', 'routing'], 'the dashboard layout: header, sidebar, session notices'),
      folder('views', ['layout', 'routing'], 'the root, not-found, error and launch views'),
    ],
  },
  {
    name: 'app',
    what: 'the internal pages and the entry that puts everything together',
    folders: [folder('pages', [], 'internal pages by key (schema/vocabulary.ts)')],
  },
];

/** A folder of scripts/ (one job), the tiers of src/ it may import, and the command files at its top. */
interface ScriptGroup {
  name: string;
  srcTiers: string[];
  what: string;
}

const group = (name: string, srcTiers: string[], what: string): ScriptGroup => ({ name, srcTiers, what });
const allTiers = tiers.map((t) => t.name);

/**
 * scripts/ by job. Each may import the tiers of src/ listed (src/ itself imports none of scripts/);
 * the map in scripts/README.md is generated from this array.
 */
export const scriptGroups: ScriptGroup[] = [
  group(
    'build',
    allTiers,
    'the Vite plugins, the first paint’s build side (pre-render, boot script), the worker’s options, pre-compression',
  ),
  group(
    'manifest',
    ['model', 'platform', 'features'],
    'the editors’ commands, each file beside its code: check, routes, schema, diff/, links/, monitors',
  ),
  group('dev', ['model'], 'npm run dev (dev.ts) and its embedded services: sign-in, portal API, calendar, status page'),
  group('deploy', ['model', 'platform'], 'the nginx config rendered for a deployment'),
  group(
    'harness',
    ['model', 'platform'],
    'what the browser tests and the bench share: the engines, the built portals, nginx, the services',
  ),
  group('bench', ['model', 'platform', 'features', 'shell'], 'npm run bench (bench.ts): speed and size figures, printed'),
  group('lint', [], 'the checks of npm run lint beyond Biome: the tiers (this file), the workflows'),
];

const srcDir = 'src';
const scriptsDir = 'scripts';
const scriptsReadme = 'scripts/README.md';
const mapStart = '<!-- groups: generated by scripts/lint/architecture.ts -->';
const mapEnd = '<!-- /groups -->';
const layersFile = 'biome.layers.jsonc';
const docFile = 'docs/architecture.md';
const diagramStart = '<!-- tiers: generated by scripts/lint/architecture.ts -->';
const diagramEnd = '<!-- /tiers -->';

/** Every problem with the array itself: unknown or cyclic arrows. */
export function arrowProblems(shape: Tier[] = tiers): string[] {
  const problems: string[] = [];
  for (const tier of shape) {
    const names = new Set(tier.folders.map((f) => f.name));
    const seen: string[] = [];
    for (const f of tier.folders) {
      for (const target of f.imports) {
        if (!names.has(target)) problems.push(`${tier.name}/${f.name} imports "${target}", which is not a folder of ${tier.name}`);
        else if (!seen.includes(target))
          problems.push(
            `${tier.name}/${f.name} imports ${target}, listed after it: list a tier's folders in the order they import each other`,
          );
      }
      seen.push(f.name);
    }
  }
  return problems;
}

/** The Biome overrides: per folder, the tiers above and the folders of its tier it may not import. */
export function layerOverrides(shape: Tier[] = tiers): object[] {
  return shape.flatMap((tier, index) => {
    const above = shape.slice(index + 1).map((t) => `**/${t.name}/**`);
    return tier.folders.map((f) => {
      const siblings = tier.folders.filter((other) => other !== f && !f.imports.includes(other.name)).map((other) => `**/${other.name}/**`);
      // Biome keeps one list per file (a later override's replaces an earlier one's): scripts/ is in each.
      const group = [...above, ...siblings, `**/${scriptsDir}/**`];
      const own = f.imports.length ? ` and, in ${tier.name}, ${f.imports.join(', ')}` : '';
      const message = `src/${tier.name}/${f.name} may import only the tiers below ${tier.name}${own}, and nothing of scripts/ (scripts/lint/architecture.ts draws the arrows).`;
      return restriction([`${srcDir}/${tier.name}/${f.name}/**`], group, message);
    });
  });
}

const restriction = (includes: string[], group: string[], message: string) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns: [{ message, group }] } } } } },
});

/**
 * The Biome overrides of the entry and the top tier's own files (no script), and of scripts/: per
 * group, the tiers of src/ it may not import.
 */
export function scriptOverrides(groups: ScriptGroup[] = scriptGroups, shape: Tier[] = tiers): object[] {
  const top = shape.at(-1)!.name;
  return [
    restriction(
      [`${srcDir}/*`, `${srcDir}/${top}/*`],
      [`**/${scriptsDir}/**`],
      'src/ is the product: it imports nothing of scripts/ (scripts/lint/architecture.ts).',
    ),
    ...groups
      .map((g) => ({ g, denied: shape.filter((t) => !g.srcTiers.includes(t.name)).map((t) => `**/${srcDir}/${t.name}/**`) }))
      .filter(({ denied }) => denied.length > 0)
      .map(({ g, denied }) =>
        restriction(
          [`${scriptsDir}/${g.name}/**`],
          denied,
          `scripts/${g.name} may import ${g.srcTiers.length ? `only ${g.srcTiers.map((t) => `src/${t}`).join(', ')}` : 'nothing of src/'} (scripts/lint/architecture.ts).`,
        ),
      ),
  ];
}

export function layersJson(shape: Tier[] = tiers, groups: ScriptGroup[] = scriptGroups): string {
  const overrides = [...layerOverrides(shape), ...scriptOverrides(groups, shape)].map((o) => `    ${JSON.stringify(o)}`);
  return `// Generated by scripts/lint/architecture.ts from its tiers: edit that array, then run it with --write.\n{\n  "overrides": [\n${overrides.join(',\n')}\n  ]\n}\n`;
}

/** The tiers as a Mermaid flowchart: the app on top, each tier a box, arrows within a tier as drawn. */
export function diagram(shape: Tier[] = tiers): string {
  const id = (tier: Tier, f: string) => `${tier.name}_${f.replaceAll('-', '_')}`;
  const lines = ['```mermaid', 'flowchart TB'];
  for (const tier of [...shape].reverse()) {
    lines.push(`  subgraph ${tier.name}["${tier.name}: ${tier.what}"]`);
    for (const f of tier.folders) lines.push(`    ${id(tier, f.name)}["${f.name}/"]`);
    for (const f of tier.folders) for (const target of f.imports) lines.push(`    ${id(tier, f.name)} --> ${id(tier, target)}`);
    lines.push('  end');
  }
  for (let i = shape.length - 1; i > 0; i--) lines.push(`  ${shape[i]!.name} --> ${shape[i - 1]!.name}`);
  lines.push('```');
  return lines.join('\n');
}

/** One line per folder, for the doc. */
export function folderList(shape: Tier[] = tiers): string {
  const width = Math.max(...shape.flatMap((t) => t.folders.map((f) => `${t.name}/${f.name}/`.length))) + 2;
  const lines = ['```'];
  for (const tier of [...shape].reverse()) {
    lines.push(`${tier.name}/`.padEnd(width) + tier.what);
    for (const f of tier.folders)
      lines.push(`  ${f.name}/`.padEnd(width) + f.what + (f.imports.length ? ` (→ ${f.imports.join(', ')})` : ''));
  }
  lines.push('```');
  return lines.join('\n');
}

/** The map of scripts/ for its README: one line per group, with what it may import. */
export function scriptsMap(groups: ScriptGroup[] = scriptGroups): string {
  const width = Math.max(...groups.map((g) => g.name.length)) + 3;
  const lines = groups.map(
    (g) =>
      `${`${g.name}/`.padEnd(width)}${g.what} (imports ${g.srcTiers.length ? g.srcTiers.map((t) => `src/${t}`).join(', ') : 'no src/'})`,
  );
  return ['```', ...lines, '```'].join('\n');
}

const docBlock = (shape: Tier[]) => `${diagramStart}\n${diagram(shape)}\n\n${folderList(shape)}\n${diagramEnd}`;

/** Folders on disk that the array does not name, and named folders that are not on disk. */
export function diskProblems(root = '.', shape: Tier[] = tiers): string[] {
  const problems: string[] = [];
  const dirs = (path: string) => readdirSync(path).filter((name) => statSync(join(path, name)).isDirectory());
  const top = shape.at(-1)!;
  for (const name of dirs(join(root, srcDir))) {
    if (!shape.some((t) => t.name === name))
      problems.push(`src/${name}/ is not a tier: add it to the tiers in scripts/lint/architecture.ts or move its folders into one`);
  }
  for (const tier of shape) {
    const path = join(root, srcDir, tier.name);
    if (!existsSync(path)) {
      problems.push(`src/${tier.name}/ is missing`);
      continue;
    }
    for (const name of dirs(path)) {
      if (!tier.folders.some((f) => f.name === name))
        problems.push(`src/${tier.name}/${name}/ is not in scripts/lint/architecture.ts: add one line for it to the ${tier.name} tier`);
    }
    for (const f of tier.folders)
      if (!existsSync(join(path, f.name)))
        problems.push(`src/${tier.name}/${f.name}/ is named in scripts/lint/architecture.ts but missing`);
    if (tier !== top) {
      const loose = readdirSync(path).filter((name) => !statSync(join(path, name)).isDirectory());
      for (const name of loose)
        problems.push(
          `src/${tier.name}/${name}: a file of a tier belongs in one of its folders (only the top tier, ${top.name}, has its own files)`,
        );
    }
  }
  return problems;
}

/** Folders of scripts/ that are no group, groups that are missing, and files loose at its top. */
export function scriptsDiskProblems(root = '.', groups: ScriptGroup[] = scriptGroups): string[] {
  const path = join(root, scriptsDir);
  const entries = readdirSync(path);
  const problems: string[] = [];
  for (const name of entries) {
    const isDir = statSync(join(path, name)).isDirectory();
    if (isDir && !groups.some((g) => g.name === name))
      problems.push(`scripts/${name}/ is not a group: add it to scriptGroups in scripts/lint/architecture.ts or move its files into one`);
    if (!isDir && name !== 'README.md')
      problems.push(`scripts/${name}: a script belongs in the folder of its job (scripts/README.md); only README.md is at the top`);
  }
  for (const g of groups)
    if (!entries.includes(g.name)) problems.push(`scripts/${g.name}/ is named in scripts/lint/architecture.ts but missing`);
  return problems;
}

/** What tests/ holds besides the mirror of src/ and scripts/: checks of the whole, and the one place for each kind of help. */
const testsBeside: Record<string, string> = {
  e2e: 'the browser tests',
  architecture: 'checks of src/ as a whole',
  docs: 'the docs agree with the code',
  workflow: 'the CI workflows',
  support: 'the one folder of test helpers',
  fixtures: 'the one root of test data',
};

/**
 * Where tests/ does not mirror the code: a folder that is no tier, no folder of its tier, no group
 * of scripts/ and none of `testsBeside`, and a support or fixtures folder anywhere but at the top.
 */
export function testsDiskProblems(root = '.', shape: Tier[] = tiers, groups: ScriptGroup[] = scriptGroups): string[] {
  const dirs = (path: string) => readdirSync(join(root, path)).filter((name) => statSync(join(root, path, name)).isDirectory());
  const problems: string[] = [];
  for (const name of dirs('tests')) {
    const tier = shape.find((t) => t.name === name);
    const known = tier ? tier.folders.map((f) => f.name) : name === scriptsDir ? groups.map((g) => g.name) : undefined;
    if (!known && !(name in testsBeside)) {
      problems.push(`tests/${name}/ mirrors nothing: a test goes to tests/<tier>/<folder>/ or tests/scripts/<group>/, like its subject`);
      continue;
    }
    for (const inner of known ? dirs(`tests/${name}`) : []) {
      if (!known!.includes(inner))
        problems.push(`tests/${name}/${inner}/ is no folder of ${name === scriptsDir ? 'scripts' : `src/${name}`}`);
    }
  }
  const nested = (path: string): string[] =>
    dirs(path).flatMap((name) => {
      const inner = `${path}/${name}`;
      const here = (name === 'support' || name === 'fixtures') && path !== 'tests' ? [inner] : [];
      return [...here, ...(path === 'tests' && name in testsBeside && name !== 'e2e' ? [] : nested(inner))];
    });
  for (const path of nested('tests')) problems.push(`${path}/: helpers go to tests/support/, data to tests/fixtures/ (one place each)`);
  return problems;
}

/** `text` with the block between `start` and `end` replaced by `block`. */
function withBlock(text: string, file: string, start: string, end: string, block: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} needs the lines "${start}" and "${end}" around its generated part`);
  return `${text.slice(0, from)}${start}\n${block}\n${text.slice(to)}`;
}

function withDiagram(doc: string, shape: Tier[]): string {
  const start = doc.indexOf(diagramStart);
  const end = doc.indexOf(diagramEnd);
  if (start < 0 || end < start)
    throw new Error(`${docFile} needs the lines "${diagramStart}" and "${diagramEnd}" around the tiers' diagram`);
  return doc.slice(0, start) + docBlock(shape) + doc.slice(end + diagramEnd.length);
}

function main(write: boolean): number {
  const problems = [...arrowProblems(), ...diskProblems(), ...scriptsDiskProblems(), ...testsDiskProblems()];
  const doc = readFileSync(docFile, 'utf8');
  const readme = readFileSync(scriptsReadme, 'utf8');
  const wanted: [string, string, string][] = [
    [layersFile, existsSync(layersFile) ? readFileSync(layersFile, 'utf8') : '', layersJson()],
    [docFile, doc, withDiagram(doc, tiers)],
    [scriptsReadme, readme, withBlock(readme, scriptsReadme, mapStart, mapEnd, scriptsMap())],
  ];
  for (const [file, current, generated] of wanted) {
    if (current === generated) continue;
    if (write) writeFileSync(file, generated);
    else problems.push(`${file} does not match the tiers in scripts/lint/architecture.ts: run tsx scripts/lint/architecture.ts --write`);
  }
  for (const problem of problems) console.error(`architecture: ${problem}`);
  return problems.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.includes('--write'));
