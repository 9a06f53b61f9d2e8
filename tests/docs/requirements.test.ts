// @vitest-environment node
// docs/requirements.md is the product's requirements in the project's own words; code, tests and
// documents cite its ids. This keeps the two in step: every path it names exists (and every
// manifest node it names), every id cited anywhere exists in it, its ids are unique, its gaps are
// the rows without a test, and nothing cites the outside specification any more.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const docPath = 'docs/requirements.md';
const doc = readFileSync(join(root, docPath), 'utf8');
const self = relative(root, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/');

/** Repository files under `dir`, as repository paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The code whose comments and test names cite requirements. */
const codeFiles = ['src', 'scripts', 'tests'].flatMap(filesUnder).filter((path) => path !== self);
/** Other documents that may cite requirements too. */
const otherDocs = [...filesUnder('docs').filter((p) => p.endsWith('.md') && p !== docPath), 'README.md'];

interface Row {
  id: string;
  where: string;
  tests: string;
  line: number;
}

const rows: Row[] = doc.split('\n').flatMap((text, index) => {
  if (!/^\|\s*R-/.test(text)) return [];
  const cells = text
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
  if (cells.length !== 4) throw new Error(`${docPath}:${index + 1}: a requirement row has 4 cells, this one ${cells.length}`);
  const [id = '', , where = '', tests = ''] = cells;
  return [{ id, where, tests, line: index + 1 }];
});
const ids = new Set(rows.map((row) => row.id));
const areas = new Set(rows.map((row) => row.id.replace(/-\d+$/, '')));

/** A cited path with an optional `#node` fragment (manifest node id). */
interface Citation {
  path: string;
  fragment?: string;
}

const repoDirs = /^(?:src|tests|scripts|manifest|docs|schema|deploy|public|auth|dev)\//;
const rootFile = /^\.?[\w-]+(?:\.[\w-]+)*\.(?:md|json|ts|js|html|yaml|example|template)$/;

function citedPaths(text: string): Citation[] {
  const found: Citation[] = [];
  const add = (token: string) => {
    const [path = '', fragment] = token.split('#');
    found.push(fragment === undefined ? { path } : { path, fragment });
  };
  // `path` and `path#node` in code spans.
  for (const [, token = ''] of text.matchAll(/`([^`\s]+)`/g)) if (repoDirs.test(token) || rootFile.test(token)) add(token);
  // A path outside a code span is cited too.
  const prose = text.replace(/`[^`]*`/g, '');
  for (const [token = ''] of prose.matchAll(/(?<![\w/.-])(?:src|tests|scripts|manifest|schema|deploy)\/[\w./-]*\.\w+/g)) add(token);
  // Markdown links are relative to docs/.
  for (const [, target = ''] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    add(posix.normalize(posix.join('docs', target)));
  }
  return found;
}

const idPattern = /\bR-([A-Z]+)(?:-(\d+))?\b/g;

function unknownIds(text: string): string[] {
  return [...text.matchAll(idPattern)]
    .map(([cited]) => cited)
    .filter((cited) => (/-\d+$/.test(cited) ? !ids.has(cited) : !areas.has(cited)));
}

describe(`${docPath}`, () => {
  it('has requirements in every area', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const area of ['ROUTE', 'LAUNCH', 'GUARD', 'SESSION', 'SIGNIN', 'LOGOUT', 'ROLE', 'API', 'INPUT', 'ERR', 'CONST']) {
      expect(areas, area).toContain(`R-${area}`);
    }
  });

  it('names only files that exist, and only manifest nodes that exist', () => {
    const missing: string[] = [];
    for (const { path, fragment } of citedPaths(doc)) {
      const file = join(root, path);
      if (!existsSync(file)) {
        missing.push(path);
        continue;
      }
      if (fragment === undefined) continue;
      const node = new RegExp(`^\\s*-\\s+id:\\s*${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm');
      if (!path.endsWith('.yaml') || !statSync(file).isFile() || !node.test(read(path))) missing.push(`${path}#${fragment}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives every requirement its code and its tests (unit or browser), or says "no test"', () => {
    for (const row of rows) {
      expect(row.where, `${row.id}: where`).toMatch(/`/);
      if (row.tests === 'no test') continue;
      const tests = citedPaths(row.tests).map((c) => c.path);
      expect(tests.length, `${row.id}: tests`).toBeGreaterThan(0);
      for (const path of tests) expect(path, row.id).toMatch(/^tests\/.+\.(?:test|e2e)\.tsx?$/);
    }
  });

  it('has unique ids', () => {
    const seen = new Map<string, number>();
    const duplicates = rows.filter((row) => seen.has(row.id) || !seen.set(row.id, row.line)).map((row) => `${row.id} (line ${row.line})`);
    expect(duplicates).toEqual([]);
    for (const row of rows) expect(row.id).toMatch(/^R-[A-Z]+-\d+$/);
  });

  it('lists under "Gaps" exactly the requirements without a test', () => {
    const gaps = doc.split(/^## Gaps$/m)[1] ?? '';
    const listed = [...gaps.matchAll(/^- (R-[A-Z]+-\d+):/gm)].map(([, id]) => id);
    const untested = rows.filter((row) => row.tests === 'no test').map((row) => row.id);
    expect(listed).toEqual(untested);
  });

  it('refers only to its own ids', () => {
    expect(unknownIds(doc)).toEqual([]);
  });
});

describe('citations of the requirements', () => {
  it('src/, scripts/, tests/ and the other documents cite only ids that exist in docs/requirements.md', () => {
    const unknown = [...codeFiles, ...otherDocs].flatMap((path) => unknownIds(read(path)).map((id) => `${path}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('src/, scripts/ and tests/ no longer cite the outside specification', () => {
    const spec = /SPEC\.md|\bSPEC\b|§\s?\d/;
    expect(codeFiles.filter((path) => spec.test(read(path)))).toEqual([]);
  });
});
