// npm run manifest:routes [--portal dosen|mahasiswa] [--json]
// The full route table derived from a portal's manifest.
import { parseArgs } from 'node:util';
import { formatIssues } from '../src/manifest/format.ts';
import { loadManifest } from '../src/manifest/load.ts';
import { routeTable } from '../src/manifest/route-table.ts';
import { readPortal } from './lib/manifest-files.ts';

const { values } = parseArgs({ options: { portal: { type: 'string', default: 'dosen' }, json: { type: 'boolean', default: false } } });
const { model, issues } = loadManifest(readPortal(values.portal!));
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
