// The web app manifest of a portal build, from its compiled model. Pure; vite.config.ts hands it
// to vite-plugin-pwa, which writes manifest.webmanifest and links it from the pages.
import type { PortalModel } from '../../model/manifest/model.ts';
import { themeColors } from '../theme/preference.ts';

export interface WebAppIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebAppIcon[];
}

/** The icons in public/ (made once from public/favicon.svg; see docs/architecture.md). */
export const webAppIcons: WebAppIcon[] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The portal's logo when its manifest names one (an SVG scales to any size; a PNG is 512×512, M24), else the generic icons. */
function iconsOf(logo: string | undefined): WebAppIcon[] {
  if (!logo) return webAppIcons;
  const svg = logo.endsWith('.svg');
  return [{ src: logo, sizes: svg ? 'any' : '512x512', type: svg ? 'image/svg+xml' : 'image/png', purpose: 'any' }];
}

/** The page background of the light palette (--ui-bg in theme.css): the splash screen's colour. */
const backgroundColor = '#f4f6fa';

/** Home screens show about 12 characters: a longer title keeps its first two words. */
export function shortNameOf(title: string): string {
  if (title.length <= 12) return title;
  return title.split(/\s+/).slice(0, 2).join(' ');
}

export function webAppManifest(model: Pick<PortalModel, 'portal'>): WebAppManifest {
  const home = model.portal.paths.home;
  return {
    id: home,
    name: model.portal.title,
    short_name: shortNameOf(model.portal.title),
    ...(model.portal.description && { description: model.portal.description }),
    lang: model.portal.language ?? 'id',
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: model.portal.institution.themeColor ?? themeColors.light,
    background_color: backgroundColor,
    icons: iconsOf(model.portal.institution.logo),
  };
}
