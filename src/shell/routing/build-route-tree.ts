// The TanStack route tree, built at runtime from the compiled manifest: one route per node.
// A node with children becomes a parent route (its layout, or a plain outlet) whose index route
// does the node's own behaviour; redirects go down to their target; every route runs the guard
// for its node's access.
import {
  createRootRouteWithContext,
  createRoute,
  Outlet,
  redirect,
  type AnyRoute,
  type ParsedLocation,
  type RouteComponent,
} from '@tanstack/react-router';
import type { LayoutKey, PageKey } from '../../../schema/vocabulary.ts';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import type { SessionStore } from '../../platform/session/state.ts';
import { resolveGuard, type LoadUser } from './guard.ts';
import './static-data.ts';

interface RouterContext {
  store: SessionStore;
  loadUser: LoadUser;
}

export interface RouteViews {
  root: RouteComponent;
  notFound: RouteComponent;
  launch: RouteComponent;
  pages: Record<PageKey, RouteComponent>;
  layouts: Record<LayoutKey, RouteComponent>;
}

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

export function buildRouteTree(model: PortalModel, views: RouteViews): AnyRoute {
  const { login: loginPath, home: homePath } = model.portal.paths;

  const guard =
    (node: PortalNode) =>
    ({ context, location }: GuardArgs) => {
      const decision = resolveGuard(node.access, context.store, context.loadUser);
      if (decision === 'to-home') throw redirect({ to: homePath, replace: true });
      if (decision === 'to-login') {
        // Remember where the user was going, so sign-in can bring them back.
        const back = location.pathname === '/' || location.pathname === loginPath ? undefined : location.href;
        throw redirect({ to: loginPath, search: back ? { redirect: back } : {}, replace: true });
      }
    };

  const behaviour = (node: PortalNode) => {
    const b = node.behaviour;
    if (b.kind === 'redirect') {
      const to = model.nodes[b.target]!.path;
      return {
        beforeLoad: () => {
          throw redirect({ to, replace: true });
        },
      };
    }
    return { component: b.kind === 'component' ? views.pages[b.page] : views.launch };
  };

  const routeFor = (node: PortalNode, parent: AnyRoute): AnyRoute => {
    const base = {
      getParentRoute: () => parent,
      path: node.segment === '' ? '/' : node.segment,
      staticData: { nodeId: node.id },
    };
    if (node.children.length === 0) {
      const own = behaviour(node);
      const check = guard(node);
      return createRoute({
        ...base,
        ...own,
        beforeLoad: (args: GuardArgs) => {
          check(args);
          own.beforeLoad?.();
        },
      });
    }
    const route = createRoute({
      ...base,
      component: node.layout ? views.layouts[node.layout] : Outlet,
      beforeLoad: guard(node),
    });
    const index = createRoute({
      getParentRoute: () => route,
      path: '/',
      staticData: { nodeId: node.id },
      ...behaviour(node),
    });
    return route.addChildren([index, ...node.children.map((id) => routeFor(model.nodes[id]!, route))]);
  };

  const root = createRootRouteWithContext<RouterContext>()({ component: views.root, notFoundComponent: views.notFound });
  return root.addChildren(model.roots.map((id) => routeFor(model.nodes[id]!, root)));
}
