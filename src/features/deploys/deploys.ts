// What an open tab does about deployments and failed loads, with or without the service worker:
// the effects around the pure rules of load-failure.ts (why a load failed; once per version) and
// update-policy.ts (when to load the new version). In the first load (src/app/start.tsx starts it
// before the first render): a chunk can fail as soon as the lecturer opens a page.
//
//  - explainFailedLoad: a page's code or a chunk did not load. It asks /version.json and either
//    loads the new version once (a deployment: the same address, fresh from the server), or says
//    why it failed (offline, server) for the page to show.
//  - vite:preloadError: any other lazily loaded part (the search dialog, the agenda card) that
//    fails after a deployment: the new version loads as the update policy says (at once if the
//    lecturer has not acted yet, else at the next move to another page).
//  - watchForDeploys: a tab left open looks at /version.json now and then (update-policy.ts) and
//    applies the update policy to a new version; with the worker, it also asks the worker to
//    update (register.ts).
// Every automatic load of the new version goes through reloadOnce: at most one per version,
// remembered in the tab's sessionStorage; where that cannot be remembered, none at all.
import type { AnyRouter, BlockerFn } from '@tanstack/react-router';
import { withDeadline } from '../../platform/core/deadline.ts';
import { readStored, writeStored, type Unavailable } from '../../platform/core/storage.ts';
import { classifyLoadFailure, mayReloadFor, PageLoadError, type LoadFailure, type ServedVersion } from './load-failure.ts';
import { loadsFresh, onNewVersion, shouldCheckVersion, VERSION_CHECK_INTERVAL_MS, type VersionCheckReason } from './update-policy.ts';
import { ownVersion, parseVersionFile, VERSION_FILE } from './version.ts';

/** sessionStorage (this tab only, gone with it): the version this tab last reloaded itself for. */
const RELOADED_FOR_KEY = 'portal:reloaded-for';

/** /version.json is a few hundred bytes: no answer within this time counts as no connection. */
const VERSION_DEADLINE_MS = 5_000;

/** The tab: whether the lecturer acted, a new version waiting for the next page, a reload under way. */
const tab = {
  userActed: false,
  /** The next move to another page loads fresh (for this version; undefined: the worker's, unknown). */
  pending: null as { version: string | undefined } | null,
  reloading: false,
  router: undefined as AnyRouter | undefined,
  started: false,
  watching: false,
};

function sessionArea(): Storage | Unavailable {
  try {
    return globalThis.sessionStorage ?? 'absent';
  } catch {
    return 'refused';
  }
}

const reloadedFor = (): string | undefined => readStored(RELOADED_FOR_KEY, sessionArea()).value ?? undefined;

/** What the server has now. Never throws. */
export async function readServedVersion(): Promise<ServedVersion> {
  const result = await withDeadline(VERSION_DEADLINE_MS, undefined, async (signal) => {
    const response = await fetch(`${import.meta.env.BASE_URL}${VERSION_FILE}`, { cache: 'no-store', signal });
    return response.ok ? parseVersionFile(await response.text()) : undefined;
  });
  if (result.outcome !== 'done') return { kind: 'unreachable' };
  return result.value === undefined ? { kind: 'unreadable' } : { kind: 'version', version: result.value };
}

/**
 * Loads `target` from the server, unless this tab already reloaded itself for `version` (the once
 * rule) or cannot remember that it did (no loop without storage either). `version` undefined: the
 * worker's new version, which it announces once (controllerchange), so nothing can repeat. True
 * when the page is being replaced (now, or already). `assign` adds the address to the history (a
 * move to another page); `replace` loads the address the history already has.
 */
function reloadOnce(version: string | undefined, target: string, how: 'assign' | 'replace' = 'replace'): boolean {
  if (tab.reloading) return true;
  if (version !== undefined) {
    const area = sessionArea();
    const recorded = readStored(RELOADED_FOR_KEY, area);
    if (recorded.outcome !== 'ok' || !mayReloadFor(version, recorded.value ?? undefined)) return false;
    if (writeStored(RELOADED_FOR_KEY, version, area) !== 'ok') return false;
  }
  tab.reloading = true;
  if (how === 'assign') window.location.assign(target);
  else window.location.replace(target);
  return true;
}

interface Diagnosis {
  failure: LoadFailure;
  served: ServedVersion;
}

let diagnosing: Promise<Diagnosis> | undefined;

/** Why loading failed just now. Failures that come together (a page and its preload) share one look at /version.json. */
function diagnose(): Promise<Diagnosis> {
  diagnosing ??= (async () => {
    const served: ServedVersion = navigator.onLine ? await readServedVersion() : { kind: 'unreachable' };
    const failure = classifyLoadFailure({ online: navigator.onLine, own: ownVersion(), served, reloadedFor: reloadedFor() });
    return { failure, served };
  })().finally(() => {
    diagnosing = undefined;
  });
  return diagnosing;
}

