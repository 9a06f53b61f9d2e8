// M18: the pages the portal block names can do their job. Signed-out users are sent to
// portal.login to sign in, so it is the sign-in page and they may open it; signed-in users are sent
// to portal.home, so they may open it. The guard runs for every route on the way (the node, the
// groups above it, and where its redirects lead), so a `user` node there would send signed-out
// users to login again, and a `guest` node would send signed-in users home again, forever.
import type { Access } from '../../../../schema/manifest.ts';
import type { ManifestIssue } from '../issues.ts';
import type { NodeRef } from '../read.ts';
import { issue, type RuleContext } from './context.ts';

const sides = {
  login: { who: 'signed-out users', closed: 'user', only: 'signed-in users only (access: user, the default)', fix: 'guest' },
  home: { who: 'signed-in users', closed: 'guest', only: 'signed-out users only (access: guest)', fix: 'user' },
} as const satisfies Record<string, { who: string; closed: Access; only: string; fix: Access }>;

export function m18PortalPagesOpen(context: RuleContext): ManifestIssue[] {
  const { portal, nodes } = context;
  if (!portal) return [];
  const issues: ManifestIssue[] = [];
  for (const field of ['login', 'home'] as const) {
    const target = nodes.get(portal.value[field]);
    if (!target?.def) continue; // M15 reports a missing node, M2 a broken one
    const { who, closed, only, fix } = sides[field];
    const say = (text: string) => issues.push(issue('PORTAL_PAGE', portal, [field], `portal.${field}: ${text}`));
    if (field === 'login' && target.def.component !== 'login')
      say(`"${target.id}" is not the sign-in page; ${who} are sent there to sign in, so it needs component: login`);
    const blocking = onTheWay(context, target).find((n) => (n.def?.access ?? 'user') === closed);
    if (blocking?.id === target.id) say(`${who} are sent to "${target.id}" but could not open it: it is for ${only}; use access: ${fix}`);
    else if (blocking) say(`${who} are sent to "${target.id}" but could not open it: on the way, "${blocking.id}" is for ${only}`);
  }
  return issues;
}

/** The nodes whose guards run when `start` is opened: it, the groups above it, and so on down its redirects. */
function onTheWay({ nodes, tree }: RuleContext, start: NodeRef): NodeRef[] {
  const way: NodeRef[] = [];
  const seen = new Set<string>(); // broken redirects (M7) may loop
  for (let at: NodeRef | undefined = start; at && !seen.has(at.id); at = at.def?.redirect ? nodes.get(at.def.redirect) : undefined) {
    seen.add(at.id);
    way.push(at, ...tree.ancestors(at.id).map((a) => nodes.get(a.id)!));
  }
  return way;
}
