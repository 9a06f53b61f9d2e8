// The web app manifest and the service worker settings of both portal builds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../../scripts/manifest/files.ts';
import { answerNavigation, isAppNavigation, pwaOptions } from '../../../scripts/build/pwa-options.ts';
import { shortNameOf, webAppIcons, webAppManifest } from '../../../src/features/pwa/web-manifest.ts';
import { realModel } from '../../support/real-model.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it.each([
    ['dosen', 'Portal Dosen', 'Portal Dosen'],
    ['mahasiswa', 'Portal Mahasiswa & Tutor', 'Portal Mahasiswa'],
  ] as const)('%s: named after the portal, starts at its home, standalone, Indonesian', (portal, name, shortName) => {
    const model = realModel(portal);
    const manifest = webAppManifest(model);
    expect(manifest).toMatchObject({ name, short_name: shortName, lang: 'id', display: 'standalone', scope: '/' });
    expect(manifest.start_url).toBe(model.nodes[model.portal.home]!.path);
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("takes a portal's language, theme colour and logo from its manifest", () => {
    const model = realModel('dosen');
    expect(webAppManifest(model).icons).toEqual(webAppIcons);
    const other = {
      portal: {
        ...model.portal,
        language: 'en' as const,
        institution: { ...model.portal.institution, themeColor: '#0f766e', logo: '/portal-logo.svg', logoFile: 'logo.svg' },
      },
    };
    expect(webAppManifest(other)).toMatchObject({
      lang: 'en',
      theme_color: '#0f766e',
      icons: [{ src: '/portal-logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    const png = { portal: { ...other.portal, institution: { ...other.portal.institution, logo: '/portal-logo.png' } } };
    expect(webAppManifest(png).icons).toEqual([{ src: '/portal-logo.png', sizes: '512x512', type: 'image/png', purpose: 'any' }]);
  });

  it('short names keep at most the first two words of a long title', () => {
    expect(shortNameOf('Portal Dosen')).toBe('Portal Dosen');
    expect(shortNameOf('Portal Mahasiswa & Tutor')).toBe('Portal Mahasiswa');
  });

  it('every icon is a file in public/ of the size it claims, with 192, 512 and a maskable one', () => {
    for (const icon of webAppIcons) {
      const file = join(projectRoot, 'public', icon.src);
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(file), icon.src).toEqual({ width, height });
      } else {
        expect(readFileSync(file, 'utf8'), icon.src).toContain('<svg');
      }
    }
    const sizes = webAppIcons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });
});

describe('service worker settings', () => {
  const options = pwaOptions(realModel('dosen'));
  const workbox = options.workbox!;

  it('answers navigations inside the app, except the sign-in redirect page, dev pages and files', () => {
    const navigation = (path: string, mode: RequestMode = 'navigate') =>
      isAppNavigation({ request: { mode } as Request, url: new URL(path, 'https://portal.example.ac.id') });
    expect(navigation('/auth/redirect.html')).toBe(false);
    expect(navigation('/dev/ui.html')).toBe(false);
    // Files, as nginx sees them: the file or a 404, not the app.
    expect(navigation('/robots.txt')).toBe(false);
    expect(navigation('/assets/nope.js')).toBe(false);
    expect(navigation('/version.json')).toBe(false);
    expect(navigation('/index.html')).toBe(false);
    expect(navigation('/')).toBe(true);
    expect(navigation('/dashboard')).toBe(true);
    expect(navigation('/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi')).toBe(true);
    expect(navigation('/login?redirect=/dashboard')).toBe(true);
    // Requests of the page itself (the status feed, any fetch) are never answered with the app.
    expect(navigation('/dashboard', 'cors')).toBe(false);
    expect(navigation('/status/api/status-page/ut', 'same-origin')).toBe(false);
    expect(workbox.globIgnores).toEqual(expect.arrayContaining(['auth/**', 'dev/**', 'version.json']));
  });

  it('has no other navigation answer: no cached index.html for every path first, "/" included', () => {
    expect(workbox.navigateFallback).toBeNull();
    expect(workbox.directoryIndex).toBeNull();
  });

  it('keeps nothing at run time: one route, the navigations, answered by a function that stores nothing', () => {
    expect(workbox.runtimeCaching).toEqual([{ urlPattern: isAppNavigation, handler: answerNavigation }]);
    expect(workbox.globPatterns).toEqual(['**/*.{js,css,html,svg,png}']);
  });

  it('its functions stand alone: sw.js gets their source text, without this module around them', () => {
    for (const fn of [isAppNavigation, answerNavigation]) {
      const standalone = new Function(`return (${fn.toString()});`)() as typeof fn;
      expect(typeof standalone, fn.name).toBe('function');
    }
    expect(answerNavigation.toString()).not.toMatch(/import|require\(/);
  });

  it('a new deployment takes over at once and the old copy is removed; the page registers it itself', () => {
    expect(workbox).toMatchObject({ skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true });
    expect(options.injectRegister).toBe(false);
    expect(options.filename).toBe('sw.js');
  });
});

describe('answerNavigation: the network first, the precached index.html when it fails or is late', () => {
  const request = { url: 'https://portal.example.ac.id/dashboard', mode: 'navigate' } as Request;
  const precachedPage = new Response('precached index.html');
  const asked: { url: string; ignoreSearch?: boolean }[] = [];
  const stub = (network: () => Promise<Response>, precached: Response | null = precachedPage) => {
    asked.length = 0;
    vi.stubGlobal('fetch', vi.fn(network));
    vi.stubGlobal('caches', {
      match: vi.fn(async (url: string, options?: { ignoreSearch?: boolean }) => {
        asked.push({ url, ...options });
        return precached ?? undefined;
      }),
    });
    vi.stubGlobal('self', { location: new URL('https://portal.example.ac.id/sw.js') });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("the server's page when it answers: the new version after a deployment", async () => {
    const fresh = new Response('index.html from the server');
    stub(async () => fresh);
    expect(await answerNavigation({ request })).toBe(fresh);
    expect(asked).toEqual([]);
  });

  it('offline or unreachable: the precached copy (looked up whatever its revision query)', async () => {
    stub(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await answerNavigation({ request })).toBe(precachedPage);
    expect(asked).toEqual([{ url: 'https://portal.example.ac.id/index.html', ignoreSearch: true }]);
  });

  it('a server error: the precached copy rather than an error page', async () => {
    stub(async () => new Response('Bad Gateway', { status: 502 }));
    expect(await answerNavigation({ request })).toBe(precachedPage);
    // A page that does not exist is the app's to say (nginx answers app paths with index.html anyway).
    const notFound = new Response('Not found', { status: 404 });
    stub(async () => notFound);
    expect(await answerNavigation({ request })).toBe(notFound);
  });

  it('no answer within 3 s: the precached copy, without waiting for the network any longer', async () => {
    vi.useFakeTimers();
    stub(() => new Promise<Response>(() => {}));
    let answer: Response | undefined;
    void answerNavigation({ request }).then((r) => {
      answer = r;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(answer).toBe(precachedPage);
  });

  it('nothing precached (never after an install): the network after all, its failure included', async () => {
    stub(async () => {
      throw new TypeError('Failed to fetch');
    }, null);
    await expect(answerNavigation({ request })).rejects.toThrow('Failed to fetch');
  });
});
