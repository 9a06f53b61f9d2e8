// The session (docs/requirements.md R-SESSION) as jotai atoms, by concern. The sign-in (tokens,
// identity, role flags) is persisted (persisted-auth.ts) and shared by every tab of the portal: a
// sign-in or sign-out in one reaches the others through the browser's storage events, and a tab
// never writes a session it no longer holds back over another tab's (a duplicated or forgotten tab
// must not undo a logout). It changes only through the transitions below, one per event. The
// sign-in progress is this tab's own: stored with the sign-in, as the old portal did, but never
// taken from another tab. When the browser will not store the session, it lasts for the page's
// life and persistenceAtom says so.
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import {
  isSignedIn,
  noProgress,
  profileOf,
  progressOf,
  sameSignIn,
  signedOut,
  signInOf,
  type Profile,
  type SignIn,
  type SignInProgress,
} from './auth-state.ts';
import { loadStoredAuth, onOtherTabsChange, readPersistedAuth, saveAuth, type Persistence } from './persisted-auth.ts';

export {
  displayNameOf,
  headerNameOf,
  noProgress,
  profileOf,
  signedOut,
  type AuthState,
  type Profile,
  type SignIn,
  type SignInProgress,
  type User,
} from './auth-state.ts';
export type { Persistence } from './persisted-auth.ts';

/** Why this tab was signed out without the lecturer asking: shown on the login page. */
export type SignOutReason = { kind: 'other-tab' } | { kind: 'expired' } | { kind: 'refused'; message: string };
export const signOutReasonAtom = atom<SignOutReason | null>(null);

/**
 * In memory only: whether the current user was fetched in this page's life (on the first guarded
 * navigation only: docs/requirements.md R-GUARD-2).
 */
export const userLoadedAtom = atom(false);

const atPageLoad = loadStoredAuth();
const storedAtPageLoad = atPageLoad.persistence === 'ok' ? atPageLoad.auth : undefined;

/** This tab's copy of the shared sign-in. */
const memoryAtom = atom<SignIn>(storedAtPageLoad ? signInOf(storedAtPageLoad) : signedOut);

/**
 * This tab's sign-in attempt (sign-in.ts, the login page). Stored with the sign-in whenever that
 * is stored and read back at page load; another tab's attempt is not this tab's business.
 */
export const signInProgressAtom = atom<SignInProgress>(storedAtPageLoad ? progressOf(storedAtPageLoad) : noProgress);

/** `refused` while the browser will not store the session (full or disabled storage). */
export const persistenceAtom = atom<Persistence>(atPageLoad.persistence);

/** How this tab shows the sign-in instead of as it is (showSessionAsAtom). */
type SessionView = (real: SignIn) => SignIn;
const viewAtom = atom<{ show: SessionView } | null>(null);

/** Takes `next` as this tab's sign-in; a new token means a new session: its user is not loaded yet and no view applies. */
function take(get: Getter, set: Setter, next: SignIn): void {
  const current = get(memoryAtom);
  if (sameSignIn(next, current)) return;
  if (next.token !== current.token) {
    set(userLoadedAtom, false);
    set(viewAtom, null);
  }
  set(memoryAtom, next);
}

/** Takes what another tab stored; its sign-out is the reason this tab is signed out. */
function adopt(get: Getter, set: Setter, stored: SignIn): void {
  const signedOutElsewhere = get(memoryAtom).token !== null && stored.token === null;
  take(get, set, stored);
  if (signedOutElsewhere) set(signOutReasonAtom, { kind: 'other-tab' });
}

/** Takes `next` and stores it with this tab's progress. */
function commit(get: Getter, set: Setter, next: SignIn): void {
  take(get, set, next);
  set(persistenceAtom, saveAuth(next, get(signInProgressAtom)));
}

/** The sign-in as stored, unless this tab's lives in memory only (an older stored one does not replace it). */
function storedSignIn(get: Getter): SignIn | undefined {
  if (get(persistenceAtom) !== 'ok') return undefined;
  const stored = loadStoredAuth();
  return stored.persistence === 'ok' ? signInOf(stored.auth) : undefined;
}

/**
 * One transition of the sign-in: `change` gets the session as stored and returns the next one, or
 * null to leave it. Compare and set: when the stored session is not the one this tab holds, another
 * tab signed in or out and its event has not arrived yet; this tab takes that session and the
 * change is dropped. The same session: the change applies to what is stored, so another tab's
 * change survives. Returns whether the change was made.
 */
