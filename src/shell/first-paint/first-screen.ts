// What the build's boot settings (<meta name="portal-boot">, scripts/build/first-paint/plugin.ts) say
// for entry.ts after the first paint: whether the page opens on the sign-in page, to fetch its code
// with the app's (the home's page needs no such head start: its code is in the app's chunk), and the
// app's modules, to fetch them at once.
import { BOOT_META_NAME, type BootSettings } from './ids.ts';

function bootSettings(doc: Document): Partial<BootSettings> {
  try {
    return JSON.parse(doc.querySelector(`meta[name="${BOOT_META_NAME}"]`)?.getAttribute('content') ?? '{}') ?? {};
  } catch {
    return {};
  }
}

export function opensOnSignIn(doc: Document = document): boolean {
  const { login } = bootSettings(doc);
  return login !== undefined && login === doc.location.pathname;
}

/** The app's JavaScript files, which the page's entry imports in two steps (src/main.tsx). */
export const appModules = (doc: Document = document): string[] => bootSettings(doc).preload ?? [];

/** Fetches (and compiles) modules without running them: an import later finds them ready. */
export function preloadModules(hrefs: readonly string[], doc: Document = document): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}
