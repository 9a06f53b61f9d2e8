// The smallest signed-in page the chosen stack allows: React 19 with react-dom's client, the router
// with one route and a link, jotai's provider and an atom, a zod/mini schema — built by the
// project's Vite as the portal is. The budget for the JavaScript a first visit fetches is read
// against it: what the budget leaves above this floor is all the portal's own code may weigh.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../manifest/files.ts';
import { gz } from './bundle.ts';
import { moduleWeights, packageOf } from './module-weights.ts';

const page = `<!doctype html>
<html lang="id"><head><meta charset="UTF-8" /><title>floor</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>
`;

const app = `import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import * as z from 'zod/mini';

const greeting = atom('Selamat datang');
const profile = z.object({ nama: z.string() });
const Home = () => h('main', null, useAtomValue(greeting), ', ', profile.parse({ nama: 'Siti' }).nama);
const rootRoute = createRootRoute({ component: () => h('div', null, h(Link, { to: '/' }, 'Beranda'), h(Outlet)) });
const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home });
const router = createRouter({ routeTree: rootRoute.addChildren([home]) });
createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(Provider, { store: createStore() }, h(RouterProvider, { router }))),
);
`;

/** Gzip -9 bytes of the floor's JavaScript, and the packages it is made of. */
export async function stackFloor(): Promise<{ bytes: number; packages: Set<string> }> {
  // Inside the project, so that its node_modules resolve the stack's packages.
  const root = join(projectRoot, 'test-output/bench/stack-floor');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), page);
  writeFileSync(join(root, 'main.js'), app);
  const { build } = await import('vite');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  });
  const files = readdirSync(join(root, 'dist/assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const dist = join(root, 'dist');
  const packages = new Set(moduleWeights(dist, files).flatMap(({ module }) => packageOf(module) ?? []));
  return { bytes: files.reduce((sum, file) => sum + gz(join(dist, file)), 0), packages };
}
