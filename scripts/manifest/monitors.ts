// npm run manifest:monitors [--portal <id or folder>] [--origin [<portal>=]<address>]… [--format human|github|json]
// Asks each portal's live status page (portal.status) and lists, at their file:line, every system
// whose monitor is not on it, every monitor name several monitors share, and the page's monitors no
// system names (scripts/manifest/links/monitors.ts). Every portal that reads a status page by default.
// Exit 1 when a system names a monitor the page does not have or a page cannot be read (or the
// manifest has errors), 0 otherwise, 2 for a bad argument or an unknown portal.
import { parseArgs } from 'node:util';
import type { LinkFormat } from './links/format.ts';
import { type Origins, runMonitorCheck } from './links/monitors.ts';
import { readPortals } from './links/run.ts';
import { portalIds } from './files.ts';

const usage = `usage: npm run manifest:monitors -- [--portal <name>] [--origin [<portal>=]<address>]… [--format human|github|json]

  --portal    only this portal: a folder of manifest/ by name, or any folder by its path
              (default: every portal)
  --origin    the portal's public address (https://dosen.example.ac.id), when its status.url is a
              path on it: the page is asked through the portal's web server, as browsers ask it.
              <portal>=<address> for one portal; a bare address for all. Repeat for several.
  --format    human (default), github (::error / ::warning / ::notice annotations for CI) or json`;

function fail(message: string): never {
  console.error(`manifest:monitors: ${message}`);
  process.exit(2);
}

function args(): { portals: string[]; origins: Origins; format: LinkFormat } {
  try {
    const { values } = parseArgs({
      options: {
        portal: { type: 'string' },
        origin: { type: 'string', multiple: true, default: [] },
        format: { type: 'string', default: 'human' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (!['human', 'github', 'json'].includes(values.format!))
      throw new Error(`unknown --format ${values.format}; use human, github or json`);
    const origins = new Map<string, string>();
    for (const option of values.origin!) {
      const [, portal = '*', address = ''] = /^(?:([^=]+)=)?(.*)$/.exec(option)!;
      if (!/^https?:\/\/[^/?#]+\/?$/.test(address))
        throw new Error(`--origin ${option}: give an address such as https://dosen.example.ac.id`);
      origins.set(portal, address);
    }
    const portals = values.portal === undefined ? portalIds() : [values.portal];
    if (!portals.length) throw new Error('no portals: manifest/ has no folder that holds .yaml files');
    return { portals, origins, format: values.format as LinkFormat };
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
}

const { portals, origins, format } = args();
const loaded = readPortals(portals, fail);
const { stdout, stderr, code } = await runMonitorCheck(loaded, origins, format);
if (stdout) console.log(stdout);
if (stderr) console.error(stderr);
process.exit(code);
