// What the first visit's JavaScript is made of: each file the page fetched, its bytes attributed by
// the build's source map to the module that produced them (the bench builds with hidden source
// maps: the files are byte for byte those a lecturer gets, with no reference to a map), and each
// module given its share of the file's gzip -9 size. Modules of src/ are the portal's own code; a
// library's are counted by package, and those the stack's floor (stack-floor.ts) is made of are
// the stack.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { gz, kb } from './bundle.ts';

/** Where bytes no mapping covers are counted (the bundler's own glue, line breaks). */
const UNMAPPED = '(bundler glue)';

/** A source of a map as the bench names it: src/… for the portal's, node_modules/<package>/… for a library's. */
export function moduleName(source: string): string {
  const inPackages = source.lastIndexOf('node_modules/');
  if (inPackages >= 0) return source.slice(inPackages);
  const own = source.search(/(^|\/)src\//);
  return own >= 0 ? source.slice(source.indexOf('src/', own)) : source.replace(/^(\.\.\/)+/, '');
}

/** The package a module belongs to (`@scope/name` or `name`), or undefined for the portal's own. */
export function packageOf(module: string): string | undefined {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return match?.[1];
}

/** How many of `code`'s characters each module of `map` produced. */
export function charactersByModule(code: string, map: ConstructorParameters<typeof TraceMap>[0]): Map<string, number> {
  const traced = new TraceMap(map);
  const sources = traced.resolvedSources.map((source) => moduleName(source ?? UNMAPPED));
  const lines = code.split('\n');
  const decoded = decodedMappings(traced);
  const weights = new Map<string, number>();
  const add = (module: string, n: number) => n > 0 && weights.set(module, (weights.get(module) ?? 0) + n);
  lines.forEach((line, i) => {
    const segments = decoded[i] ?? [];
    add(UNMAPPED, (segments[0]?.[0] ?? line.length) + (i < lines.length - 1 ? 1 : 0));
    segments.forEach((segment, s) => {
      const end = segments[s + 1]?.[0] ?? line.length;
      add(segment.length > 1 ? sources[segment[1]!]! : UNMAPPED, end - segment[0]);
    });
  });
  return weights;
}

export interface ModuleWeight {
  module: string;
  /** Its share of the gzip -9 bytes of the files it is in. */
  gzip: number;
}

/** The modules of `files` (paths under `dist`, as the network log has them), heaviest first. */
export function moduleWeights(dist: string, files: readonly string[]): ModuleWeight[] {
  const weights = new Map<string, number>();
  for (const file of files) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    // The bundler writes no map for a file of its own making (its runtime): the file is one module.
    const perModule = existsSync(`${path}.map`)
      ? charactersByModule(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')))
      : new Map([[`${UNMAPPED}: ${basename(file)}`, code.length]]);
    const size = gz(path);
    for (const [module, characters] of perModule) weights.set(module, (weights.get(module) ?? 0) + (size * characters) / code.length);
  }
  return [...weights].map(([module, gzip]) => ({ module, gzip })).sort((a, b) => b.gzip - a.gzip);
}

/** The portal's own code, the stack's packages (`stack`: the floor's) and the other libraries, then the heaviest modules. */
export function formatWeights(weights: readonly ModuleWeight[], stack: ReadonlySet<string>, heaviest = 10): string[] {
  const sum = (keep: (w: ModuleWeight) => boolean) => weights.filter(keep).reduce((total, w) => total + w.gzip, 0);
  const inStack = (w: ModuleWeight) => stack.has(packageOf(w.module) ?? '');
  const library = (w: ModuleWeight) => packageOf(w.module) !== undefined;
  const others = [...new Set(weights.filter((w) => library(w) && !inStack(w)).map((w) => packageOf(w.module)))];
  return [
    `the portal's own code (src/)   ${kb(sum((w) => w.module.startsWith('src/'))).padStart(9)}`,
    `the stack's packages           ${kb(sum(inStack)).padStart(9)}  (${[...stack].sort().join(', ')})`,
    `other libraries                ${kb(sum((w) => library(w) && !inStack(w))).padStart(9)}  (${others.join(', ') || 'none'})`,
    `the bundler's glue, other      ${kb(sum((w) => !library(w) && !w.module.startsWith('src/'))).padStart(9)}`,
    `the ${heaviest} heaviest modules:`,
    ...weights.slice(0, heaviest).map((w) => `  ${kb(w.gzip).padStart(9)}  ${w.module}`),
  ];
}
