// The page's half of a retiring build (PORTAL_SERVICE_WORKER=off; see scripts/build/pwa-options.ts):
// src/features/pwa/register.ts calls this instead of registering the worker.
//
// The worker's half is vite-plugin-pwa's self-destroying sw.js. A browser that has the portal's
// worker finds it as an update on its next visit; it takes over at once (skipWaiting), unregisters
// its registration, reloads the pages it controls (which then come from the server: the new build)
// and deletes every cache of the origin. That deletion runs after the reload, outside the activate
// event's waitUntil, in a worker that the browser may stop as soon as it has no page left: it can
// be cut short. And a page that registered sw.js again would install a new worker on every visit.
// So this build's page registers nothing, unregisters whatever registration is left and deletes
// the Workbox caches itself. It never reloads: the page already comes from the server, so there is
// nothing to loop on.

/** Workbox names every cache it makes `workbox-…` (precache, runtime; pwa-options sets no cacheId). */
const isWorkboxCache = (name: string) => name.startsWith('workbox-');

export async function retireServiceWorker(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> = navigator.serviceWorker,
  cacheStorage: Pick<CacheStorage, 'keys' | 'delete'> | undefined = globalThis.caches,
  scope = new URL(import.meta.env.BASE_URL, location.href).href,
): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.filter((registration) => registration.scope.startsWith(scope)).map((r) => r.unregister()));
  if (!cacheStorage) return;
  const names = await cacheStorage.keys();
  await Promise.all(names.filter(isWorkboxCache).map((name) => cacheStorage.delete(name)));
}
