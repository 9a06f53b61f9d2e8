// The few paths the sign-in and sign-out flows need, taken from the manifest like every other path.
import { useMemo } from 'react';
import type { PortalModel, PortalNode } from '../manifest/model.ts';
import { useModel } from './model-context.tsx';

export interface PortalPaths {
  /** Where a signed-in user lands (portal.home). */
  home: string;
  /** Where signed-out users are sent (portal.login). */
  login: string;
  /** Where the identity provider returns a mobile app after sign-out: the logout page's own child page. */
  signedOut: string;
}

const isLogoutPage = (node: PortalNode | undefined) => node?.behaviour.kind === 'component' && node.behaviour.page === 'logout';

export function portalPaths(model: PortalModel): PortalPaths {
  const login = model.nodes[model.portal.login]!.path;
  const logout = Object.values(model.nodes).find((n) => isLogoutPage(n) && !isLogoutPage(n.parent ? model.nodes[n.parent] : undefined));
  const done = logout?.children.map((id) => model.nodes[id]).find(isLogoutPage);
  return { home: model.nodes[model.portal.home]!.path, login, signedOut: done?.path ?? logout?.path ?? login };
}

export function usePortalPaths(): PortalPaths {
  const model = useModel();
  return useMemo(() => portalPaths(model), [model]);
}
