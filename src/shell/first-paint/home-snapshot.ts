// What the app last rendered of the dashboard home (the first screen) for this browser's lecturer,
// kept for the next load: the boot script paints it into the pre-rendered home before the app runs
// (src/shell/first-paint/README.md, "The first screen"). Written by the home, read by boot.js.
import { VERSION_META_NAME } from '../../features/pwa/version.ts';
import { storageKeys, writeStored } from '../../platform/core/storage.ts';
import { FILL_ATTRIBUTE, type FirstScreenPart, type FirstScreenSnapshot } from './ids.ts';

/** The attribute the app renders on a part of the first screen the boot script completes. */
export const firstPaintPart = (part: FirstScreenPart) => ({ [FILL_ATTRIBUTE]: part });

/**
 * Keeps what the home shows `who` in `page` (the home as the app rendered it) for the next load's
 * first paint. Best effort: a browser that refuses storage paints the lists when the app runs.
 */
export function rememberFirstScreen(page: HTMLElement, who: Omit<FirstScreenSnapshot, 'lists' | 'version'>): void {
  const doc = page.ownerDocument;
  const version = doc.querySelector<HTMLMetaElement>(`meta[name="${VERSION_META_NAME}"]`)?.content;
  if (!version) return; // the dev server: no build to match
  const afterHeading = (part: 'favourites' | 'recent') =>
    [...(page.querySelector(`[${FILL_ATTRIBUTE}="${part}"]`)?.children ?? [])]
      .slice(1)
      .map((element) => element.outerHTML)
      .join('');
  const snapshot: FirstScreenSnapshot = {
    ...who,
    version,
    lists: { favourites: afterHeading('favourites'), recent: afterHeading('recent') },
  };
  writeStored(storageKeys.firstScreen, JSON.stringify(snapshot));
}
