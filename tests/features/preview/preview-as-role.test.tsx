// @vitest-environment jsdom
// "Preview as role" (dev only): the session shown with other roles, in this tab's memory only; the
// real session is what the browser stores and comes back when the preview ends, and the rest of the
// app's writes during a preview are kept.
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PreviewSlot from '../../../src/features/preview/PreviewAsRole.tsx';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import { tokenSourceAtom } from '../../../src/features/launch/token-source.ts';
import { endPreview, followSession, previewAtom, previewedAuth, realRole, showRole } from '../../../src/features/preview/state.ts';
import {
  authAtom,
  createSessionStore,
  profileOf,
  profileRefreshedAtom,
  signOutAtom,
  signedOut,
  tokensRenewedAtom,
  type AuthState,
  type SessionStore,
  type SignIn,
} from '../../../src/platform/session/state.ts';
import { realModel } from '../../support/real-model.ts';
import '../../support/ui/dom.ts';

const renewal = vi.hoisted(() => ({
  renewForLaunch: vi.fn(async (_store: unknown, fields: readonly string[]) => ({
    kind: 'renewed' as const,
    values: Object.fromEntries(fields.map((field) => [field, field === 'idToken' ? 'msal-id' : 'msal-calendar'])),
  })),
}));
vi.mock('../../../src/platform/auth/launch-tokens.ts', () => renewal);

const real: SignIn = {
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
/** The stored entry's sign-in fields. */
const storedSignIn = () => {
  const { isLoadingLogin: _loading, isRequestSuccess: _success, errorMessage: _error, ...signIn } = stored() ?? {};
  return signIn;
};

describe('preview state', () => {
  it('shows the chosen roles, with or without the id token, keeping everything else', () => {
    const shown = previewedAuth(real, { statusAsesor: true, accessLkam: false, withIdToken: false });
    expect(shown).toMatchObject({ token: 'portal-token', nip: '1987', statusAsesor: true, accessLkam: false, idToken: null });
    expect(shown.userInfo).toMatchObject({ nama: 'Dr. Budi', statusAsesor: true, accessLkam: false });
    expect(realRole(real)).toEqual({ statusAsesor: false, accessLkam: true, withIdToken: true });
  });

  it('shows the preview in memory only, and ending it shows the real session again', () => {
    showRole(store, { statusAsesor: true, accessLkam: false, withIdToken: false });
    expect(store.get(authAtom)).toMatchObject({ statusAsesor: true, accessLkam: false, idToken: null });
    expect(storedSignIn()).toEqual(real); // the browser, and every other tab, keep the real session
    showRole(store, { statusAsesor: false, accessLkam: false, withIdToken: true }); // a second change starts from the real session
    expect(store.get(authAtom)).toMatchObject({ statusAsesor: false, accessLkam: false, idToken: 'real-id' });
    expect(store.get(previewAtom)).toEqual({ role: { statusAsesor: false, accessLkam: false, withIdToken: true }, token: 'portal-token' });
    endPreview(store);
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom)).toEqual(real);
    expect(storedSignIn()).toEqual(real);
  });

  it('what the app writes during a preview is real: the profile arriving, a fresh id token', () => {
    const unfollow = followSession(store);
    showRole(store, { statusAsesor: true, accessLkam: false, withIdToken: false });
    const profile = profileOf({ ...real, namaTanpaGelar: 'Budi', userInfo: { ...real.userInfo, nama: 'Dr. Budi S.' } });
    expect(store.set(profileRefreshedAtom, { token: 'portal-token', profile })).toBe(true);
    expect(store.set(tokensRenewedAtom, { token: 'portal-token', idToken: 'renewed-id' })).toBe(true);
    // still previewed …
    expect(store.get(authAtom)).toMatchObject({ namaTanpaGelar: 'Budi', statusAsesor: true, accessLkam: false, idToken: null });
    expect(store.get(authAtom).userInfo).toMatchObject({ nama: 'Dr. Budi S.', statusAsesor: true });
    // … and the real session, the one stored, learnt the writes
    expect(stored()).toMatchObject({ namaTanpaGelar: 'Budi', statusAsesor: false, accessLkam: true, idToken: 'renewed-id' });
    expect(stored()?.userInfo).toMatchObject({ nama: 'Dr. Budi S.', statusAsesor: false, accessLkam: true });
    endPreview(store);
    expect(store.get(authAtom)).toMatchObject({ namaTanpaGelar: 'Budi', statusAsesor: false, accessLkam: true, idToken: 'renewed-id' });
    unfollow();
  });

  it('signing out ends the preview without bringing the session back', () => {
    const unfollow = followSession(store);
    showRole(store, { statusAsesor: true, accessLkam: true, withIdToken: true });
    store.set(signOutAtom);
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom).token).toBeNull();
    endPreview(store);
    expect(store.get(authAtom).token).toBeNull();
    unfollow();
  });

  it("another session (a sign-in in another tab) ends the preview: it is not that session's", () => {
    const unfollow = followSession(store);
    showRole(store, { statusAsesor: true, accessLkam: false, withIdToken: true });
    const other = { ...signedOut, token: 'other-token', nip: '2001', statusAsesor: false, accessLkam: false };
    localStorage.setItem('vuex', JSON.stringify({ auth: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'vuex', newValue: localStorage.getItem('vuex'), storageArea: localStorage }));
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom)).toEqual(other);
    unfollow();
  });

  it('there is nothing to preview while signed out', () => {
    store.set(signOutAtom);
    showRole(store, { statusAsesor: true, accessLkam: true, withIdToken: true });
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom)).toEqual(signedOut);
  });

  it("the launcher's id token: withheld while previewing without it, the real one otherwise", async () => {
    const renew = (s: typeof store, fields: readonly ('idToken' | 'token2')[] = ['idToken']) => s.get(tokenSourceAtom).renew(s, fields);
    const renewed = (values: Record<string, string>) => ({ kind: 'renewed', values });
    expect(await renew(store)).toEqual(renewed({ idToken: 'msal-id' }));
    showRole(store, { ...realRole(real), withIdToken: false });
    expect(await renew(store)).toEqual(renewed({}));
    expect(renewal.renewForLaunch).toHaveBeenCalledTimes(1);
    // The calendar token is not part of the role: it is renewed as usual, without the id token.
    expect(await renew(store, ['idToken', 'token2'])).toEqual(renewed({ token2: 'msal-calendar' }));
    expect(renewal.renewForLaunch).toHaveBeenLastCalledWith(store, ['token2']);
    showRole(store, { ...realRole(real), withIdToken: true });
    expect(await renew(store)).toEqual(renewed({ idToken: 'msal-id' }));
    showRole(store, { ...realRole(real), withIdToken: false });
    endPreview(store);
    expect(await renew(store)).toEqual(renewed({ idToken: 'msal-id' }));
  });
});

