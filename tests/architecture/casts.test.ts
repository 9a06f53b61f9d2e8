// The code under src/ states what a value is with types, not with casts that switch the type check
// off: no `as never`, `as any` or `as unknown as` (nor their `<never>x` forms). The files are read
// with the TypeScript parser Vite ships, so a comment or a string that mentions a cast does not count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, Visitor, type ESTree } from 'vite';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/manifest/files.ts';

type Assertion = ESTree.TSAsExpression | ESTree.TSTypeAssertion;

/** The expression inside any parentheses. */
const unwrapped = (expression: ESTree.Expression): ESTree.Expression =>
  expression.type === 'ParenthesizedExpression' ? unwrapped(expression.expression) : expression;

/** How a message names the cast, or undefined for an assertion to any other type. */
function castOf(node: Assertion): string | undefined {
  const target = node.typeAnnotation.type;
  if (target === 'TSNeverKeyword') return 'as never';
  if (target === 'TSAnyKeyword') return 'as any';
  const inner = unwrapped(node.expression);
  const twice = (inner.type === 'TSAsExpression' || inner.type === 'TSTypeAssertion') && inner.typeAnnotation.type === 'TSUnknownKeyword';
  return twice ? 'as unknown as' : undefined;
}

/** `file:line: cast` for every cast in `text`, or the parser's complaint when it cannot read the file. */
function castsIn(file: string, text: string): string[] {
  const parsed = parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (parsed.errors.length) return [`${file}: does not parse: ${parsed.errors[0]!.message}`];
  const found: string[] = [];
  const report = (node: Assertion) => {
    const cast = castOf(node);
    if (cast) found.push(`${file}:${text.slice(0, node.start).split('\n').length}: ${cast}`);
  };
  new Visitor({ TSAsExpression: report, TSTypeAssertion: report }).visit(parsed.program);
  return found;
}

describe('castsIn', () => {
  it('names each kind of cast with its line', () => {
    const text = [
      'const a = b as never;',
      'const c = (d as unknown) as E;',
      'const f = g as unknown as H;',
      'const i = <any>j;',
      'const k = l as any as M;',
    ].join('\n');
    expect(castsIn('x.ts', text)).toEqual([
      'x.ts:1: as never',
      'x.ts:2: as unknown as',
      'x.ts:3: as unknown as',
      'x.ts:4: as any',
      'x.ts:5: as any',
    ]);
  });

  it('passes comments, strings, other assertions and JSX text', () => {
    const text = [
      '// a cast: b as never',
      "/* c as unknown as D */ const e = 'f as any';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as a file would hold it
      'const g = `h as never ${i as const}`;',
      'const j = k as unknown;',
      'const l = m as N;',
      'export const O = () => <p>as any other page</p>;',
    ].join('\n');
    expect(castsIn('x.tsx', text)).toEqual([]);
  });
});

describe('src/', () => {
  it('has no cast to never, any or through unknown', () => {
    const src = join(projectRoot, 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => castsIn(`src/${file.replaceAll('\\', '/')}`, readFileSync(join(src, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
