// npm run manifest:links [--portal <id or folder>] [--format human|github|json]
// Asks every address of the menu whether it still answers: each system's address, and each fixed
// address an item adds to it (up to its first placeholder). Every portal by default (each folder of
// manifest/ that holds .yaml files). Exit 1 when an address is broken (or the manifest has errors),
// 0 when all are ok or only redirected elsewhere, 2 for a bad argument or an unknown portal.
import { parseArgs } from 'node:util';
import { defaultProbeOptions } from './links/probe.ts';
import { readPortals, runLinkCheck } from './links/run.ts';
import type { LinkFormat } from './links/format.ts';
import { portalIds } from './files.ts';

const usage = `usage: npm run manifest:links -- [--portal <name>] [--format human|github|json]

  --portal    only this portal: a folder of manifest/ by name, or any folder by its path
              (default: every portal)
  --format    human (default), github (::error / ::warning annotations for CI) or json`;

function fail(message: string): never {
  console.error(`manifest:links: ${message}`);
  process.exit(2);
}

function args(): { portals: string[]; format: LinkFormat } {
  try {
    const { values } = parseArgs({
      options: { portal: { type: 'string' }, format: { type: 'string', default: 'human' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (!['human', 'github', 'json'].includes(values.format!))
      throw new Error(`unknown --format ${values.format}; use human, github or json`);
    const portals = values.portal === undefined ? portalIds() : [values.portal];
    if (!portals.length) throw new Error('no portals: manifest/ has no folder that holds .yaml files');
    return { portals, format: values.format as LinkFormat };
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
}

const { portals, format } = args();
const loaded = readPortals(portals, fail);

const options = defaultProbeOptions;
const { stdout, stderr, code } = await runLinkCheck(loaded, format, options, (count) => {
  if (format !== 'json') {
    console.error(
      `Checking ${count} addresses of ${portals.join(', ')} (${options.concurrency} at a time, at most ${options.deadlineMs / 1000} s each) …`,
    );
  }
});
if (stdout) console.log(stdout);
if (stderr) console.error(stderr);
process.exit(code);
