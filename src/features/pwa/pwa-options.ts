// Build-time settings for vite-plugin-pwa (used by vite.config.ts, never by the browser): the web
// app manifest and the service worker (Workbox generateSW).
//
// What the worker does: it precaches the build — index.html with the pre-rendered menu, every
// hashed asset, the icons — so the shell and the menu open offline and at once on a slow line, and
// answers navigations inside the app with the cached index.html. It caches nothing at run time:
// the portal API, Microsoft Graph and the identity provider always go to the network (no
// runtimeCaching), and the sign-in redirect page and the dev pages are neither precached nor
// answered from the cache. A new deployment installs in the background and takes over at once
// (skipWaiting + clientsClaim, old precache removed); src/features/pwa/update-policy.ts decides when the
// page loads the new version.
//
// The off switch: PORTAL_SERVICE_WORKER=off (serviceWorkerSwitch, read by vite.config.ts) builds a
// worker that retires itself instead (vite-plugin-pwa's selfDestroying): a browser that has the
// worker unregisters it, and the page of that build registers none and removes what is left
// (src/features/pwa/retire.ts). README.md ("Retiring the service worker") says when and for how long.
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { PortalModel } from '../../model/manifest/model.ts';
import { webAppManifest } from './web-manifest.ts';

/**
 * Navigations the worker leaves to the server: MSAL's redirect page, the dev-only pages, and any
 * path with an extension — a file, which nginx answers or refuses with a 404, never with the app
 * (deploy/nginx.conf.template). Precached files (index.html) are still answered from the cache.
 */
export const networkOnlyPaths = [/^\/auth\//, /^\/dev\//, /\.[^/]+$/];

export type ServiceWorkerSwitch = 'on' | 'off';

/** PORTAL_SERVICE_WORKER: `on` (or unset, or empty) for the worker, `off` for one that retires itself. */
export function serviceWorkerSwitch(value: string | undefined): ServiceWorkerSwitch {
  if (value === undefined || value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`PORTAL_SERVICE_WORKER must be on or off (unset: on), not ${JSON.stringify(value)}`);
}

export function pwaOptions(
  model: Pick<PortalModel, 'portal' | 'nodes'>,
  serviceWorker: ServiceWorkerSwitch = 'on',
): Partial<VitePWAOptions> {
  return {
    // off: sw.js is the plugin's self-destroying worker (no precache, no fetch handler); the web
    // app manifest stays.
    ...(serviceWorker === 'off' && { selfDestroying: true }),
    registerType: 'autoUpdate',
    injectRegister: false, // src/features/pwa/register.ts registers it after the page has loaded
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: webAppManifest(model),
    includeManifestIcons: false, // the icons are in globPatterns already
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'], // the plugin adds manifest.webmanifest
      globIgnores: ['auth/**', 'dev/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: networkOnlyPaths,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
      sourcemap: false,
    },
  };
}
