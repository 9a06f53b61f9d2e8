// The systems nobody answers for yet: without an `owner`, a `reviewed` date or a `source` (docs/
// manifest.md, "Owners and review dates" and "Sources"). manifest:check does not warn about a
// missing owner or date on every run (a missing source of a confirmed address is W5); the link
// check lists all three after the addresses, so that editors fill them in over time. Pure.
import type { Position } from '../../../src/model/manifest/issues.ts';
import type { ReadManifest } from '../../../src/model/manifest/read.ts';

export interface Unreviewed extends Position {
  portal: string;
  system: string;
  missing: ('owner' | 'reviewed' | 'source')[];
}

export function unreviewedSystems(portal: string, read: ReadManifest): Unreviewed[] {
  return read.systems.flatMap(({ value, file, path }) => {
    const missing = [
      ...(value.owner === undefined ? ['owner' as const] : []),
      ...(value.reviewed === undefined ? ['reviewed' as const] : []),
      ...(value.source === undefined ? ['source' as const] : []),
    ];
    return missing.length ? [{ portal, system: value.name, missing, ...file.at(path, { key: true }) }] : [];
  });
}

const what = { owner: 'no owner', reviewed: 'no reviewed date', source: 'no source' } as const;

/** `tuton: no owner, no reviewed date, no source` */
export const unreviewedText = (s: Unreviewed) => `${s.system}: ${s.missing.map((m) => what[m]).join(', ')}`;
