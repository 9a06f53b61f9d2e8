// W2: a node below a hidden node that no redirect leads to: no click reaches it, which is
// probably a mistake but breaks nothing.
import type { ManifestIssue } from '../issues.ts';
import { issue, type RuleContext } from './context.ts';

export function w2UnreachableNodes({ read, nodes, tree }: RuleContext): ManifestIssue[] {
  const redirectTargets = new Set(read.nodes.map((n) => n.def?.redirect));
  const issues: ManifestIssue[] = [];
  for (const node of nodes.values()) {
    const hiddenAncestor = tree.ancestors(node.id).find((a) => nodes.get(a.id)?.def?.hidden);
    if (hiddenAncestor && !node.def?.hidden && !redirectTargets.has(node.id)) {
      const message = `${node.id}: not reachable from the menu: its ancestor "${hiddenAncestor.id}" is hidden and no redirect leads here`;
      issues.push(issue('UNREACHABLE', node, ['id'], message, { severity: 'warning' }));
    }
  }
  return issues;
}
