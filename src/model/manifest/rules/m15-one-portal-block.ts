// M15: exactly one file has the `portal:` block, and its home and login name existing nodes.
// A manifest with no portal block at all is reported by loadManifest (src/model/manifest/load.ts),
// which knows the file names even when no file could be read.
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, positionOf, where, type RuleContext } from './context.ts';

export function m15OnePortalBlock({ read, portal, nodes, ids }: RuleContext): ManifestIssue[] {
  if (!portal) return [];
  const issues = read.portals
    .slice(1)
    .map((extra) =>
      issue('PORTAL', extra, [], `portal is already defined at ${where(positionOf(portal), positionOf(extra))}`, { key: true }),
    );
  for (const field of ['home', 'login'] as const) {
    const id = portal.value[field];
    if (!nodes.has(id)) issues.push(issue('PORTAL', portal, [field], `portal.${field}: no node "${id}"${didYouMean(id, ids)}`));
  }
  return issues;
}
