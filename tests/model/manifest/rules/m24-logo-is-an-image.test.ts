// M24 of docs/manifest-rules.md (src/model/manifest/rules/m24-logo-is-an-image.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../../src/model/manifest/load.ts';
import { isLogoImage } from '../../../../src/model/manifest/rules/m24-logo-is-an-image.ts';
import { base, testNow } from '../../../support/manifest.ts';

const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
/** The start of a PNG of `size`×`size`: its signature and the header's width and height. */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, size);
  new DataView(bytes.buffer).setUint32(20, size);
  return bytes;
};
const withLogo = (logo: string) => base.replace('{name: Institut Uji,', `{logo: ${logo}, name: Institut Uji,`);

/** Checks the base manifest with `logo` against a folder holding `folder` (name → bytes). */
function check(logo: string, folder: Record<string, Uint8Array> | undefined) {
  const readAsset = folder && ((name: string) => folder[name]);
  const { issues, model } = loadManifest([{ name: 'm.yaml', text: withLogo(logo) }], { now: testNow, readAsset });
  return { lines: issues.map(formatIssue), model };
}

describe('M24 the logo is an image', () => {
  it('[M24] reports a missing file and a file that is not a PNG or SVG image at the logo', () => {
    expect(check('logo.svg', {}).lines).toEqual([
      "m.yaml:6:23 LOGO portal.institution.logo: there is no file logo.svg in this portal's folder",
    ]);
    expect(check('logo.png', { 'logo.png': new TextEncoder().encode('<html>not an image</html>') }).lines).toEqual([
      'm.yaml:6:23 LOGO portal.institution.logo: logo.png is not a PNG or SVG image',
    ]);
    expect(check('logo.png', { 'logo.png': pngOf(100) }).lines).toEqual([
      'm.yaml:6:23 LOGO portal.institution.logo: logo.png is 100×100; a PNG logo is 512×512 (or use an SVG)',
    ]);
  });

  it('[M24] wants a .png or .svg file of the folder itself, whether files are read or not', () => {
    for (const name of ['../logo.svg', 'logo.gif', 'img/logo.svg']) {
      expect(check(name, undefined).lines).toEqual([
        `m.yaml:6:23 LOGO portal.institution.logo "${name}": name a .png or .svg file in this portal's folder, e.g. logo.svg`,
      ]);
    }
  });

  it('[M24] accepts a PNG or an SVG, and the model names where the build serves it', () => {
    expect(check('logo.svg', { 'logo.svg': svg }).model?.portal.institution.logo).toBe('/portal-logo.svg');
    expect(check('Logo.PNG', { 'Logo.PNG': pngOf(512) }).model?.portal.institution.logo).toBe('/portal-logo.png');
    expect(isLogoImage(new TextEncoder().encode('\uFEFF  <svg width="1"></svg>'))).toBe(true);
    expect(isLogoImage(Uint8Array.from([0xff, 0xd8, 0xff]))).toBe(false);
  });
});
