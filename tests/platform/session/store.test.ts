// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { signedOut } from '../../../src/platform/session/state.ts';

const storageKey = storageKeys.session;

/** The persisted atom reads localStorage when its module loads: a fresh module graph is a page load. */
async function pageLoad() {
  vi.resetModules();
  const state = await import('../../../src/platform/session/state.ts');
  const session = await import('../../../src/platform/session/session.ts');
  // Screens above this tier register what logout forgets (their open groups, their open question).
  const groups = await import('../../../src/features/menu/open-groups.ts');
  const question = await import('../../../src/shell/layout/logout-question.ts');
  return { ...state, ...session, ...groups, ...question, store: state.createSessionStore() };
}

// What the old Vue portal (vuex-persistedstate) left in localStorage for a signed-in lecturer.
const legacyEntry = JSON.stringify({
  auth: {
    userInfo: { nip: '198503122010122001', nama: 'Dr. Siti Rahmawati, M.Pd.', statusAsesor: true, jabatan: 'Lektor' },
    userEmail: 'siti.rahmawati@ut.ac.id',
    token: 'portal-token-abc',
    token2: 'graph-token',
    idToken: 'id.token.jwt',
    nip: '198503122010122001',
    namaTanpaGelar: 'Siti Rahmawati',
    statusAsesor: true,
    accessLkam: true,
    isRequestSuccess: true,
    idLevel: 1,
    isLoadingLogin: true,
    errorMessage: null,
  },
  layout: { currentSubMenus: ['x'] },
});

const stored = () => localStorage.getItem(storageKey);

beforeEach(() => localStorage.clear());

describe('session persistence under "vuex"', () => {
  it('restores a legacy entry written by the old portal', async () => {
    localStorage.setItem(storageKey, legacyEntry);
    const { store, authAtom, isSignedInAtom, signInProgressAtom } = await pageLoad();
    const auth = store.get(authAtom);
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(auth).toMatchObject({ token: 'portal-token-abc', token2: 'graph-token', nip: '198503122010122001', statusAsesor: true });
    expect(auth.idLevel).toBe('1'); // numbers from the old store become the string the portal uses
    expect(auth.userInfo?.jabatan).toBe('Lektor'); // unknown user fields survive
    expect(store.get(signInProgressAtom).isLoadingLogin).toBe(false); // nothing is loading in a fresh page
    expect(stored()).toBe(legacyEntry); // a good entry is left as it is
  });

  it('writes the legacy shape {"auth": {…}} and only the auth part', async () => {
    const { store, authAtom, currentSubMenusAtom } = await pageLoad();
    store.set(authAtom, { ...signedOut, token: 't-1', nip: '123' });
    store.set(currentSubMenusAtom, ['pendidikan-pengajar']);
    const written = JSON.parse(stored()!);
    expect(Object.keys(written)).toEqual(['auth']);
    expect(written.auth).toMatchObject({ token: 't-1', nip: '123', token2: null });
    const reloaded = await pageLoad();
    expect(reloaded.store.get(reloaded.authAtom).token).toBe('t-1'); // a reload finds it
  });

  it.each([
    ['corrupt JSON', '{"auth": {"token": "abc"'],
    ['truncated', legacyEntry.slice(0, legacyEntry.length / 2)],
    ['foreign JSON', JSON.stringify({ cart: [1, 2, 3] })],
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['auth not an object', JSON.stringify({ auth: 'yes' })],
    ['auth a list', JSON.stringify({ auth: [] })],
  ])('discards %s: signed out and the key removed', async (_label, raw) => {
    localStorage.setItem(storageKey, raw);
    const { store, authAtom, isSignedInAtom, signInProgressAtom, noProgress } = await pageLoad();
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(signInProgressAtom)).toEqual(noProgress);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(stored()).toBeNull();
  });

  it('treats wrongly typed fields as absent instead of failing', async () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ auth: { token: 42, statusAsesor: 'ya', nip: '1', userInfo: { nama: 7 }, idLevel: {} } }),
    );
    const { store, authAtom } = await pageLoad();
    const auth = store.get(authAtom);
    expect(auth.token).toBeNull();
    expect(auth.statusAsesor).toBe(false);
    expect(auth.nip).toBe('1');
    expect(auth.userInfo).toBeNull();
    expect(auth.idLevel).toBeNull();
  });

  it("an empty token ('') is not a session", async () => {
    localStorage.setItem(storageKey, JSON.stringify({ auth: { token: '' } }));
    const { store, isSignedInAtom } = await pageLoad();
    expect(store.get(isSignedInAtom)).toBe(false);
  });
});

describe('clearing the session', () => {
  it('signing out locally forgets the loaded user and removes the key', async () => {
    localStorage.setItem(storageKey, legacyEntry);
    const { store, authAtom, userLoadedAtom, signOutAtom } = await pageLoad();
    store.set(userLoadedAtom, true);
    store.set(signOutAtom);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(userLoadedAtom)).toBe(false);
    expect(stored()).toBeNull();
    const reloaded = await pageLoad();
    expect(reloaded.store.get(reloaded.isSignedInAtom)).toBe(false);
  });

  it('clearProgress resets loading, error, and what the screens registered (the open menus, the logout question), but keeps the session', async () => {
    const { store, authAtom, signInProgressAtom, clearProgress, currentSubMenusAtom, isModalLogoutAtom } = await pageLoad();
    store.set(authAtom, { ...signedOut, token: 't' });
    store.set(signInProgressAtom, { isLoadingLogin: true, errorMessage: 'x', isRequestSuccess: true });
    store.set(currentSubMenusAtom, ['a']);
    store.set(isModalLogoutAtom, true);
    clearProgress(store);
    expect(store.get(authAtom).token).toBe('t');
    expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin: false, errorMessage: null, isRequestSuccess: false });
    expect(store.get(currentSubMenusAtom)).toEqual([]);
    expect(store.get(isModalLogoutAtom)).toBe(false);
  });
});
