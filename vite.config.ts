import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifestSource, type ManifestSource } from './scripts/build/manifest-source.ts';
import { precompress } from './scripts/build/precompress.ts';
import { firstPaint, isMenuActionsChunk } from './scripts/build/first-paint/plugin.ts';
import { portalManifest } from './scripts/build/portal-plugin.ts';
import { portalPages } from './scripts/build/pages-plugin.ts';
import { portalVersion } from './scripts/build/version-plugin.ts';
import { portalEnv } from './scripts/build/env-plugin.ts';
import { pwaOptions, serviceWorkerSwitch, type ServiceWorkerSwitch } from './scripts/build/pwa-options.ts';

// PORTAL chooses the manifest at build/dev time: a folder of manifest/ by name (dosen, the default;
// mahasiswa; any other), or any folder by its path (PORTAL=tests/fixtures/portal-kampus). An
// unknown one stops here, naming the portals there are (scripts/manifest/files.ts).
// PORTAL_UI_CATALOGUE=1 adds the UI catalogue page (always on in dev) for the browser tests.
const portal = process.env.PORTAL ?? 'dosen';
const withCatalogue = process.env.PORTAL_UI_CATALOGUE === '1';
// PORTAL_SERVICE_WORKER=off builds a portal whose service worker retires itself (README.md,
// "Retiring the service worker"); on or unset, the usual one; any other value stops here.
const serviceWorker = serviceWorkerSwitch(process.env.PORTAL_SERVICE_WORKER);

export default defineConfig(({ command }) => {
  // One compiled manifest for the plugin and the web app manifest (compiled once per change).
  const manifest = manifestSource(portal);
  return {
    // precompress: .gz/.br files for nginx's gzip_static/brotli_static (builds only, after the worker).
    plugins: [
      portalEnv(),
      portalManifest(manifest),
      ...firstPaint(manifest),
      portalPages(manifest),
      // The build's version in index.html and /version.json (builds only; src/features/deploys/version.ts).
      portalVersion(),
      ...(command === 'build' ? offlineSupport(manifest, serviceWorker) : []),
      precompress(),
    ],
    // A constant, so that the bundler drops the branch a build does not take (src/features/pwa/register.ts).
    define: { __PORTAL_SERVICE_WORKER__: JSON.stringify(serviceWorker) },
    build: {
      outDir: process.env.PORTAL_OUT_DIR ?? 'dist',
      manifest: true,
      // Every browser the portal supports preloads modules natively. index.html preloads none of the
      // entry's imports: fetched that early they would run before the pre-rendered menu's first
      // paint and delay it; found by the entry, they run just after it.
      modulePreload: {
        polyfill: false,
        // The pre-rendered menu's code for its links is preloaded by index.html itself
        // (scripts/build/first-paint/plugin.ts): adding its files to the page again when it is imported
        // would cost main-thread time just when a launch waits for it.
        resolveDependencies: (file, deps, { hostId, hostType }) =>
          (hostType === 'html' && hostId === 'index.html') || isMenuActionsChunk(file) ? [] : deps,
      },
      rollupOptions: {
        // React libraries mark modules "use client" for server components; irrelevant in a SPA.
        onLog(level, log, handler) {
          if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
        },
        input: {
          main: 'index.html',
          redirect: 'auth/redirect.html',
          ...((withCatalogue || command === 'serve') && { catalogue: 'dev/ui.html' }),
        },
      },
    },
    server: { host: 'localhost', port: Number(process.env.PORT ?? 5173), strictPort: true },
    preview: { host: 'localhost', port: Number(process.env.PORT ?? 4173), strictPort: true },
  };
});

// Builds only: the web app manifest and the service worker (scripts/build/pwa-options.ts). A manifest
// with errors gets none; portalManifest then fails the build with the errors themselves.
function offlineSupport(manifest: ManifestSource, serviceWorker: ServiceWorkerSwitch) {
  const { model } = manifest.compiled();
  return model ? [VitePWA(pwaOptions(model, serviceWorker))] : [];
}
