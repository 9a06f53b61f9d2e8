// Functions of one job (docs/architecture.md): no top-level function of src/ is over 100 lines as
// written, JSX and comments included. Biome's noExcessiveLinesPerFunction holds every function to
// 100 but counts neither the lines inside JSX nor comments; this counts a top-level function from
// its first line to its closing brace at the start of a line (how the formatter writes them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const MAX_LINES = 100;

const modules = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? modules(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

const start = /^(export )?(default )?(async )?function [\w$]+|^(export )?const [\w$]+ = (async )?\(/;

/** The top-level functions of `text` longer than MAX_LINES: their first line and length. */
function longFunctions(text: string): { line: number; lines: number }[] {
  const long: { line: number; lines: number }[] = [];
  let from: number | undefined;
  text.split('\n').forEach((line, index) => {
    if (from === undefined && start.test(line) && !line.trimEnd().endsWith(';')) from = index;
    else if (from !== undefined && /^[})]/.test(line)) {
      if (index - from + 1 > MAX_LINES) long.push({ line: from + 1, lines: index - from + 1 });
      from = undefined;
    }
  });
  return long;
}

it(`no top-level function of src/ is over ${MAX_LINES} lines`, () => {
  const found = modules('src').flatMap((file) =>
    longFunctions(readFileSync(file, 'utf8')).map(({ line, lines }) => `${file}:${line} (${lines} lines)`),
  );
  expect(found).toEqual([]);
});

it('counts a function to its closing brace (what the check above relies on)', () => {
  const body = Array.from({ length: MAX_LINES }, (_, i) => `  step${i}();`).join('\n');
  expect(longFunctions(`export function short() {\n  a();\n}\nfunction long() {\n${body}\n}\n`)).toEqual([
    { line: 4, lines: MAX_LINES + 2 },
  ]);
});
