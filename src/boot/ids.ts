// The names by which the build, the boot script and the app find the parts of index.html. Code
// imports them from here. Three files cannot and repeat them, checked by tests/boot/ids.test.ts:
// src/boot/boot.js (inlined as is, allowed by the CSP hash of its file), index.html (its root
// element; the build fails without it) and src/app/base.css (hides and shows the pre-rendered copy).

/** The element the app renders into. */
export const ROOT_ID = 'root';
/** The pre-rendered signed-in layout the build writes before the root; React replaces it. */
export const PRERENDER_ID = 'portal-prerender';
/** Set on <html> by the boot script while the pre-rendered copy is shown. */
export const SHELL_ATTRIBUTE = 'data-shell';
/** The <meta name> holding the boot script's settings, written by the build. */
export const BOOT_META_NAME = 'portal-boot';
/**
 * The <meta name> holding the portal's names (JSON: title, en.title) on the pages that have no
 * model: the sign-in redirect page (src/auth/redirect-bridge.ts) names the portal in its message.
 */
export const PORTAL_NAME_META = 'portal-name';
/** The JSON data block holding the compiled model (src/app/model-data.ts reads it). */
export const MODEL_ID = 'portal-model';
/**
 * The function the boot script leaves on window while the pre-rendered copy is shown: it returns
 * the copy's controls clicked before the page's script ran (src/layout/live-menu.ts does them).
 */
export const EARLY_CLICKS = 'portalEarlyClicks';
