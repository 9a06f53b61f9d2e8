// M8: every node does exactly one thing (redirect, component or url), and only groups (redirect
// nodes) have children: a url node opens another site, so its children could never be shown.
import type { ManifestIssue } from '../issues.ts';
import { issue, type RuleContext } from './context.ts';

export function m8OneBehaviour({ nodes, tree }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const node of nodes.values()) {
    const def = node.def;
    if (!def) continue; // schema errors were reported by read.ts
    const behaviours = (['redirect', 'component', 'url'] as const).filter((b) => def[b] !== undefined);
    if (behaviours.length !== 1) {
      const message =
        behaviours.length === 0
          ? `${node.id}: a node needs exactly one of redirect, component or url`
          : `${node.id}: has ${behaviours.join(' and ')}; a node does exactly one of redirect, component or url`;
      issues.push(issue('BEHAVIOUR', node, ['id'], message));
    }
    const children = tree.children.get(node.id);
    if (def.url !== undefined && children) {
      issues.push(
        issue(
          'BEHAVIOUR',
          node,
          ['url'],
          `${node.id}: a url node cannot have children (${children.map((c) => c.id).join(', ')}); make it a group with a redirect`,
        ),
      );
    }
  }
  return issues;
}
