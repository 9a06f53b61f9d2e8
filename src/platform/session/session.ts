// Forgetting what was in progress, the first step of logout (docs/requirements.md R-LOGOUT-2).
import type { WritableAtom } from 'jotai/vanilla';
import { noProgress, signInProgressAtom, type SessionStore } from './state.ts';

// What the screens above this tier hold for the session (open groups, an open question): they
// register it here, so that logout forgets it without this tier knowing the screens.
const forgotten: ((store: SessionStore) => void)[] = [];

/** Has logout set `target` back to `initial`. */
export function forgetOnLogout<T>(target: WritableAtom<T, [T], void>, initial: T): void {
  forgotten.push((store) => store.set(target, initial));
}

/** Forgets what was in progress: the sign-in attempt (loading flag, last error) and what the screens registered. */
export function clearProgress(store: SessionStore): void {
  store.set(signInProgressAtom, noProgress);
  for (const forget of forgotten) forget(store);
}
