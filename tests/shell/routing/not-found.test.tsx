// @vitest-environment jsdom
import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import NotFound from '../../../src/shell/views/NotFound.tsx';
import { createPortalRouter } from '../../../src/shell/routing/create-router.ts';
import { authAtom, createSessionStore, signedOut } from '../../../src/platform/session/state.ts';
import { realModel, stubViews } from '../../support/routing.ts';

describe('unknown paths', () => {
  afterEach(cleanup);

  it.each(['/dashboard/tidak-ada', '/sama-sekali-tidak-ada'])('show the not-found page with a way back (%s)', async (path) => {
    const model = realModel('dosen');
    const store = createSessionStore();
    store.set(authAtom, { ...signedOut, token: 'portal-token' });
    const router = createPortalRouter({
      model,
      views: { ...stubViews, root: Outlet, notFound: NotFound, layouts: { sidebar: Outlet } },
      store,
      loadUser: async () => true,
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    render(
      <ModelProvider model={model}>
        <RouterProvider router={router} />
      </ModelProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/dashboard');
  });
});
