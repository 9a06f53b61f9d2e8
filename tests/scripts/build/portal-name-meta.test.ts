// The sign-in redirect page has no model, so the build writes the portal's names into it
// (scripts/build/portal-plugin.ts) for its message (src/platform/auth/redirect-bridge.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import type { ManifestSource } from '../../../scripts/build/manifest-source.ts';
import { manifestSource } from '../../../scripts/build/manifest-source.ts';
import { projectRoot } from '../../../scripts/manifest/files.ts';
import { withIds } from '../../../scripts/build/first-paint/fill-ids.ts';
import { portalManifest } from '../../../scripts/build/portal-plugin.ts';
import { PORTAL_NAME_META } from '../../../src/platform/auth/redirect-names.ts';
import { MODEL_ID } from '../../../src/shell/first-paint/ids.ts';

type Handler = (this: unknown, ...args: unknown[]) => unknown;
const handler = (hook: unknown): Handler => (typeof hook === 'function' ? hook : (hook as { handler: Handler }).handler) as Handler;

/** auth/redirect.html as the plugin writes it for `source`. */
async function redirectPage(source: ManifestSource): Promise<string> {
  const plugin: Plugin = portalManifest(source);
  handler(plugin.configResolved).call({}, { root: projectRoot, base: '/', command: 'build' });
  const filename = join(projectRoot, 'auth/redirect.html');
  const html = await handler(plugin.transformIndexHtml).call({}, readFileSync(filename, 'utf8'), { path: '/auth/redirect.html', filename });
  return html as string;
}

/** The meta's content as a browser reads it: the plugin escapes &, <, > and " as &#n;. */
const namesIn = (page: string) => {
  const content = new RegExp(`<meta name="${PORTAL_NAME_META}" content="([^"]*)">`).exec(page)?.[1];
  expect(content).toBeDefined();
  return JSON.parse(content!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
};

describe('the redirect page names its portal', () => {
  it.each([
    ['dosen', 'Portal Dosen'],
    ['mahasiswa', 'Portal Mahasiswa & Tutor'],
  ])('%s: its title, and no model', async (portal, title) => {
    const page = await redirectPage(manifestSource(portal));
    expect(namesIn(page)).toEqual({ title });
    expect(page).toContain(`<title>${title.replace('&', '&#38;')}</title>`);
    expect(page).not.toContain(MODEL_ID);
  });

  it('with its English title when the manifest has one, escaped for the attribute', async () => {
    const real = manifestSource('mahasiswa');
    const compiled = real.compiled();
    const portal = { ...compiled.model!.portal, en: { title: 'Student "&" Tutor Portal', description: 'not needed' } };
    const page = await redirectPage({ ...real, compiled: () => ({ ...compiled, model: { ...compiled.model!, portal } }) });
    expect(namesIn(page)).toEqual({ title: 'Portal Mahasiswa & Tutor', en: { title: 'Student "&" Tutor Portal' } });
  });
});

describe("the app's page in the portal's language, with its logo and colour", () => {
  /** index.html as the plugin writes it for `source`, its first paint's names filled in. */
  async function appPage(source: ManifestSource): Promise<string> {
    const plugin: Plugin = portalManifest(source);
    handler(plugin.configResolved).call({}, { root: projectRoot, base: '/', command: 'build' });
    const filename = join(projectRoot, 'index.html');
    const html = withIds(readFileSync(filename, 'utf8'), 'index.html');
    return ((await handler(plugin.transformIndexHtml).call({}, html, { path: '/', filename })) as { html: string }).html;
  }

  it('writes <html lang>, the tab icon and the theme colour from the manifest; the defaults without them', async () => {
    const real = manifestSource('mahasiswa');
    const compiled = real.compiled();
    const plain = await appPage(real);
    expect(plain).toContain('<html lang="id">');
    expect(plain).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(plain).not.toContain('theme-color');
    const portal = {
      ...compiled.model!.portal,
      language: 'en' as const,
      institution: { ...compiled.model!.portal.institution, logo: '/portal-logo.svg', logoFile: 'logo.svg', themeColor: '#0f766e' },
    };
    const page = await appPage({ ...real, compiled: () => ({ ...compiled, model: { ...compiled.model!, portal } }) });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<link rel="icon" href="/portal-logo.svg" type="image/svg+xml" />');
    expect(page).toContain('<meta name="theme-color" content="#0f766e" />');
  });
});
