// Names that say where they live (docs/architecture.md): no two modules of src/ share a base name
// in different folders unless they are the same idea in each, listed here with what that idea is.
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, it } from 'vitest';

/** Base names each folder may have for its own instance of one idea. */
const sameIdea: Record<string, string> = {
  state: "a feature's atoms",
  texts: "a feature's interface texts in each language",
  schema: "an internal page's data, as its API answers it",
};

const modules = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? modules(path) : /\.(ts|tsx|js)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** The base names (without extension) of more than one module of `dir`, with their paths. */
function sharedNames(paths: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = basename(path).replace(/\.(ts|tsx|js)$/, '');
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return new Map([...byName].filter(([, found]) => found.length > 1));
}

it('no two modules of src/ share a base name unless they are the same idea', () => {
  const shared = [...sharedNames(modules('src'))].filter(([name]) => !(name in sameIdea));
  expect(shared.map(([name, paths]) => `${name}: ${paths.join(', ')}`)).toEqual([]);
});

it('sees a shared name (what the check above relies on)', () => {
  expect([...sharedNames(['src/a/start.ts', 'src/b/start.tsx', 'src/c/other.ts']).keys()]).toEqual(['start']);
});
