// The pages a person reaches before signing in: the sign-in page and the help pages it links to.
// The sign-in page shows those links (src/app/pages/login/LoginPage.tsx); the build lets search engines
// list exactly these pages (scripts/build/robots.ts).
import type { PageKey } from '../../../schema/vocabulary.ts';
import type { PortalModel, PortalNode } from './model.ts';

/** The pages the sign-in page links to, in this order, where the portal has them. */
const helpPages: readonly PageKey[] = ['reset-password', 'about'];

export function signInHelpPages(model: PortalModel): PortalNode[] {
  const nodes = Object.values(model.nodes);
  return helpPages.flatMap((page) => nodes.find((n) => n.behaviour.kind === 'component' && n.behaviour.page === page) ?? []);
}
