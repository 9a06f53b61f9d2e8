// Registers the service worker of a production build (sw.js, made by vite-plugin-pwa; see
// vite.config.ts) and follows new deployments with src/features/deploys/update-policy.ts. Loaded by
// src/app/start.tsx after the page has loaded and its first render, once the browser is idle; never
// in dev or in tests. A retiring build
// (PORTAL_SERVICE_WORKER=off) registers nothing and removes the worker instead
// (src/features/pwa/retire.ts); in every other build the bundler drops that branch and the module
// with it. Where there is no worker (retired, or a browser that refuses one), the page follows
// deployments itself (src/features/deploys/deploys.ts).
import { followDeploysWithoutWorker, newVersion, readServedVersion, watchForDeploys } from '../deploys/deploys.ts';
import { ownVersion } from '../deploys/version.ts';
import { retireServiceWorker } from './retire.ts';
import { isFirstInstall, shouldCheckForUpdate } from '../deploys/update-policy.ts';
import { WORKER_URL } from './worker-url.ts';

/** Whether a worker now keeps this build for offline use (false: retired, or refused by the browser). */
export async function registerServiceWorker(url = WORKER_URL): Promise<boolean> {
  if (__PORTAL_SERVICE_WORKER__ === 'off') {
    followDeploysWithoutWorker();
    await retireServiceWorker();
    return false;
  }
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;

  container.addEventListener('controllerchange', () => {
    const firstInstall = isFirstInstall(controlled);
    controlled = true;
    if (firstInstall) return;
    // A page loaded from the server after the deployment (navigations go to the network first,
    // pwa-options.ts) already runs the new version: nothing to reload.
    void readServedVersion().then((served) => {
      const version = served.kind === 'version' ? served.version : undefined;
      newVersion({ version, current: version !== undefined && version === ownVersion() });
    });
  });

  // A browser may refuse the worker (some private modes; a test browser that blocks workers): then
  // the page follows deployments on its own.
  const registration = await container.register(url, { scope: import.meta.env.BASE_URL }).catch(() => undefined);
  if (!registration) {
    followDeploysWithoutWorker();
    return false;
  }

  // The browser looks for a new sw.js on full page loads only. An open portal asks for it when it
  // sees a new version (a few hundred bytes of /version.json, deploys.ts), and when its tab is shown
  // again at most hourly (what version.json cannot see: a change to the worker alone).
  const update = () => void registration.update().catch(() => undefined); // offline: try again next time
  // A new version is applied at once, as without a worker, not only when the new worker takes over:
  // pages come from the server first (pwa-options.ts), so a reload before the worker has caught up
  // is the new version already, and a takeover this page missed (it came before this module ran)
  // would otherwise leave it on the old one.
  watchForDeploys((version) => {
    update();
    newVersion({ version });
  });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !shouldCheckForUpdate(lastCheck, Date.now())) return;
    lastCheck = Date.now();
    update();
  });
  return true;
}
