// npm run manifest:routes [--portal <id or folder>] [--json]
// The full route table derived from a portal's manifest: a folder of manifest/ by name (default
// dosen), or any folder by its path. An unknown portal exits 2, naming the portals there are.
import { parseArgs } from 'node:util';
import { formatIssues } from '../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';
import { routeTable } from '../../src/model/manifest/route-table.ts';
import { readPortal, UnknownPortalError } from './files.ts';

const { values } = parseArgs({ options: { portal: { type: 'string', default: 'dosen' }, json: { type: 'boolean', default: false } } });
let files: ReturnType<typeof readPortal>;
try {
  files = readPortal(values.portal!);
} catch (error) {
  if (!(error instanceof UnknownPortalError)) throw error;
  console.error(`manifest:routes: --portal ${values.portal}: ${error.message}`);
  process.exit(2);
}
const { model, issues } = loadManifest(files);
if (!model) {
  console.error(formatIssues(issues, 'human'));
  process.exit(1);
}
const rows = routeTable(model);
if (values.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const table = rows.map((r) => [
    `${'  '.repeat(r.depth)}${r.id}`,
    r.path,
    r.access,
    r.kind,
    r.target,
    [r.requires.length ? `requires ${r.requires.join(',')}` : '', r.hidden ? 'hidden' : '', r.mode ?? ''].filter(Boolean).join(' '),
  ]);
  const header = ['id', 'path', 'access', 'kind', 'target', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log([line(header), ...table.map(line)].join('\n'));
}
