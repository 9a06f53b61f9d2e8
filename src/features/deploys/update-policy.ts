// When a page picks up a new deployment. Pure: src/features/deploys/deploys.ts and register.ts wire it
// to the browser.
//
// A page learns of a new deployment from its own look at /version.json now and then (deploys.ts),
// and, with the service worker, when the worker installs it in the background and takes over open
// pages at once (skipWaiting + clientsClaim: a controllerchange). Either way the page still runs
// the old code, so it must load again — at a moment that loses nothing:
//  - the worker's first install (nothing ran before) needs no reload;
//  - a page that already runs the new version (it was loaded from the server after the deployment,
//    before the worker caught up) needs none either;
//  - before the lecturer has clicked or typed anything, reloading at once is invisible;
//  - afterwards, the next move to another page loads it fresh from the server instead of inside
//    the old app: the lecturer is leaving the page anyway, so no half-filled form is lost.
// Each of these automatic loads happens at most once per version (load-failure.ts, mayReloadFor).

export type UpdateAction = 'none' | 'reload-now' | 'reload-on-next-page';

export interface NewVersion {
  /** The worker's first install in this tab (see isFirstInstall). */
  firstInstall: boolean;
  /** The lecturer has clicked or typed in this page. */
  userActed: boolean;
  /** The page already runs the version the server has now. */
  current?: boolean;
}

export function onNewVersion({ firstInstall, userActed, current = false }: NewVersion): UpdateAction {
  if (firstInstall || current) return 'none';
  return userActed ? 'reload-on-next-page' : 'reload-now';
}

/**
 * Whether a controllerchange is the worker's first install: only the first change in a tab that had
 * no controller when it loaded. (Deciding this once, when the page loaded, took every later change
 * of a tab opened on the first visit for a first install too: it never picked up a deployment.)
 */
export const isFirstInstall = (controlledBefore: boolean): boolean => !controlledBefore;

/** Whether a navigation from `from` to `to` should become a full page load. */
export const loadsFresh = (pending: boolean, from: string, to: string): boolean => pending && from !== to;

/** Browsers look for a new service worker on full page loads only; a portal left open asks now and then. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const shouldCheckForUpdate = (lastCheck: number, now: number): boolean => now - lastCheck >= UPDATE_CHECK_INTERVAL_MS;

/** What makes an open page look at /version.json: its timer, the tab shown again, the connection back. */
export type VersionCheckReason = 'interval' | 'visible' | 'online';

/** The timer's period: a few hundred bytes every ten minutes while the tab is shown. */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** Switching tabs back and forth asks at most once a minute. */
export const VERSION_CHECK_MIN_GAP_MS = 60 * 1000;

/**
 * Whether to look at /version.json now. The connection coming back always does (a deployment may
 * have happened meanwhile, and the page may have failed to load something); the tab shown again at
 * most once a minute; the timer only while the tab is shown.
 */
export function shouldCheckVersion(reason: VersionCheckReason, lastCheck: number, now: number, visible: boolean): boolean {
  if (reason === 'online') return true;
  if (!visible) return false;
  return now - lastCheck >= (reason === 'interval' ? VERSION_CHECK_INTERVAL_MS : VERSION_CHECK_MIN_GAP_MS);
}
