// M24: the portal's logo (portal.institution.logo) is an SVG or a 512×512 PNG file in the portal's folder,
// which the build copies beside the app: a missing or broken logo is found before the build, not
// by a lecturer looking at a broken icon.
import type { ManifestIssue } from '../issues.ts';
import { issue, type RuleContext } from './context.ts';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether `bytes` are a PNG image or an SVG document (by their content, not their name). */
export function isLogoImage(bytes: Uint8Array): boolean {
  if (png.every((byte, i) => bytes[i] === byte)) return true;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    return false;
  }
  // An SVG document: its root element, after an XML declaration, comments or a doctype.
  return /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i.test(text);
}

/** A PNG's width and height, from its header; undefined for anything else. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (!png.every((byte, i) => bytes[i] === byte) || bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function m24LogoIsAnImage({ portal, readAsset }: RuleContext): ManifestIssue[] {
  const logo = portal?.value.institution.logo;
  if (!portal || logo === undefined) return [];
  const at = ['institution', 'logo'];
  if (!/^[\w.-]+\.(?:png|svg)$/i.test(logo) || logo.startsWith('.'))
    return [
      issue('LOGO', portal, at, `portal.institution.logo "${logo}": name a .png or .svg file in this portal's folder, e.g. logo.svg`),
    ];
  if (!readAsset) return [];
  const bytes = readAsset(logo);
  if (!bytes) return [issue('LOGO', portal, at, `portal.institution.logo: there is no file ${logo} in this portal's folder`)];
  if (!isLogoImage(bytes)) return [issue('LOGO', portal, at, `portal.institution.logo: ${logo} is not a PNG or SVG image`)];
  const size = pngSize(bytes);
  if (size && (size.width !== 512 || size.height !== 512))
    return [
      issue('LOGO', portal, at, `portal.institution.logo: ${logo} is ${size.width}×${size.height}; a PNG logo is 512×512 (or use an SVG)`),
    ];
  return [];
}
