// @vitest-environment jsdom
// "Preview as role" (dev only): the session with other roles, in memory; the real session comes
// back when the preview ends, and the rest of the app's writes during a preview are kept.
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PreviewSlot from '../../src/dev/preview/PreviewAsRole.tsx';
import { freshIdToken } from '../../src/dev/preview/fresh-id-token.ts';
import { absorbWrite, endPreview, followSession, previewAtom, previewedAuth, realRole, showRole } from '../../src/dev/preview/state.ts';
import { clearSession, patchAuth } from '../../src/session/session.ts';
import { authAtom, createSessionStore, signedOut, type AuthState, type SessionStore } from '../../src/session/state.ts';
import '../ui/support/dom.ts';

const fresh = vi.hoisted(() => ({ freshIdToken: vi.fn(async () => 'msal-id') }));
vi.mock('../../src/auth/fresh-id-token.ts', () => fresh);

const real: AuthState = {
  ...signedOut,
  token: 'portal-token',
  idToken: 'real-id',
  nip: '1987',
  statusAsesor: false,
  accessLkam: true,
  userInfo: { nip: '1987', nama: 'Dr. Budi', statusAsesor: false, accessLkam: true },
};

let store: SessionStore;
beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  store = createSessionStore();
  store.set(authAtom, real);
});

const stored = () => (JSON.parse(localStorage.getItem('vuex') ?? 'null') as { auth: AuthState } | null)?.auth;

describe('preview state', () => {
  it('shows the chosen roles, with or without the id token, keeping everything else', () => {
    const shown = previewedAuth(real, { statusAsesor: true, accessLkam: false, withIdToken: false });
    expect(shown).toMatchObject({ token: 'portal-token', nip: '1987', statusAsesor: true, accessLkam: false, idToken: null });
    expect(shown.userInfo).toMatchObject({ nama: 'Dr. Budi', statusAsesor: true, accessLkam: false });
    expect(realRole(real)).toEqual({ statusAsesor: false, accessLkam: true, withIdToken: true });
  });

  it('ending the preview restores the real session, in memory and in storage', () => {
    showRole(store, { statusAsesor: true, accessLkam: false, withIdToken: false });
    expect(store.get(authAtom)).toMatchObject({ statusAsesor: true, accessLkam: false, idToken: null });
    showRole(store, { statusAsesor: false, accessLkam: false, withIdToken: true }); // a second change keeps the first real session
    expect(store.get(previewAtom)?.real).toBe(real);
    endPreview(store);
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom)).toEqual(real);
    expect(stored()).toEqual(real);
  });

  it('what the app writes during a preview is real: the profile arriving, a fresh id token', () => {
    const unfollow = followSession(store);
    showRole(store, { statusAsesor: true, accessLkam: false, withIdToken: false });
    patchAuth(store, { namaTanpaGelar: 'Budi', statusAsesor: false, userInfo: { ...real.userInfo, nama: 'Dr. Budi S.' } });
    patchAuth(store, { idToken: 'renewed-id' });
    // still previewed …
    expect(store.get(authAtom)).toMatchObject({ namaTanpaGelar: 'Budi', statusAsesor: true, accessLkam: false, idToken: null });
    expect(store.get(authAtom).userInfo).toMatchObject({ nama: 'Dr. Budi S.', statusAsesor: true });
    // … and the real session learnt the writes
    expect(store.get(previewAtom)?.real).toMatchObject({
      namaTanpaGelar: 'Budi',
      statusAsesor: false,
      accessLkam: true,
      idToken: 'renewed-id',
    });
    expect(store.get(previewAtom)?.real.userInfo).toMatchObject({ nama: 'Dr. Budi S.', statusAsesor: false, accessLkam: true });
    endPreview(store);
    expect(store.get(authAtom)).toMatchObject({ namaTanpaGelar: 'Budi', statusAsesor: false, accessLkam: true, idToken: 'renewed-id' });
    unfollow();
  });

  it('signing out ends the preview without bringing the session back', () => {
    const unfollow = followSession(store);
    showRole(store, { statusAsesor: true, accessLkam: true, withIdToken: true });
    clearSession(store);
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom).token).toBeNull();
    endPreview(store);
    expect(store.get(authAtom).token).toBeNull();
    unfollow();
  });

  it('absorbWrite takes exactly the fields that changed', () => {
    const shown = previewedAuth(real, { statusAsesor: true, accessLkam: true, withIdToken: false });
    expect(absorbWrite(real, shown, { ...shown })).toEqual(real);
    expect(absorbWrite(real, shown, { ...shown, token2: 'calendar' })).toEqual({ ...real, token2: 'calendar' });
  });

  it("the launcher's id token: withheld while previewing without it, the real one otherwise", async () => {
    expect(await freshIdToken(store)).toBe('msal-id');
    showRole(store, { ...realRole(real), withIdToken: false });
    expect(await freshIdToken(store)).toBeNull();
    expect(fresh.freshIdToken).toHaveBeenCalledTimes(1);
    showRole(store, { ...realRole(real), withIdToken: true });
    expect(await freshIdToken(store)).toBe('msal-id');
  });
});

describe('preview panel', () => {
  const renderPanel = () => {
    const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
    return render(
      <Provider store={store}>
        <RouterContextProvider router={router}>
          <Suspense fallback={null}>
            <PreviewSlot />
          </Suspense>
        </RouterContextProvider>
      </Provider>,
    );
  };

  it('switches roles from the panel, shows a banner while previewing, and goes back to the real session', async () => {
    const view = renderPanel();
    const asesor = (await screen.findByRole('checkbox', { name: 'Status asesor RPL' })) as HTMLInputElement;
    expect(asesor.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Akses LKAM' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(asesor);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Token ID/ }));
    expect(store.get(authAtom)).toMatchObject({ statusAsesor: true, accessLkam: true, idToken: null });
    expect(screen.getByRole('status').textContent).toContain('Pratinjau peran: ini bukan sesi Anda yang sebenarnya.');
    expect(screen.getByRole('status').textContent).toContain('Status asesor RPL: ya');

    fireEvent.click(screen.getAllByRole('button', { name: 'Kembali ke sesi asli' })[0]!);
    expect(store.get(authAtom)).toEqual(real);
    expect(screen.queryByRole('status')).toBeNull();
    view.unmount();
  });

  it('leaving the page (reload) or the layout ends the preview, so storage keeps the real session', async () => {
    const view = renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Akses LKAM' }));
    expect(stored()?.accessLkam).toBe(false);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored()).toEqual(real);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Akses LKAM' }));
    expect(store.get(authAtom).accessLkam).toBe(false);
    view.unmount();
    expect(store.get(authAtom)).toEqual(real);
  });
});
