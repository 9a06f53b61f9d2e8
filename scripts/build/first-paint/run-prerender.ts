// Runs the build-time renderer (prerender.tsx) for the Vite plugin. The renderer imports the real
// components, with their CSS and TSX, so it is loaded through Vite's SSR loader rather than by Node.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import type { Prerendered } from './prerender.tsx';

const renderer = fileURLToPath(new URL('./prerender.tsx', import.meta.url));

/**
 * Renders the signed-in layout with the real components through Vite's SSR loader (so their CSS
 * imports and TSX work in Node), in production mode so dev-only parts are left out.
 */
export async function prerenderShell(root: string, model: PortalModel): Promise<Prerendered> {
  const server = await createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerender } = (await server.ssrLoadModule(renderer)) as typeof import('./prerender.tsx');
    return prerender(model);
  } finally {
    await server.close();
  }
}
