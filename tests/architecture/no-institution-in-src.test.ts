// No institution is written in the code: every page that names the university, its short name or
// the account people sign in with takes the words from the manifest (portal.institution), so one
// runtime serves any institution. The names are read from every manifest/*/portal.yaml; a file
// under src/ that holds one of them as a whole word, outside a comment, fails with its file:line.
// Comments may name them (they explain the code, people never see them). An all-capital name (UT)
// matches only as written; the others in any case.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { portalDir, portalIds, projectRoot } from '../../scripts/manifest/files.ts';

/** One institution word from a manifest, and where it was written. */
interface InstitutionName {
  name: string;
  /** manifest/<portal>/portal.yaml institution.<field>. */
  from: string;
}

const fields = ['name', 'shortName', 'account'] as const;

/**
 * The institution's names, short names and accounts (and their English forms) of every portal of
 * manifest/, each name once with every place that writes it.
 */
function institutionNames(): InstitutionName[] {
  const places = new Map<string, string[]>();
  for (const portal of portalIds()) {
    const file = join(portalDir(portal), 'portal.yaml');
    const institution = (parse(readFileSync(file, 'utf8')) as { portal?: { institution?: Record<string, unknown> } } | null)?.portal
      ?.institution;
    const english = (institution?.en ?? {}) as Record<string, unknown>;
    for (const field of fields) {
      for (const [name, path] of [
        [institution?.[field], field],
        [english[field], `en.${field}`],
      ] as const) {
        if (typeof name !== 'string' || name.trim() === '') continue;
        places.set(name, [...(places.get(name) ?? []), `${relative(projectRoot, file)} institution.${path}`]);
      }
    }
  }
  return [...places].map(([name, from]) => ({ name, from: from.join(', ') }));
}

/** A whole-word pattern for `name`: not inside a longer word, any white space between its words. */
function wordPattern(name: string): RegExp {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const abbreviation = !/\p{Ll}/u.test(name);
  return new RegExp(`(?<![\\p{L}\\p{N}_])${words.join('\\s+')}(?![\\p{L}\\p{N}_])`, abbreviation ? 'gu' : 'giu');
}

/** `text` with every comment blanked out, its line breaks kept (so lines still count). */
function withoutComments(file: string, text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  if (/\.css$/.test(file)) return text.replace(/\/\*[\s\S]*?\*\//g, blank);
  if (!/\.(?:[cm]?[jt]sx?)$/.test(file)) return text;
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.jsx') ? 'jsx' : file.endsWith('.ts') ? 'ts' : 'js';
  const parsed = parseSync(file, text, { lang });
  if (parsed.errors.length) throw new Error(`${file}: does not parse: ${parsed.errors[0]!.message}`);
  let out = '';
  let at = 0;
  for (const comment of [...parsed.comments].sort((a, b) => a.start - b.start)) {
    out += text.slice(at, comment.start) + blank(text.slice(comment.start, comment.end));
    at = comment.end;
  }
  return out + text.slice(at);
}

/**
 * `file:line: "found" (where the manifest writes it)` for each institution word in the code of
 * `text`, in the order of the text; a name inside a longer one found at the same place ("UT" in
 * "Akun UT") is not reported again.
 */
function namesIn(file: string, text: string, names: readonly InstitutionName[]): string[] {
  const code = withoutComments(file, text);
  const found = names
    .flatMap(({ name, from }) =>
      [...code.matchAll(wordPattern(name))].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0], from })),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const outer = found.filter(
    (f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
  );
  return outer.map(
    ({ start, text: match, from }) => `${file}:${code.slice(0, start).split('\n').length}: "${match.replace(/\s+/g, ' ')}" (${from})`,
  );
}

/** The files of src/ that hold code, CSS or markup (its one README is documentation). */
const sourceFiles = (): string[] =>
  readdirSync(join(projectRoot, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]sx?|css|html|json|svg)$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))
    .sort();

describe('namesIn', () => {
  const names: InstitutionName[] = [
    { name: 'Universitas Terbuka', from: 'name' },
    { name: 'UT', from: 'shortName' },
    { name: 'Akun UT', from: 'account' },
  ];

  it('finds the names as whole words in code, strings and JSX text, with their lines', () => {
    const text = [
      "const a = 'Masuk dengan Akun UT (UT)';",
      'const b = <p>layanan universitas terbuka</p>;',
      "const c = ['UT:', d].join(' ');",
      'const e = `Universitas',
      '  Terbuka`;',
    ].join('\n');
    expect(namesIn('x.tsx', text, names)).toEqual([
      'x.tsx:1: "Akun UT" (account)',
      'x.tsx:1: "UT" (shortName)',
      'x.tsx:2: "universitas terbuka" (name)',
      'x.tsx:3: "UT" (shortName)',
      'x.tsx:4: "Universitas Terbuka" (name)',
    ]);
  });

  it('passes comments, parts of words and an abbreviation in another case', () => {
    const text = [
      '// Akun UT: the Universitas Terbuka account',
      "/* UT */ const url = 'https://hallo-ut.ut.ac.id'; // UT",
      'const UTC = 7; const ut = output; const UTILS = 1; const mUT = 2;',
      'const p = <p>{/* Universitas Terbuka */}</p>;',
    ].join('\n');
    expect(namesIn('x.tsx', text, names)).toEqual([]);
  });

  it('passes CSS comments and reads other files as they are', () => {
    expect(namesIn('x.css', '/* UT blue */\n.a { color: blue; }', names)).toEqual([]);
    expect(namesIn('x.html', '<title>UT</title>', names)).toEqual(['x.html:1: "UT" (shortName)']);
  });
});

describe('the code under src/', () => {
  const names = institutionNames();

  it('reads the institutions of the portals of manifest/', () => {
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['Universitas Terbuka', 'UT', 'Akun UT']));
  });

  it('names no institution: its words come from the manifest', () => {
    const found = sourceFiles().flatMap((file) => namesIn(file, readFileSync(join(projectRoot, file), 'utf8'), names));
    expect(found).toEqual([]);
  });
});
