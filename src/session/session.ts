// Small writers for the session, used by the sign-in, logout and current-user flows.
import { RESET } from 'jotai/utils';
import { authAtom, currentSubMenusAtom, isModalLogoutAtom, userLoadedAtom, type AuthState, type SessionStore } from './state.ts';

export function patchAuth(store: SessionStore, patch: Partial<AuthState>): void {
  store.set(authAtom, (previous) => ({ ...previous, ...patch }));
}

/** Signed out locally: the "vuex" entry is removed and the user must be loaded again. No network. */
export function clearSession(store: SessionStore): void {
  store.set(authAtom, RESET);
  store.set(userLoadedAtom, false);
}

/** Forgets what was in progress (loading flag, last error, open menus and the logout modal). */
export function clearProgress(store: SessionStore): void {
  patchAuth(store, { isLoadingLogin: false, errorMessage: null, isRequestSuccess: false });
  store.set(currentSubMenusAtom, []);
  store.set(isModalLogoutAtom, false);
}
