// The session (docs/requirements.md R-SESSION) as jotai atoms. The auth part is persisted
// (persisted-auth.ts) and shared by every tab of the portal: a sign-in or sign-out in one reaches
// the others through the browser's storage events, and a tab never writes a session it no longer
// holds back over another tab's (a duplicated or forgotten tab must not undo a logout). When the
// browser will not store the session, it lasts for the page's life and persistenceAtom says so.
import { atom } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { signedOut, type AuthState } from './auth-state.ts';
import { loadStoredAuth, onOtherTabsChange, readPersistedAuth, saveAuth, type Persistence } from './persisted-auth.ts';

export { signedOut, type AuthState, type User } from './auth-state.ts';
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
const memoryAtom = atom<AuthState>(atPageLoad.persistence === 'ok' ? atPageLoad.auth : signedOut);

/** `refused` while the browser will not store the session (full or disabled storage). */
export const persistenceAtom = atom<Persistence>(atPageLoad.persistence);

/** What another tab stored (null: it removed the session), or a re-read of storage on mount. */
type FromStorage = { fromStorage: string | null } | { reread: true };
type AuthUpdate = AuthState | ((previous: AuthState) => AuthState) | typeof RESET | FromStorage;

const isFromStorage = (update: AuthUpdate): update is FromStorage =>
  typeof update === 'object' && ('fromStorage' in update || 'reread' in update);

export const authAtom = atom(
  (get) => get(memoryAtom),
  (get, set, update: AuthUpdate) => {
    const current = get(memoryAtom);
    // This tab's own progress (a sign-in under way, its error) is not another tab's business.
    const own = (stored: AuthState) => ({ ...stored, isLoadingLogin: current.isLoadingLogin, errorMessage: current.errorMessage });
    const adopt = (stored: AuthState) => {
      const next = own(stored);
      if (JSON.stringify(next) === JSON.stringify(current)) return;
      if (next.token !== current.token) {
        set(userLoadedAtom, false);
        if (current.token !== null && next.token === null) set(signOutReasonAtom, { kind: 'other-tab' });
      }
      set(memoryAtom, next);
    };
    if (isFromStorage(update)) {
      if ('fromStorage' in update) return adopt(readPersistedAuth(update.fromStorage));
      // A session that lives in memory only is not replaced by an older stored one.
      const stored = get(persistenceAtom) === 'ok' ? loadStoredAuth() : undefined;
      if (stored?.persistence === 'ok') adopt(stored.auth);
      return;
    }
    let base = current;
    // A whole new session (sign-in by value, the dev preview) is written as it is; a patch or a
    // sign-out is checked against the stored session first.
    const patches = typeof update === 'function' || update === RESET;
    const stored = patches && get(persistenceAtom) === 'ok' ? loadStoredAuth() : undefined;
    if (stored?.persistence === 'ok') {
      // Compare and set: when the stored session is not the one this tab holds, another tab
      // signed in or out and its event has not arrived yet. Take that session; drop this write.
      if (stored.auth.token !== current.token) return adopt(stored.auth);
      // The same session: a patch applies to what is stored, so another tab's patch survives.
      base = own(stored.auth);
    }
    const next = update === RESET ? signedOut : typeof update === 'function' ? update(base) : update;
    set(memoryAtom, next);
    set(persistenceAtom, saveAuth(next));
  },
);
authAtom.onMount = (set) => {
  set({ reread: true }); // what other tabs did while nothing here was listening
  return onOtherTabsChange((raw) => set({ fromStorage: raw }));
};

export const isSignedInAtom = atom((get) => get(authAtom).token !== null);

// Layout state (docs/requirements.md R-SESSION-5).
export const currentSubMenusAtom = atom<string[]>([]);
export const isModalLogoutAtom = atom(false);

export { appSessionStore, createSessionStore, type SessionStore } from '../core/store.ts';
