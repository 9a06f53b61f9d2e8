// The names and settings by which the build, the boot script and the app find the parts of
// index.html, declared here only. Code imports them; the three files that cannot import write
// placeholders instead (`__PRERENDER_ID__`), which the build fills in from this module
// (scripts/first-paint/ids.ts): boot.js, first-paint.css and index.html.

/** The element the app renders into. */
export const ROOT_ID = 'root';
/** The pre-rendered signed-in layout the build writes before the root; React replaces it. */
export const PRERENDER_ID = 'portal-prerender';
/** Set on <html> by the boot script while the pre-rendered copy is shown. */
export const SHELL_ATTRIBUTE = 'data-shell';
/** The <meta name> holding the boot script's settings (BootSettings), written by the build. */
export const BOOT_META_NAME = 'portal-boot';
/** The JSON data block holding the compiled model (model-data.ts reads it). */
export const MODEL_ID = 'portal-model';
/**
 * The function the boot script leaves on window while the pre-rendered copy is shown: it returns
 * the copy's controls clicked before the page's script ran (live-menu.ts does them).
 */
export const EARLY_CLICKS = 'portalEarlyClicks';

/** What boot.js reads from <meta name="portal-boot">, written by scripts/first-paint/prerender.tsx and plugin.ts. */
export interface BootSettings {
  /** The layout node's path: the shell is shown for it and the paths below it (none: no shell). */
  shell?: string;
  /** The language the shell is rendered in; another chosen language skips it. */
  shellLang: string;
  languages: readonly string[];
  sessionKey: string;
  langKey: string;
  themeKey: string;
  /** The path of the portal's home when it is the dashboard home, whose code start.ts fetches with the app's. */
  dashboardHome?: string;
  /** The app's modules, preloaded at once when no shell is shown. */
  preload?: string[];
}

declare global {
  interface Window {
    [EARLY_CLICKS]?: () => HTMLElement[];
  }
}
