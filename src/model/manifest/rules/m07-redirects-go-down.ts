// M7: a redirect names an existing node below the redirecting one, so redirects cannot loop; the
// root "/" is the exception and may redirect anywhere but to itself.
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, segmentOf, type RuleContext } from './context.ts';

export function m7RedirectsGoDown({ nodes, ids, tree }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const node of nodes.values()) {
    const redirect = node.def?.redirect;
    if (redirect === undefined) continue;
    const target = nodes.get(redirect);
    const isRoot = node.parent === undefined && segmentOf(node) === '';
    if (!target)
      issues.push(
        issue('BAD_REDIRECT', node, ['redirect'], `${node.id}: redirect target "${redirect}" does not exist${didYouMean(redirect, ids)}`),
      );
    else if (!isRoot && !tree.ancestors(target.id).some((a) => a.id === node.id)) {
      issues.push(
        issue('BAD_REDIRECT', node, ['redirect'], `${node.id}: redirect target "${redirect}" is not a descendant of "${node.id}"`),
      );
    } else if (isRoot && target.id === node.id)
      issues.push(issue('BAD_REDIRECT', node, ['redirect'], `${node.id}: a node cannot redirect to itself`));
  }
  return issues;
}
