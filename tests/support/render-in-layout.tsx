// Renders `Layout` as the root of a memory router at /dashboard (every other path a blank page,
// or `page`), with the portal model and a session store: how the signed-in layout and its parts
// (header, sidebar, search) run in the app.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { ModelProvider } from '../../src/platform/core/model-context.tsx';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import type { SessionStore } from '../../src/platform/session/state.ts';

// jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => {};

export async function renderInLayout(
  Layout: RouteComponent,
  { model, store, page = () => null }: { model: PortalModel; store: SessionStore; page?: RouteComponent },
) {
  const root = createRootRoute({ component: Layout });
  const splat = createRoute({ getParentRoute: () => root, path: '$', component: page });
  const router = createRouter({ routeTree: root.addChildren([splat]), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  await router.load();
  render(
    <Provider store={store}>
      <ModelProvider model={model}>
        <RouterProvider router={router} />
      </ModelProvider>
    </Provider>,
  );
  return router;
}
