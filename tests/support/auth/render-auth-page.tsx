// Renders the login or logout page at a real URL in a memory router with the routes they link to.
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
import { Provider } from 'jotai';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { authAtom, createSessionStore, signedOut, signInProgressAtom, type AuthState } from '../../../src/platform/session/state.ts';
import { realModel } from '../real-model.ts';

window.scrollTo = () => {};

export async function renderAuthPage(
  Page: RouteComponent,
  url: string,
  auth: Partial<AuthState> = {},
  model: PortalModel = realModel('dosen'),
) {
  const root = createRootRoute({ component: Outlet });
  const at = (path: string, component: RouteComponent = () => <p>{path}</p>) =>
    createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([
      at('/login', Page),
      at('/logout', Page),
      at('/logout/success', Page),
      at('/dashboard'),
      at('/dashboard/penunjang'),
      at('/reset-password'),
      at('/about'),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const store = createSessionStore();
  const { isLoadingLogin = false, isRequestSuccess = false, errorMessage = null, ...signIn } = auth;
  store.set(authAtom, { ...signedOut, ...signIn });
  store.set(signInProgressAtom, { isLoadingLogin, isRequestSuccess, errorMessage });
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