describe('preview panel', () => {
  const renderPanel = (model: PortalModel = realModel('dosen')) => {
    const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
    return render(
      <Provider store={store}>
        <ModelProvider model={model}>
          <RouterContextProvider router={router}>
            <Suspense fallback={null}>
              <PreviewSlot />
            </Suspense>
          </RouterContextProvider>
        </ModelProvider>
      </Provider>,
    );
  };

  it('switches roles from the panel, shows a banner while previewing, and goes back to the real session', async () => {
    const view = renderPanel();
    // Each flag named as the portal names who holds it, as the no-access dialog does.
    const asesor = (await screen.findByRole('checkbox', { name: 'asesor RPL' })) as HTMLInputElement;
    expect(asesor.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'pemegang akses LKAM' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(asesor);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Token ID/ }));
    expect(store.get(authAtom)).toMatchObject({ statusAsesor: true, accessLkam: true, idToken: null });
    expect(screen.getByRole('status').textContent).toContain('Pratinjau peran: ini bukan sesi Anda yang sebenarnya.');
    expect(screen.getByRole('status').textContent).toContain('asesor RPL: ya · pemegang akses LKAM: ya · Token ID');

    fireEvent.click(screen.getAllByRole('button', { name: 'Kembali ke sesi asli' })[0]!);
    expect(store.get(authAtom)).toEqual(real);
    expect(screen.queryByRole('status')).toBeNull();
    view.unmount();
  });

  it('storage keeps the real session while previewing (a reload finds it), and leaving the layout ends the preview', async () => {
    const view = renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'pemegang akses LKAM' }));
    expect(store.get(authAtom).accessLkam).toBe(false);
    expect(storedSignIn()).toEqual(real);
    view.unmount();
    expect(store.get(previewAtom)).toBeNull();
    expect(store.get(authAtom)).toEqual(real);
  });

  it("names the flags in another portal's words, and a flag it gives none for by its own name", async () => {
    const dosen = realModel('dosen');
    const other: PortalModel = {
      ...dosen,
      portal: { ...dosen.portal, flags: { accessLkam: { label: 'staf laboratorium', en: 'laboratory staff' } } },
    };
    const view = renderPanel(other);
    expect(await screen.findByRole('checkbox', { name: 'staf laboratorium' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'statusAsesor' })).toBeTruthy();
    expect(screen.queryByText(/RPL|LKAM/)).toBeNull();
    view.unmount();
  });
});
