// Why a part of the page failed to load, and whether the tab may reload itself for it. Pure:
// src/features/deploys/deploys.ts gathers the facts and acts; src/shell/views/RouteError.tsx says it.
//
// A chunk that does not arrive looks the same to the page whatever the cause ("Failed to fetch
// dynamically imported module"), so the cause is read from elsewhere: whether the browser is
// online, and what /version.json says compared with the page's own version (version.ts).
//  - offline: the browser says so, or /version.json cannot be reached either. Nothing to reload:
//    the page tries again when the connection is back.
//  - deploy: the server has another version: the chunk is gone with the old build. Loading the new
//    version once fixes it; a reload that brings the old version back (a cache in between) must not
//    start again, so the tab remembers the version it reloaded for (sessionStorage) and reloads at
//    most once per version.
//  - server: the server answers with this very version (or not with a version at all), so its own
//    file failed: a server fault, which a reload would not fix.
// TanStack Router's lazyRouteComponent is not used for this: it reloads the page on any failed
// module load, offline included, where a page without the service worker becomes the browser's
// own error page, and it cannot tell a deploy from a server fault.

export type ServedVersion =
  /** /version.json answered with a version. */
  | { kind: 'version'; version: string }
  /** No answer: a network error, or none within the deadline. */
  | { kind: 'unreachable' }
  /** An answer that is not a version: an error status, a proxy's page, a missing file. */
  | { kind: 'unreadable' };

export type LoadFailure = 'offline' | 'deploy' | 'server';

export interface FailureFacts {
  /** navigator.onLine. */
  online: boolean;
  /** The page's own version (undefined: not a build, e.g. the dev server). */
  own: string | undefined;
  served: ServedVersion;
  /** The version this tab last reloaded itself for (sessionStorage), if any. */
  reloadedFor: string | undefined;
}

export function classifyLoadFailure({ online, own, served, reloadedFor }: FailureFacts): LoadFailure {
  if (!online || served.kind === 'unreachable') return 'offline';
  if (served.kind === 'unreadable' || own === undefined) return 'server';
  if (served.version !== own) return 'deploy';
  // This page is the version the tab reloaded for, and a file of it is missing: the deployment is
  // not complete (its files are still being copied, or one was left out). Saying so, with a
  // reload button, beats blaming the server; reloading again by itself would be the loop.
  return reloadedFor === own ? 'deploy' : 'server';
}

/** The once-per-version rule: a tab reloads itself for a version only if it has not done so yet. */
export const mayReloadFor = (version: string, reloadedFor: string | undefined): boolean => version !== reloadedFor;

/**
 * A module or its stylesheet that did not arrive, in the words of each browser and of Vite's
 * preload helper (any other error is the page's own).
 */
export const isModuleLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );

/** A page whose code did not load, and why (thrown by the page loader, src/shell/routing/lazy-page.ts). */
export class PageLoadError extends Error {
  readonly failure: LoadFailure;
  constructor(failure: LoadFailure, cause: unknown) {
    super(`The page could not be loaded (${failure})`, { cause });
    this.name = 'PageLoadError';
    this.failure = failure;
  }
}
