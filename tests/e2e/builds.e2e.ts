// What the test portals' builds (made once by global-setup.ts) hold, read from disk: only the pages
// their manifests show, a robots.txt of their own, and for the kampus fixture not one word of Portal Dosen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pageKeys } from '../../schema/vocabulary.ts';
import { testSites, type TestSite } from '../../scripts/harness/services.ts';
import {
  EAGER_COMPILE_HINT,
  isAppChunk,
  isFirstDataChunk,
  isMenuActionsChunk,
  isRuntimeChunk,
} from '../../scripts/build/first-paint/plugin.ts';
import { usedPages } from '../../scripts/build/pages-plugin.ts';
import { filesFrom, readChunks } from '../support/build-chunks.ts';
import { realModel } from '../support/real-model.ts';
import { robotsAllows } from '../support/robots.ts';

const dist = (site: TestSite) => inject('dists')[site];

/** Every file of a build, below its folder. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe.each(Object.keys(testSites) as TestSite[])('the %s build', (site) => {
  it('holds the page modules its manifest shows, and no other', () => {
    const manifest = JSON.parse(readFileSync(join(dist(site), '.vite/manifest.json'), 'utf8')) as Record<string, { src?: string }>;
    const model = realModel(testSites[site]);
    const home = model.nodes[model.portal.home]!.behaviour;
    // The home's page has no chunk of its own: it is in the app's (the dosen build's test below).
    const built = new Set([
      ...Object.values(manifest)
        .map((chunk) => /^src\/app\/pages\/([^/]+)\//.exec(chunk.src ?? '')?.[1])
        .filter((folder) => folder !== undefined && (pageKeys as readonly string[]).includes(folder)),
      ...(home.kind === 'component' ? [home.page] : []),
    ]);
    expect([...built].sort()).toEqual([...usedPages(model)].sort());
  });

  it('has its own robots.txt: its sign-in page and every file that page loads may be fetched, its home may not', () => {
    const { paths } = realModel(testSites[site]).portal;
    const allowed = robotsAllows(readFileSync(join(dist(site), 'robots.txt'), 'utf8'));
    const html = readFileSync(join(dist(site), 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/<(?:link|script|img)\b[^>]*?\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(2);
    expect([paths.login, ...loaded].filter((path) => !allowed(path))).toEqual([]);
    expect(allowed(paths.home), paths.home).toBe(false);
  });
});

describe('the dosen build', () => {
  const manifest = () => readChunks(dist('dosen'));
  const linkChunk = (chunks: ReturnType<typeof manifest>) => Object.keys(chunks).find((key) => isMenuActionsChunk(chunks[key]!.file))!;

  it('runs no React in the pre-rendered menu’s launch code (src/shell/first-paint/live-links.ts), which runs before the app', () => {
    const chunks = manifest();
    const files = filesFrom(chunks, linkChunk(chunks));
    expect(files.size).toBeGreaterThan(2);
    const withReact = [...files].filter((file) => readFileSync(join(dist('dosen'), file), 'utf8').includes('react.transitional.element'));
    expect(withReact).toEqual([]);
  });

  it("fetches the app's code as one file besides the entry's and the launch code's (one request, not one per shared module)", () => {
    const chunks = manifest();
    const app = Object.keys(chunks).find((key) => isAppChunk(chunks[key]!.file))!;
    // This build has the UI catalogue too (dev/ui.html): what it shares with the app stays a chunk of its own.
    const before = new Set([
      ...filesFrom(chunks, 'index.html'),
      ...filesFrom(chunks, linkChunk(chunks)),
      ...filesFrom(chunks, 'dev/ui.html'),
    ]);
    expect([...filesFrom(chunks, app)].filter((file) => !before.has(file))).toEqual([chunks[app]!.file]);
    expect(filesFrom(chunks, 'dev/ui.html'), "the catalogue runs none of the app's start").not.toContain(chunks[app]!.file);
  });

  it('fetches what the app loads just after its first render (the profile, the agenda, zod for their answers) as one file', () => {
    const chunks = manifest();
    const app = Object.keys(chunks).find((key) => isAppChunk(chunks[key]!.file))!;
    const data = Object.keys(chunks).find((key) => isFirstDataChunk(chunks[key]!.file))!;
    expect(chunks[app]!.dynamicImports).toContain(data);
    // Besides what the sign-in page imports too (it stays out: the page would load all of it).
    const signInPage = filesFrom(chunks, 'src/app/pages/login/LoginPage.tsx');
    expect(signInPage).not.toContain(chunks[data]!.file);
    const before = new Set([...filesFrom(chunks, app), ...filesFrom(chunks, linkChunk(chunks)), ...signInPage]);
    expect([...filesFrom(chunks, data)].filter((file) => !before.has(file))).toEqual([chunks[data]!.file]);
    const code = readFileSync(join(dist('dosen'), chunks[data]!.file), 'utf8');
    // zod's object schema, the profile's API path (current-user.ts), the agenda's answer (calendar-view.ts).
    for (const marker of ['ZodObject', 'get-data-from-token', 'calendarView']) expect(code).toContain(marker);
  });

  it("keeps React's runtime out of the app's chunk, in one of its own that src/main.tsx evaluates a task before the app's code", () => {
    const chunks = manifest();
    const [app, runtime] = [isAppChunk, isRuntimeChunk].map((is) => Object.values(chunks).find((chunk) => is(chunk.file))!);
    const code = (file: string) => readFileSync(join(dist('dosen'), file), 'utf8');
    // Two of the names react-dom's client gives its own properties on DOM nodes.
    for (const marker of ['__reactContainer$', '__reactFiber$']) {
      expect(code(runtime!.file)).toContain(marker);
      expect(code(app!.file)).not.toContain(marker);
    }
    expect(filesFrom(chunks, Object.keys(chunks).find((key) => chunks[key] === app)!)).toContain(runtime!.file);
  });

  it("has V8 compile React's runtime and the app's chunk while they stream in: its hint first in each, in no other file", () => {
    const chunks = manifest();
    const files = [...new Set(Object.values(chunks).map((chunk) => chunk.file))];
    const hinted = files.filter((file) => readFileSync(join(dist('dosen'), file), 'utf8').includes(EAGER_COMPILE_HINT));
    expect(hinted.toSorted()).toEqual([isAppChunk, isRuntimeChunk].map((is) => files.find(is)).toSorted());
    for (const file of hinted)
      expect(readFileSync(join(dist('dosen'), file), 'utf8').startsWith(`${EAGER_COMPILE_HINT}\n`), file).toBe(true);
  });

  it("puts the home's page, its lazy parts too, in the app's chunk: every signed-in first visit fetches them with it", () => {
    const chunks = manifest();
    const app = Object.keys(chunks).find((key) => isAppChunk(chunks[key]!.file))!;
    const ownChunks = Object.values(chunks).filter((chunk) => chunk.src?.startsWith('src/app/pages/dashboard-home/'));
    expect(ownChunks.filter((chunk) => chunk.file !== chunks[app]!.file)).toEqual([]);
    const code = readFileSync(join(dist('dosen'), chunks[app]!.file), 'utf8');
    // Class names of the home (DashboardHome.tsx) and of its lazy agenda card (AgendaCard.tsx).
    expect(code).toContain('dashboard-home__cards');
    expect(code).toContain('agenda-event');
  });

  it('loads neither the portal’s entry nor the launch code in the sign-in popup’s redirect page (they would start the app there, whose Trusted Types policy its CSP refuses)', () => {
    const chunks = manifest();
    const redirect = filesFrom(chunks, 'auth/redirect.html');
    expect(redirect.size).toBeGreaterThan(1);
    expect(redirect).not.toContain(chunks['index.html']!.file);
    expect(redirect).not.toContain(chunks[linkChunk(chunks)]!.file);
  });

  it('keeps the launch code out of what the entry loads before the paint (it is one chunk of its own)', () => {
    const chunks = manifest();
    expect(filesFrom(chunks, 'index.html')).not.toContain(chunks[linkChunk(chunks)]!.file);
  });
});

describe('the kampus build', () => {
  // Depends on the runtime naming the portal from its manifest (messages, the sign-out page, the
  // sign-in window): until then the files that still say "Portal Dosen" are listed here.
  it('says "Dosen" nowhere: HTML, JavaScript, CSS, the web app manifest, the service worker (runtime)', () => {
    const texts = filesOf(dist('kampus')).filter((file) => !/\.(png|ico|webp|woff2?)$/.test(file));
    expect(texts.map((file) => relative(dist('kampus'), file))).toEqual(
      expect.arrayContaining(['index.html', 'manifest.webmanifest', 'sw.js', 'auth/redirect.html']),
    );
    const saying = texts.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const at = text.indexOf('Dosen');
      return at < 0 ? [] : [`${relative(dist('kampus'), file)}: …${text.slice(Math.max(0, at - 60), at + 20)}…`];
    });
    expect(saying).toEqual([]);
  });
});
