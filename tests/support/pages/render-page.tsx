// Renders one page the way the app does: inside a memory router whose route carries the node id
// (so useCurrentNode works), the portal model context and a session store.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import { langAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import '../../../src/shell/routing/static-data.ts';
import { authAtom, signedOut, type AuthState } from '../../../src/platform/session/state.ts';

// jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => {};

interface Options {
  model: PortalModel;
  /** The manifest node the route stands for. */
  nodeId?: string;
  /** Query string, e.g. "?message=x". */
  search?: string;
  auth?: Partial<AuthState>;
  /** The interface language; the store's default (Indonesian) when left out. */
  lang?: Lang;
}

export async function renderPage(Page: RouteComponent, { model, nodeId, search = '', auth = {}, lang }: Options) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/halaman-uji', component: Page, staticData: { nodeId } });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/halaman-uji${search}`] }),
  });
  const store = createStore();
  store.set(authAtom, { ...signedOut, ...auth });
  if (lang) store.set(langAtom, lang);
  await router.load();
  const view = render(
    <Provider store={store}>
      <ModelProvider model={model}>
        <RouterProvider router={router} />
      </ModelProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
