// When a page picks up a new deployment. Pure: src/features/pwa/register.ts wires it to the browser.
//
// The service worker installs a new deployment in the background and takes over open pages at once
// (skipWaiting + clientsClaim). The page still runs the old code, so it must load again — at a
// moment that loses nothing:
//  - the first install (nothing ran before) needs no reload;
//  - before the lecturer has clicked or typed anything, reloading at once is invisible;
//  - afterwards, the next move to another page loads it fresh from the server instead of inside
//    the old app: the lecturer is leaving the page anyway, so no half-filled form is lost.

export type UpdateAction = 'none' | 'reload-now' | 'reload-on-next-page';

export function onNewVersion({ firstInstall, userActed }: { firstInstall: boolean; userActed: boolean }): UpdateAction {
  if (firstInstall) return 'none';
  return userActed ? 'reload-on-next-page' : 'reload-now';
}

/** Whether a navigation from `from` to `to` should become a full page load. */
export const loadsFresh = (pending: boolean, from: string, to: string): boolean => pending && from !== to;

/** Browsers look for a new service worker on full page loads only; a portal left open checks now and then. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const shouldCheckForUpdate = (lastCheck: number, now: number): boolean => now - lastCheck >= UPDATE_CHECK_INTERVAL_MS;