function transition(get: Getter, set: Setter, change: (stored: SignIn) => SignIn | null): boolean {
  const current = get(memoryAtom);
  const stored = storedSignIn(get);
  if (stored && stored.token !== current.token) {
    adopt(get, set, stored);
    return false;
  }
  const base = stored ?? current;
  const next = change(base);
  if (next === null) {
    take(get, set, base);
    return false;
  }
  commit(get, set, next);
  return true;
}

/** What another tab stored (null: it removed the session), or a re-read of storage on mount. */
type StorageChange = { fromStorage: string | null } | { reread: true };

/** This tab's sign-in, kept in step with what other tabs store while anything reads it. */
const sharedAtom = atom(
  (get) => get(memoryAtom),
  (get, set, change: StorageChange) => {
    if ('fromStorage' in change) return adopt(get, set, signInOf(readPersistedAuth(change.fromStorage)));
    const stored = storedSignIn(get);
    if (stored) adopt(get, set, stored);
  },
);
sharedAtom.onMount = (set) => {
  set({ reread: true }); // what other tabs did while nothing here was listening
  return onOtherTabsChange((raw) => set({ fromStorage: raw }));
};

/**
 * The sign-in as this tab shows it: tokens, identity and role flags. Writing it replaces the whole
 * sign-in with the one given, stored like any other, for tests and tools that start from a known
 * session; the app changes the session only through the transitions below.
 */
export const authAtom = atom(
  (get) => {
    const real = get(sharedAtom);
    const view = get(viewAtom);
    return view && real.token !== null ? view.show(real) : real;
  },
  (get, set, signIn: SignIn) => commit(get, set, signInOf(signIn)),
);

export const isSignedInAtom = atom((get) => isSignedIn(get(authAtom)));

/**
 * Sign-in succeeded: the portal token, the identity provider's id token and the profile loaded
 * with that token. Ends this tab's attempt as a success; the user counts as loaded.
 */
export const signInSucceededAtom = atom(null, (get, set, signedIn: { token: string; idToken: string | null; profile: Profile }) => {
  set(signInProgressAtom, { isLoadingLogin: false, isRequestSuccess: true, errorMessage: null });
  const made = transition(get, set, () => ({
    ...signedOut,
    ...profileOf(signedIn.profile),
    token: signedIn.token,
    idToken: signedIn.idToken,
  }));
  if (made) set(userLoadedAtom, true);
});

/**
 * The profile was loaded for the session of `token`: the user counts as loaded. Returns whether the
 * session took it (not when another session, or none, has come meanwhile).
 */
export const profileRefreshedAtom = atom(null, (get, set, refreshed: { token: string; profile: Profile }) => {
  const made = transition(get, set, (stored) => (stored.token === refreshed.token ? { ...stored, ...profileOf(refreshed.profile) } : null));
  if (made) set(userLoadedAtom, true);
  return made;
});

/**
 * The identity provider renewed a token of the session of `token`: a fresh id token, or the
 * calendar token. Returns whether the session took it (not when that session has ended meanwhile).
 */
/**
 * New tokens for the session signed in with `token` (ignored by any other): the id token, the
 * calendar token, and `portalToken`, a new portal token from login-sso that replaces `token` itself.
 */
export const tokensRenewedAtom = atom(
  null,
  (get, set, renewed: { token: string; idToken?: string; token2?: string; portalToken?: string }) =>
    transition(get, set, (stored) =>
      stored.token === renewed.token
        ? {
            ...stored,
            token: renewed.portalToken ?? stored.token,
            idToken: renewed.idToken ?? stored.idToken,
            token2: renewed.token2 ?? stored.token2,
          }
        : null,
    ),
);

/**
 * Signed out locally: the "vuex" entry is removed (every open tab follows) and the user must be
 * loaded again. No network. A tab that missed another tab's newer sign-in takes that session instead.
 */
export const signOutAtom = atom(null, (get, set) => {
  transition(get, set, () => signedOut);
  set(userLoadedAtom, false);
});

/**
 * Shows this tab's sign-in through `view` (the dev preview of another role) until null is set or
 * the session ends. Memory only: storage, other tabs and the transitions keep the real session.
 */
export const showSessionAsAtom = atom(null, (_get, set, view: SessionView | null) => set(viewAtom, view && { show: view }));

export { appSessionStore, createSessionStore, type SessionStore } from '../core/store.ts';
