// The internal pages' loader (src/app/pages/registry.ts): React.lazy that tries again.
//
// React.lazy keeps a failed import for good: a page that failed to load once (offline, a server
// fault) failed on every later render, and only a full reload — which loses what the lecturer typed
// elsewhere — brought it back. Here a failed import is forgotten once its error has been shown:
// src/shell/views/RouteError.tsx calls forgetFailedLoads when it retries (the connection is back,
// or the lecturer asks) and when it goes away (the lecturer opened another page), so the next
// render of the page imports it again. Not sooner: React renders a failed component again before
// it shows the error, and importing again there would retry for ever while offline, never showing
// the error at all.
//
// Before it fails, the loader asks why (src/features/deploys/deploys.ts): after a deployment it loads
// the new version instead (the page then never settles: the browser is already leaving it), and
// otherwise it fails with a PageLoadError that names the cause. (Not TanStack Router's
// lazyRouteComponent, which reloads the page on any failed import, offline included: see
// load-failure.ts.)
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { explainFailedLoad } from '../../features/deploys/deploys.ts';
import { PageLoadError } from '../../features/deploys/load-failure.ts';

/** Bumped by forgetFailedLoads: a page that failed before the latest bump imports again. */
let generation = 0;

/** The failed pages' errors have been shown: their next render imports them again. */
export function forgetFailedLoads(): void {
  generation += 1;
  retryFailedStylesheets();
}

/** If the browser has not left the page this long after a reload began, the error is shown after all. */
const RELOAD_GRACE_MS = 10_000;

/** A page that loads on demand; `preload` (which the router calls for a route's component) loads it ahead. */
export type LazyPage<P extends object> = FunctionComponent<P> & { preload: () => Promise<void> };

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let failedIn: number | undefined;
  // Once loaded, the page renders at once: React.lazy suspends on its first render even when its
  // module is there, and the app's first render would show the layout without its page.
  let loaded: ComponentType<P> | undefined;
  // The import of the current attempt, one for the router's preload and the render alike.
  let importing: Promise<{ default: ComponentType<P> }> | undefined;
  const importOnce = () =>
    (importing ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const attempt = () => {
    importing = undefined;
    return lazy(async () => {
      try {
        return await importOnce();
      } catch (error) {
        const explained = await explainFailedLoad(error);
        if (explained === 'reloading') await new Promise((resolve) => setTimeout(resolve, RELOAD_GRACE_MS));
        failedIn = generation;
        throw explained === 'reloading' ? new PageLoadError('deploy', error) : explained;
      }
    });
  };
  let current = attempt();
  function LazyPage(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failedIn !== undefined && failedIn !== generation) {
      failedIn = undefined;
      current = attempt();
    }
    return createElement(current, props);
  }
  // A failure is the render's to explain (the error view says why).
  const preload = () =>
    importOnce().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyPage, { preload });
}

// Vite's preload helper adds a page's stylesheets as <link> elements and never adds the same one
// twice, not even after it failed: a page that loads on the second try would stay unstyled. The
// stylesheets that failed are noted here (error events do not bubble, so on the capture phase) and
// added again, as new elements, when the failed pages are retried.
const failedStylesheets = new Set<HTMLLinkElement>();

if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedStylesheets.add(link);
    },
    true,
  );
}

function retryFailedStylesheets(): void {
  for (const link of failedStylesheets) {
    if (link.isConnected) link.replaceWith(link.cloneNode());
  }
  failedStylesheets.clear();
}
