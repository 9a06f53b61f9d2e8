// Forgetting what was in progress, the first step of logout (docs/requirements.md R-LOGOUT-2).
import { currentSubMenusAtom, isModalLogoutAtom } from './layout-state.ts';
import { noProgress, signInProgressAtom, type SessionStore } from './state.ts';

/** Forgets what was in progress: the sign-in attempt (loading flag, last error), open menus and the logout modal. */
export function clearProgress(store: SessionStore): void {
  store.set(signInProgressAtom, noProgress);
  store.set(currentSubMenusAtom, []);
  store.set(isModalLogoutAtom, false);
}
