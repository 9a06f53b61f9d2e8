// M3: system names, node ids and announcement ids are defined once across all files; each later
// definition names the first, so an editor of a split manifest finds the other file.
import type { ManifestIssue } from '../issues.ts';
import { issue, positionOf, where, type RuleContext } from './context.ts';

export function m3UniqueIds({ read, systems, nodes, announcements }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const system of read.systems) {
    const first = systems.get(system.value.name)!;
    if (first !== system) {
      issues.push(
        issue(
          'DUPLICATE_ID',
          system,
          [],
          `system "${system.value.name}" already defined at ${where(positionOf(first), positionOf(system))}`,
          { key: true },
        ),
      );
    }
  }
  for (const node of read.nodes) {
    const first = nodes.get(node.id)!;
    if (first !== node)
      issues.push(
        issue(
          'DUPLICATE_ID',
          node,
          ['id'],
          `"${node.id}" already defined at ${where(positionOf(first, ['id']), positionOf(node, ['id']))}`,
        ),
      );
  }
  for (const announcement of read.announcements) {
    const first = announcements.get(announcement.id)!;
    if (first !== announcement) {
      issues.push(
        issue(
          'DUPLICATE_ID',
          announcement,
          ['id'],
          `announcement "${announcement.id}" already defined at ${where(positionOf(first, ['id']), positionOf(announcement, ['id']))}`,
        ),
      );
    }
  }
  return issues;
}
