// Offline, the lecturer's profile (get-data-from-token) cannot load. A failed load signs the user
// out (SPEC §4), which would throw away the menu the service worker keeps for offline use, so
// while the browser is offline the load is not tried: the session stays as stored, and the first
// navigation after the connection returns loads the profile (and signs out if it is refused).
import type { LoadUser } from '../routing/guard.ts';

/** Whether the browser says it has no network (unknown counts as online). */
export const browserIsOffline = (): boolean => globalThis.navigator?.onLine === false;

export const unlessOffline =
  (load: LoadUser, offline: () => boolean = browserIsOffline): LoadUser =>
  (store) =>
    offline() ? Promise.resolve(false) : load(store);