/**
 * A page's code failed to load while the lecturer opens `target` (the address is already the new
 * page's when its component renders). After a deployment it loads `target` from the server, once
 * per version, and resolves 'reloading'; otherwise it resolves the error for the page to show.
 */
export async function explainFailedLoad(error: unknown, target = window.location.href): Promise<PageLoadError | 'reloading'> {
  const { failure, served } = await diagnose();
  if (failure === 'deploy' && served.kind === 'version' && served.version !== ownVersion() && reloadOnce(served.version, target))
    return 'reloading';
  return new PageLoadError(failure, error);
}

/** Why something other than a page's code failed (RouteError, for an error it was given without a cause). */
export async function explainFailure(error: unknown): Promise<LoadFailure> {
  const explained = await explainFailedLoad(error);
  return explained === 'reloading' ? 'deploy' : explained.failure;
}

// --- A new version, found by the worker or by the page ------------------------------------------

// The next page is loaded from the server (the new version) instead of inside the old app.
const loadNextPageFresh: BlockerFn = ({ currentLocation, nextLocation, action }) => {
  const pending = tab.pending;
  if (!pending || !loadsFresh(true, currentLocation.pathname, nextLocation.pathname)) return false;
  if (action === 'BACK' || action === 'FORWARD' || action === 'GO') {
    queueMicrotask(() => reloadOnce(pending.version, window.location.href)); // the address has already changed
    return false;
  }
  return reloadOnce(pending.version, nextLocation.href, action === 'REPLACE' ? 'replace' : 'assign');
};

/**
 * The server has a new version (`version`; undefined: the worker's, when /version.json could not be
 * read) and this page runs an older one (`current`: it already runs the served one).
 */
export function newVersion({
  version,
  firstInstall = false,
  current = false,
}: {
  version: string | undefined;
  firstInstall?: boolean;
  current?: boolean;
}): void {
  const action = onNewVersion({ firstInstall, userActed: tab.userActed, current });
  if (action === 'reload-now') reloadOnce(version, window.location.href);
  else if (action === 'reload-on-next-page' && !tab.pending) {
    // A version this tab already reloaded for, and still not running it: no more automatic loads.
    if (version !== undefined && !mayReloadFor(version, reloadedFor())) return;
    tab.pending = { version };
    tab.router?.history.block({ enableBeforeUnload: false, blockerFn: loadNextPageFresh });
  }
}

/**
 * Looks at /version.json when the tab is shown again, when the connection comes back and every ten
 * minutes (update-policy.ts), and calls `onDeploy` once per new version the server has.
 */
export function watchForDeploys(onDeploy: (version: string) => void): void {
  const own = ownVersion();
  if (own === undefined || tab.watching) return; // the dev server: no build, no deployments
  tab.watching = true;
  let lastCheck = Date.now();
  let seen = own;
  const check = async (reason: VersionCheckReason) => {
    if (!shouldCheckVersion(reason, lastCheck, Date.now(), document.visibilityState === 'visible')) return;
    lastCheck = Date.now();
    const served = await readServedVersion();
    if (served.kind !== 'version' || served.version === seen) return;
    seen = served.version;
    onDeploy(served.version);
  };
  document.addEventListener('visibilitychange', () => void check('visible'));
  window.addEventListener('online', () => void check('online'));
  setInterval(() => void check('interval'), VERSION_CHECK_INTERVAL_MS);
}

/** Without a worker: the update policy applied to what watchForDeploys finds. */
export const followDeploysWithoutWorker = (): void => watchForDeploys((version) => newVersion({ version }));

/**
 * Starts the tab's part (src/app/start.tsx, once, before the first render): notes the lecturer's
 * first click or key, and answers a lazily loaded part that failed (vite:preloadError) after a
 * deployment. Not preventDefault: the import still fails, so its caller (the page loader, the
 * search dialog) shows what it shows; only the new version is loaded as the policy says.
 */
export function startDeployRecovery(router: AnyRouter): void {
  tab.router = router;
  if (tab.started) return;
  tab.started = true;
  const acted = () => {
    tab.userActed = true;
    window.removeEventListener('pointerdown', acted, true);
    window.removeEventListener('keydown', acted, true);
  };
  window.addEventListener('pointerdown', acted, true);
  window.addEventListener('keydown', acted, true);
  window.addEventListener('vite:preloadError', () => {
    void diagnose().then(({ failure, served }) => {
      if (failure === 'deploy' && served.kind === 'version' && served.version !== ownVersion()) newVersion({ version: served.version });
    });
  });
}
