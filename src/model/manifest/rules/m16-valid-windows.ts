// M16: a time window (of a node, an announcement or a system's maintenance) is readable and opens
// before it closes, and never switches off a page that everyone must reach: the portal's home and
// login nodes (and the groups above them), a redirect target and the nodes between a group and its
// target (the group would lead nowhere).
import { formatJakartaTime, timeFormatHint } from '../../time/jakarta.ts';
import type { ManifestIssue } from '../issues.ts';
import { issue, windowBounds, type RuleContext } from './context.ts';

export const m16ValidWindows = (context: RuleContext): ManifestIssue[] => [
  ...readableBounds(context),
  ...portalNodes(context),
  ...redirectTargets(context),
];

/** Bounds are Jakarta times and the window opens before it closes. */
function readableBounds({ windows }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const { place, at, owner, boundPrefix, window } of windows) {
    if (window.from === undefined && window.until === undefined) {
      issues.push(issue('BAD_WINDOW', place, at, `${owner}: a window needs from, until or both`));
      continue;
    }
    const { from, until, unreadable } = windowBounds(window);
    for (const edge of unreadable) {
      issues.push(
        issue(
          'BAD_WINDOW',
          place,
          [...at, edge],
          `${owner}: ${boundPrefix}${edge} "${window[edge]}" is not a time; write ${timeFormatHint} (Asia/Jakarta time, WIB)`,
        ),
      );
    }
    if (!unreadable.length && from !== undefined && until !== undefined && from >= until) {
      const message = `${owner}: the window never opens: it starts ${formatJakartaTime(from, 'en')} WIB but ends ${formatJakartaTime(until, 'en')} WIB (until is exclusive; a date alone means the end of that day)`;
      issues.push(issue('BAD_WINDOW', place, [...at, 'until'], message));
    }
  }
  return issues;
}

/** No window on the portal's home or login node, nor on a group above them. */
function portalNodes({ portal, nodes, tree }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const field of ['home', 'login'] as const) {
    const target = portal && nodes.get(portal.value[field]);
    if (!target) continue;
    for (const holder of [target, ...tree.ancestors(target.id)]) {
      const windowed = nodes.get(holder.id);
      if (windowed?.def?.window === undefined) continue;
      const what = holder.id === target.id ? `is the portal's ${field} node` : `contains the portal's ${field} node "${target.id}"`;
      issues.push(
        issue('BAD_WINDOW', windowed, ['window'], `${holder.id}: cannot have a window: it ${what}, which must always be there`, {
          key: true,
        }),
      );
    }
  }
  return issues;
}

/** No window on a redirect target or on a node between the redirecting group and its target. */
function redirectTargets({ nodes, tree }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const node of nodes.values()) {
    const target = node.def?.redirect === undefined ? undefined : nodes.get(node.def.redirect);
    if (!target) continue;
    const ancestors = tree.ancestors(target.id);
    const upTo = ancestors.findIndex((a) => a.id === node.id); // -1: the root "/", which may redirect anywhere
    const path = [target, ...(upTo === -1 ? ancestors : ancestors.slice(0, upTo))];
    const windowed = path.map((n) => nodes.get(n.id)!).find((n) => n.def?.window !== undefined);
    if (windowed) {
      const via = windowed.id === target.id ? '' : ` lies below "${windowed.id}", which`;
      issues.push(
        issue(
          'BAD_WINDOW',
          node,
          ['redirect'],
          `${node.id}: redirect target "${target.id}"${via} has a time window; redirect to an item that is always there`,
        ),
      );
    }
  }
  return issues;
}
