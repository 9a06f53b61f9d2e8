// Build-time settings for vite-plugin-pwa (used by vite.config.ts, never by the browser): the web
// app manifest and the service worker (Workbox generateSW).
//
// What the worker does: it precaches the build — index.html with the pre-rendered menu, every
// hashed asset, the icons — so the shell and the menu open offline, and the app's files never wait
// for the network. It caches nothing at run time: the portal API, Microsoft Graph and the identity
// provider always go to the network, and the sign-in redirect page, the dev pages, /version.json
// (src/features/deploys/version.ts) and any other path with an extension are left to the server. A new
// deployment installs in the background and takes over at once (skipWaiting + clientsClaim, old
// precache removed); src/features/deploys/update-policy.ts decides when the page loads the new version.
//
// Navigations inside the app go to the network first, and to the precached index.html when the
// network fails, answers with a server error, or has not answered within 3 s (answerNavigation).
// Why not the precached index.html at once, as before: after a deployment, a reload was answered by
// the old copy (the old menu) while the new worker installed behind it, and only a second load
// showed the new menu. Now one reload shows it: the page comes from the server, which the page
// itself can tell (it runs the version /version.json names, so the worker's takeover reloads
// nothing more).
// What it costs, on a repeat visit: one request before the first paint instead of none. index.html
// is sent no-cache with an ETag, so when nothing changed the request is a conditional one answered
// 304 without a body — one round trip (on a phone line of 300–600 ms, plus a connection's set-up on
// the first request); after a deployment it is the new index.html (about 15 KB as brotli) that the
// old copy would have cost in a second load anyway. A line that does not answer costs 3 s at most
// before the precached copy paints; an offline browser fails at once and gets the copy without
// waiting. The app's scripts and styles stay precached (cache first), so only the page itself waits.
//
// The off switch: PORTAL_SERVICE_WORKER=off (serviceWorkerSwitch, read by vite.config.ts) builds a
// worker that retires itself instead (vite-plugin-pwa's selfDestroying): a browser that has the
// worker unregisters it, and the page of that build registers none and removes what is left
// (src/features/pwa/retire.ts). README.md ("Retiring the service worker") says when and for how long.
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import { webAppManifest } from '../../src/features/pwa/web-manifest.ts';

// The two functions below are written into sw.js as their source text (workbox-build calls
// toString on them): each must stand alone — no imports, no names from this module.

/**
 * The navigations the worker answers: the app's pages. Left to the server (no route, so the
 * browser's own request): MSAL's redirect page, the dev-only pages, and any path with an extension
 * — a file, which nginx answers or refuses with a 404, never with the app (deploy/nginx.conf.template).
 */
export const isAppNavigation = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.mode === 'navigate' && !/^\/(?:auth|dev)\/|\.[^/]+$/.test(url.pathname);

/**
 * A navigation inside the app: the network's answer when it comes within 3 s and is not a server
 * error (5xx), else the precached index.html (the same page for every path: the router reads the
 * address). The precache holds one index.html per version only while a new worker installs, and
 * then the active worker's, put there first, is the one found first.
 */
export async function answerNavigation({ request }: { request: Request }): Promise<Response> {
  const network = fetch(request);
  network.catch(() => undefined); // answered from the precache instead; its failure is no error
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, 3000, undefined));
  try {
    const answer = await Promise.race([network, late]);
    if (answer && answer.status < 500) return answer;
  } catch {
    // offline, or the server cannot be reached: the precached copy
  }
  const precached = await caches.match(new URL('index.html', self.location.href).href, { ignoreSearch: true });
  return precached ?? network;
}

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
      // version.json is not in globPatterns either: said here too, as it must never be kept.
      globIgnores: ['auth/**', 'dev/**', 'version.json'],
      // Every page, "/" too, is answered by answerNavigation (vite-plugin-pwa's default would answer
      // them all with the precached index.html first).
      navigateFallback: null,
      directoryIndex: null,
      runtimeCaching: [{ urlPattern: isAppNavigation, handler: answerNavigation }],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      sourcemap: false,
      // Workbox inside sw.js, not beside it: the worker is served with the page's CSP, which makes
      // importScripts() take a trusted URL (docs/security.md, "Trusted Types"), and has no policy.
      inlineWorkboxRuntime: true,
    },
  };
}
