// M6: every node has its own URL: sibling path segments are unique, and the empty segment (the
// root "/") is only allowed at the top level.
import type { ManifestIssue } from '../issues.ts';
import type { NodeRef } from '../read.ts';
import { issue, positionOf, where, type RuleContext } from './context.ts';

export function m6UniquePaths({ nodes, tree }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const node of nodes.values()) {
    if (node.def?.path === '' && node.parent !== undefined) {
      issues.push(issue('DUPLICATE_PATH', node, ['path'], `${node.id}: an empty path is only allowed on a top-level node (the root "/")`));
    }
  }
  for (const siblings of [tree.roots, ...tree.children.values()]) {
    const seen = new Map<string, NodeRef>();
    for (const sibling of siblings) {
      const first = seen.get(sibling.segment);
      const field = sibling.def?.path !== undefined ? 'path' : 'id';
      if (!first) seen.set(sibling.segment, sibling);
      else {
        const usedAt = where(positionOf(first, ['id']), positionOf(sibling, [field]));
        issues.push(
          issue(
            'DUPLICATE_PATH',
            sibling,
            [field],
            `${sibling.id}: path "${tree.pathOf(sibling.id) ?? sibling.segment}" is already used by "${first.id}" at ${usedAt}`,
          ),
        );
      }
    }
  }
  return issues;
}
