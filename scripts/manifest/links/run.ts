// The link check from manifest files to what the command prints and its exit code, apart from
// reading arguments and files (scripts/manifest/links.ts), so the tests can give it their own
// network options.
import { formatIssues } from '../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import { parseFile, type ManifestFile } from '../../../src/model/manifest/parse.ts';
import { readFiles } from '../../../src/model/manifest/read.ts';
import { collectAddresses, mergeAddresses } from './addresses.ts';
import { formatLinkReport, hasBroken, type LinkFormat } from './format.ts';
import { unreviewedSystems } from './ownership.ts';
import { readPortal, UnknownPortalError } from '../files.ts';
import { probeAll, type ProbeOptions } from './probe.ts';

export interface PortalFiles {
  /** How the command names the portal: `dosen`, or a folder's path. */
  portal: string;
  files: ManifestFile[];
}

/** The files of each portal a command was given; an unknown one goes to `fail` (the command's exit 2). */
export function readPortals(portals: readonly string[], fail: (message: string) => never): PortalFiles[] {
  try {
    return portals.map((portal) => ({ portal, files: readPortal(portal) }));
  } catch (error) {
    if (!(error instanceof UnknownPortalError)) throw error;
    return fail(`--portal ${portals[0]}: ${error.message}`);
  }
}

export interface LinkCheckRun {
  stdout: string;
  stderr: string;
  /** 0: every address ok or only redirected elsewhere; 1: a broken address, or a manifest with errors. */
  code: 0 | 1;
}

/**
 * Checks the addresses of the portals. A manifest with errors is not asked about (its addresses may
 * be what is wrong): its errors are printed as by manifest:check, exit 1. `onStart` hears how many
 * addresses are about to be asked.
 */
export async function runLinkCheck(
  portals: readonly PortalFiles[],
  format: LinkFormat,
  options: ProbeOptions,
  onStart: (addresses: number) => void = () => {},
): Promise<LinkCheckRun> {
  const loaded = portals.map(({ portal, files }) => ({ portal, files, ...loadManifest(files) }));
  const broken = loaded.filter((p) => !p.model);
  if (broken.length) {
    return {
      stdout: formatIssues(
        broken.flatMap((p) => p.issues.filter((i) => i.severity === 'error')),
        format,
      ),
      stderr:
        `manifest:links: the manifest has errors (${broken.map((p) => p.portal).join(', ')}); ` +
        'fix them first (npm run manifest:check), then check its addresses',
      code: 1,
    };
  }
  const read = loaded.map(({ portal, files }) => ({ portal, read: readFiles(files.map((f) => parseFile(f).parsed)).read }));
  const addresses = mergeAddresses(read.flatMap((p) => collectAddresses(p.portal, p.read)));
  onStart(addresses.length);
  const results = await probeAll(
    addresses.map((a) => a.url),
    options,
  );
  const report = {
    portals: portals.map((p) => p.portal),
    checked: addresses.map((address, i) => ({ address, result: results[i]! })),
    unreviewed: read.flatMap((p) => unreviewedSystems(p.portal, p.read)),
  };
  return { stdout: formatLinkReport(report, format), stderr: '', code: hasBroken(report) ? 1 : 0 };
}
