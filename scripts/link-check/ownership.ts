// The systems nobody answers for yet: without an `owner`, or without a `reviewed` date (docs/
// manifest.md, "Owners and review dates"). manifest:check does not warn about them on every run;
// the link check lists them after the addresses, so that editors fill them in over time. Pure.
import type { Position } from '../../src/model/manifest/issues.ts';
import type { ReadManifest } from '../../src/model/manifest/read.ts';

export interface Unreviewed extends Position {
  portal: string;
  system: string;
  missing: ('owner' | 'reviewed')[];
}

export function unreviewedSystems(portal: string, read: ReadManifest): Unreviewed[] {
  return read.systems.flatMap(({ value, file, path }) => {
    const missing = [
      ...(value.owner === undefined ? ['owner' as const] : []),
      ...(value.reviewed === undefined ? ['reviewed' as const] : []),
    ];
    return missing.length ? [{ portal, system: value.name, missing, ...file.at(path, { key: true }) }] : [];
  });
}

const what = { owner: 'no owner', reviewed: 'no reviewed date' } as const;

/** `tuton: no owner, no reviewed date` */
export const unreviewedText = (s: Unreviewed) => `${s.system}: ${s.missing.map((m) => what[m]).join(', ')}`;
