// The web app manifest and the service worker settings of both portal builds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/manifest-files.ts';
import { networkOnlyPaths, pwaOptions } from '../../src/features/pwa/pwa-options.ts';
import { shortNameOf, webAppIcons, webAppManifest } from '../../src/features/pwa/web-manifest.ts';
import { realModel } from '../support/real-model.ts';

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

  it('answers navigations with the cached index.html, except the sign-in redirect page, dev pages and files', () => {
    expect(workbox.navigateFallback).toBe('index.html');
    const leftToServer = (path: string) => networkOnlyPaths.some((pattern) => pattern.test(path));
    expect(leftToServer('/auth/redirect.html')).toBe(true);
    expect(leftToServer('/dev/ui.html')).toBe(true);
    // Files, as nginx sees them: the file or a 404, not the app.
    expect(leftToServer('/robots.txt')).toBe(true);
    expect(leftToServer('/assets/nope.js')).toBe(true);
    expect(leftToServer('/dashboard')).toBe(false);
    expect(leftToServer('/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi')).toBe(false);
    expect(leftToServer('/login')).toBe(false);
    expect(workbox.navigateFallbackDenylist).toBe(networkOnlyPaths);
    expect(workbox.globIgnores).toEqual(expect.arrayContaining(['auth/**', 'dev/**']));
  });

  it('caches nothing at run time (portal API, Graph, identity provider go to the network)', () => {
    expect(workbox.runtimeCaching ?? []).toEqual([]);
    expect(workbox.globPatterns).toEqual(['**/*.{js,css,html,svg,png}']);
  });

  it('a new deployment takes over at once and the old copy is removed; the page registers it itself', () => {
    expect(workbox).toMatchObject({ skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true });
    expect(options.injectRegister).toBe(false);
    expect(options.filename).toBe('sw.js');
  });
});
