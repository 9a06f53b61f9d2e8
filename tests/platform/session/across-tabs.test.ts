// @vitest-environment jsdom
// One session across tabs: what another tab stores reaches this one through storage events, and a
// tab never writes a session it no longer holds back over another tab's.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { noProgress, profileOf, signedOut, type AuthState } from '../../../src/platform/session/state.ts';

const storageKey = storageKeys.session;

/** The persisted atom reads localStorage when its module loads: a fresh module graph is a page load. */
async function pageLoad() {
  vi.resetModules();
  const state = await import('../../../src/platform/session/state.ts');
  const store = state.createSessionStore();
  const unmount = store.sub(state.authAtom, () => {}); // mounted, as the app's components keep it
  return { ...state, store, unmount };
}

const entry = (auth: Partial<AuthState>) => JSON.stringify({ auth: { ...signedOut, ...noProgress, ...auth } });
const stored = () => JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { auth: AuthState } | null;

/** What the browser does in this tab when another tab writes the entry. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, value);
  window.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());

describe('the session across tabs', () => {
  it('a sign-out in another tab signs this one out, forgets the loaded user and says why', async () => {
    localStorage.setItem(storageKey, entry({ token: 'T', nip: '1', idToken: 'id' }));
    const { store, authAtom, isSignedInAtom, userLoadedAtom, signOutReasonAtom } = await pageLoad();
    store.set(userLoadedAtom, true);
    otherTabWrites(null);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(authAtom).idToken).toBeNull();
    expect(store.get(userLoadedAtom)).toBe(false);
    expect(store.get(signOutReasonAtom)).toEqual({ kind: 'other-tab' });
  });

  it('a site-wide clear (key null) counts as a sign-out too', async () => {
    localStorage.setItem(storageKey, entry({ token: 'T' }));
    const { store, isSignedInAtom } = await pageLoad();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it('a sign-in in another tab is picked up, without a sign-out reason', async () => {
    const { store, authAtom, signOutReasonAtom } = await pageLoad();
    otherTabWrites(entry({ token: 'U', nip: '2' }));
    expect(store.get(authAtom)).toMatchObject({ token: 'U', nip: '2' });
    expect(store.get(signOutReasonAtom)).toBeNull();
  });

  it("keeps this tab's own sign-in progress when another tab writes", async () => {
    const { store, authAtom, signInProgressAtom } = await pageLoad();
    store.set(signInProgressAtom, { ...noProgress, isLoadingLogin: true });
    otherTabWrites(entry({ token: 'U', isLoadingLogin: false, errorMessage: 'theirs' }));
    expect(store.get(authAtom).token).toBe('U');
    expect(store.get(signInProgressAtom)).toEqual({ ...noProgress, isLoadingLogin: true });
  });

  it('a stale tab cannot write its session back: a change after a sign-out elsewhere is dropped', async () => {
    localStorage.setItem(storageKey, entry({ token: 'T', idToken: 'old' }));
    const { store, authAtom, tokensRenewedAtom, profileRefreshedAtom, signOutReasonAtom, unmount } = await pageLoad();
    unmount(); // like a tab that missed the event (duplicated or asleep)
    localStorage.removeItem(storageKey);
    expect(store.set(tokensRenewedAtom, { token: 'T', idToken: 'fresh' })).toBe(false);
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(signOutReasonAtom)).toEqual({ kind: 'other-tab' });
    expect(store.set(profileRefreshedAtom, { token: 'T', profile: profileOf({ ...signedOut, nip: '1' }) })).toBe(false);
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it("a stale tab's sign-in does not replace another tab's newer one; it takes that session", async () => {
    const { store, authAtom, signInSucceededAtom, unmount } = await pageLoad();
    unmount();
    localStorage.setItem(storageKey, entry({ token: 'U', nip: '2' }));
    store.set(signInSucceededAtom, { token: 'T', idToken: 'id', profile: profileOf({ ...signedOut, nip: '1' }) });
    expect(stored()?.auth).toMatchObject({ token: 'U', nip: '2' });
    expect(store.get(authAtom)).toMatchObject({ token: 'U', nip: '2' });
  });

  it("a stale tab's sign-out does not remove another tab's newer session; it takes that session", async () => {
    localStorage.setItem(storageKey, entry({ token: 'T' }));
    const { store, authAtom, signOutAtom, unmount } = await pageLoad();
    unmount();
    localStorage.setItem(storageKey, entry({ token: 'U', nip: '2' }));
    store.set(signOutAtom);
    expect(stored()?.auth.token).toBe('U');
    expect(store.get(authAtom)).toMatchObject({ token: 'U', nip: '2' });
  });

  it("a change of the same session applies to what is stored, so another tab's change survives", async () => {
    localStorage.setItem(storageKey, entry({ token: 'T', idToken: 'a' }));
    const { store, authAtom, tokensRenewedAtom, unmount } = await pageLoad();
    unmount();
    localStorage.setItem(storageKey, entry({ token: 'T', idToken: 'b' }));
    expect(store.set(tokensRenewedAtom, { token: 'T', token2: 'graph' })).toBe(true);
    expect(stored()?.auth).toMatchObject({ token: 'T', idToken: 'b', token2: 'graph' });
    expect(store.get(authAtom)).toMatchObject({ token: 'T', idToken: 'b', token2: 'graph' });
  });

  it('catches up on mount with what other tabs did while nothing listened', async () => {
    localStorage.setItem(storageKey, entry({ token: 'T' }));
    const { store, isSignedInAtom, unmount } = await pageLoad();
    unmount();
    localStorage.removeItem(storageKey);
    store.sub(isSignedInAtom, () => {});
    expect(store.get(isSignedInAtom)).toBe(false);
  });
});

describe('a browser that will not store the session', () => {
  const quotaExceeded = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };

  it('full storage: the session lives in memory for the page, and persistence says refused', async () => {
    const { store, authAtom, persistenceAtom, signInSucceededAtom, profileRefreshedAtom } = await pageLoad();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(() => store.set(signInSucceededAtom, { token: 'T', idToken: null, profile: profileOf(signedOut) })).not.toThrow();
      expect(store.get(authAtom).token).toBe('T');
      expect(store.get(persistenceAtom)).toBe('refused');
      // Nothing older from storage replaces the session that lives in memory only.
      store.sub(authAtom, () => {});
      expect(store.get(authAtom).token).toBe('T');
    } finally {
      setItem.mockRestore();
    }
    store.set(profileRefreshedAtom, { token: 'T', profile: profileOf({ ...signedOut, nip: '9' }) });
    expect(store.get(persistenceAtom)).toBe('ok'); // space again: remembered from the next write on
    expect(stored()?.auth).toMatchObject({ token: 'T', nip: '9' });
  });

  it('disabled storage (the getter throws): signed out, refused, and writes work in memory', async () => {
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      const { store, authAtom, persistenceAtom, signInSucceededAtom, tokensRenewedAtom } = await pageLoad();
      expect(store.get(persistenceAtom)).toBe('refused');
      store.set(signInSucceededAtom, { token: 'T', idToken: null, profile: profileOf(signedOut) });
      expect(store.set(tokensRenewedAtom, { token: 'T', token2: 'graph' })).toBe(true);
      expect(store.get(authAtom)).toMatchObject({ token: 'T', token2: 'graph' });
    } finally {
      getter.mockRestore();
    }
  });
});
