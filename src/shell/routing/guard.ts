// The route guard (docs/requirements.md R-GUARD) as a decision table, plus the one effect it needs:
// starting to load the current user.
import type { Access } from '../../../schema/manifest.ts';
import { isSignedInAtom, userLoadedAtom, type SessionStore } from '../../platform/session/state.ts';

export type GuardDecision = 'pass' | 'to-login' | 'to-home' | 'load-user';

export function decide(access: Access, { signedIn, userLoaded }: { signedIn: boolean; userLoaded: boolean }): GuardDecision {
  if (access === 'public') return 'pass'; // role ALL
  if (!signedIn) return access === 'guest' ? 'pass' : 'to-login';
  if (access === 'guest') return 'to-home'; // login-type pages skip to the dashboard
  return userLoaded ? 'pass' : 'load-user';
}

/** Starts loading the current user in the background (session/profile-sync.ts in the app). */
export type LoadUser = (store: SessionStore) => unknown;

/**
 * Resolves the guard for a session. A signed-in user whose profile is not loaded yet passes at
 * once while the profile loads in the background: the page (and its menu) paints without waiting
 * for the portal API. If the server refuses the session, the loader signs the user out and
 * <SessionWatcher> re-runs the guards, which then send the user to the login page.
 */
export function resolveGuard(access: Access, store: SessionStore, loadUser: LoadUser): Exclude<GuardDecision, 'load-user'> {
  const decision = decide(access, { signedIn: store.get(isSignedInAtom), userLoaded: store.get(userLoadedAtom) });
  if (decision !== 'load-user') return decision;
  void loadUser(store);
  return 'pass';
}
