// M5: following `parent` never comes back to the same node (such a node would have no path).
// Each cycle is reported once, at the first of its members.
import type { ManifestIssue } from '../issues.ts';
import { issue, type RuleContext } from './context.ts';

export function m5NoParentCycles({ nodes }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  const reported = new Set<string>();
  for (const node of nodes.values()) {
    if (node.parent === undefined || reported.has(node.id)) continue;
    const chain = [node.id];
    for (let p: string | undefined = node.parent; p !== undefined && nodes.has(p); p = nodes.get(p)!.parent) {
      if (p === node.id) {
        for (const id of chain) reported.add(id);
        issues.push(issue('PARENT_CYCLE', node, ['parent'], `${node.id}: parent cycle ${[...chain, node.id].join(' → ')}`));
        break;
      }
      if (chain.includes(p)) break; // a cycle above this node; reported at its own members
      chain.push(p);
    }
  }
  return issues;
}
