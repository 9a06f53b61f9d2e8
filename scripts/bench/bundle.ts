// Gzip sizes of what the login page and the dashboard load first (the static import closures of
// the entry, of the app it starts and of the page's own lazy chunk), of index.html (which carries
// the pre-rendered menu, the icon sprite and the model's data) and of the whole build. Reads Vite's
// build manifest.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isAppChunk } from '../build/first-paint/plugin.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** A file's size after gzip -9: the unit every byte figure of the bench is in. */
export const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(manifest: Record<string, Chunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export function bundleFigures(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const keyOf = (srcEnd: string) => Object.keys(manifest).find((k) => k.endsWith(srcEnd));
  const entry = keyOf('index.html')!;
  const size = (files: Set<string>, ext: string) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gz(join(dist, f)), 0);
  // The entry imports the app (src/app/start.tsx) right after the first paint: it is first-load too.
  const app = Object.keys(manifest).find((key) => isAppChunk(manifest[key]!.file))!;
  const page = (name: string, ...srcEnds: string[]) => {
    const keys = srcEnds.map(keyOf);
    if (keys.some((key) => key === undefined)) return undefined;
    const files = closure(manifest, [entry, app, ...(keys as string[])]);
    return { name, js: size(files, '.js'), css: size(files, '.css') };
  };
  const entryFiles = closure(manifest, [entry]);
  const all = readdirSync(join(dist, 'assets'))
    .map((f) => join(dist, 'assets', f))
    .filter((f) => statSync(f).isFile());
  return {
    html: gz(join(dist, 'index.html')),
    // The entry alone: what runs before the app (the pre-rendered menu's behaviour, src/shell/first-paint/live-menu.ts).
    entry: { js: size(entryFiles, '.js'), css: size(entryFiles, '.css') },
    // Those the portal has (a build carries only the pages its manifest shows). On the dashboard
    // home, the first paint (src/shell/first-paint/entry.ts) fetches the agenda card's code with the app's.
    pages: [
      page('login page', 'LoginPage.tsx'),
      page('dashboard', 'DashboardHome.tsx'),
      page('dashboard + agenda', 'DashboardHome.tsx', 'AgendaCard.tsx'),
    ].filter((p) => p !== undefined),
    total: {
      files: { js: all.filter((f) => f.endsWith('.js')).length, css: all.filter((f) => f.endsWith('.css')).length },
      js: all.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0),
      css: all.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0),
    },
    largest: all
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: f.split('/').pop()!, gz: gz(f) }))
      .sort((a, b) => b.gz - a.gz)
      .slice(0, 6),
  };
}

export function formatBundle(figures: ReturnType<typeof bundleFigures>): string[] {
  return [
    `${'index.html'.padEnd(22)} ${kb(figures.html).padStart(23)}  (menu, icon sprite, model data; gzip -9)`,
    `${'entry (before the app)'.padEnd(22)} JS ${kb(figures.entry.js).padStart(21)}  CSS ${kb(figures.entry.css).padStart(8)}  (gzip -9)`,
    ...figures.pages.map((p) => `${p.name.padEnd(22)} first-load JS ${kb(p.js).padStart(9)}  CSS ${kb(p.css).padStart(8)}  (gzip -9)`),
    `${'whole build'.padEnd(22)} JS ${kb(figures.total.js).padStart(21)}  CSS ${kb(figures.total.css).padStart(8)}  (${figures.total.files.js} JS, ${figures.total.files.css} CSS files)`,
    `largest chunks: ${figures.largest.map((c) => `${c.file} ${kb(c.gz)}`).join(', ')}`,
  ];
}
