// Registers the service worker of a production build (sw.js, made by vite-plugin-pwa; see
// vite.config.ts) and follows new deployments with src/features/pwa/update-policy.ts. Loaded by src/app/start.tsx
// after the page has loaded, never in dev or in tests. A retiring build (PORTAL_SERVICE_WORKER=off)
// registers nothing and removes the worker instead (src/features/pwa/retire.ts); in every other build the
// bundler drops that branch and the module with it.
import type { AnyRouter, BlockerFn } from '@tanstack/react-router';
import { retireServiceWorker } from './retire.ts';
import { loadsFresh, onNewVersion, shouldCheckForUpdate } from './update-policy.ts';

export async function registerServiceWorker(router: AnyRouter, url = `${import.meta.env.BASE_URL}sw.js`): Promise<void> {
  if (__PORTAL_SERVICE_WORKER__ === 'off') return retireServiceWorker();
  const container = navigator.serviceWorker;
  const firstInstall = !container.controller;
  let userActed = false;
  let pending = false;

  const acted = () => {
    userActed = true;
    window.removeEventListener('pointerdown', acted, true);
    window.removeEventListener('keydown', acted, true);
  };
  window.addEventListener('pointerdown', acted, true);
  window.addEventListener('keydown', acted, true);

  // The next page is loaded from the server (the new version) instead of inside the old app.
  const loadNextPageFresh: BlockerFn = ({ currentLocation, nextLocation, action }) => {
    if (!loadsFresh(pending, currentLocation.pathname, nextLocation.pathname)) return false;
    if (action === 'BACK' || action === 'FORWARD' || action === 'GO') {
      queueMicrotask(() => window.location.reload()); // the address has already changed
      return false;
    }
    window.location.assign(nextLocation.href);
    return true;
  };

  container.addEventListener('controllerchange', () => {
    const action = onNewVersion({ firstInstall, userActed });
    if (action === 'reload-now') window.location.reload();
    else if (action === 'reload-on-next-page' && !pending) {
      pending = true;
      router.history.block({ enableBeforeUnload: false, blockerFn: loadNextPageFresh });
    }
  });

  // An old chunk that is no longer on the server: load the new version rather than fail.
  window.addEventListener('vite:preloadError', (event) => {
    if (!pending) return;
    event.preventDefault();
    window.location.reload();
  });

  const registration = await container.register(url, { scope: import.meta.env.BASE_URL });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !shouldCheckForUpdate(lastCheck, Date.now())) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined); // offline: try again next time
  });
}
