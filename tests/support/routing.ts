import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { createPortalRouter } from '../../src/shell/routing/create-router.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import type { RouteViews } from '../../src/shell/routing/build-route-tree.ts';
import type { LoadUser } from '../../src/shell/routing/guard.ts';
import { authAtom, createSessionStore, signedOut, userLoadedAtom } from '../../src/platform/session/state.ts';
import { pageKeys, layoutKeys } from '../../schema/vocabulary.ts';

export { realModel } from './real-model.ts';

const stub = () => null;
export const stubViews: RouteViews = {
  root: stub,
  notFound: stub,
  launch: stub,
  pages: Object.fromEntries(pageKeys.map((k) => [k, stub])) as unknown as RouteViews['pages'],
  layouts: Object.fromEntries(layoutKeys.map((k) => [k, stub])) as unknown as RouteViews['layouts'],
};

/** A router over the real model in memory, with a session that is signed in or not. */
export function memoryRouter(model: PortalModel, { signedIn = false, loadUser }: { signedIn?: boolean; loadUser?: LoadUser } = {}) {
  const store = createSessionStore();
  store.set(authAtom, signedIn ? { ...signedOut, token: 'portal-token' } : signedOut);
  const calls: string[] = [];
  const load: LoadUser =
    loadUser ??
    (async (s) => {
      calls.push('load-user');
      s.set(userLoadedAtom, true);
      return true;
    });
  const router = createPortalRouter({
    model,
    views: stubViews,
    store,
    loadUser: load,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const go = async (href: string) => {
    await router.navigate({ href });
    return router.state.location;
  };
  return { router, store, go, calls };
}

/** The route tree as indented text: path, node id and what the route does. */
export function printTree(route: AnyRoute, model: PortalModel, depth = 0): string[] {
  const children = (route.children ?? []) as AnyRoute[];
  const path = (route.options as { path?: string }).path;
  const nodeId = route.options.staticData?.nodeId as string | undefined;
  const node = nodeId ? model.nodes[nodeId] : undefined;
  const b = node?.behaviour;
  const what = !node
    ? 'root'
    : children.length && path !== '/'
      ? `${node.layout ? `layout ${node.layout}` : 'outlet'} [${node.access}]`
      : b?.kind === 'redirect'
        ? `→ ${model.nodes[b.target]!.path}`
        : b?.kind === 'component'
          ? `page ${b.page}`
          : `launch ${b?.kind === 'url' ? b.template : ''}`;
  const line = `${'  '.repeat(depth)}${path ?? '(root)'}  ${nodeId ?? ''}  ${what}`;
  return [line.trimEnd(), ...children.flatMap((c) => printTree(c, model, depth + 1))];
}
