// The names and settings by which the build, the boot script and the app find the parts of
// index.html, declared here only. Code imports them (the boot script too: boot.ts, bundled by the
// build); the two files that cannot import write placeholders instead (`__PRERENDER_ID__`), which
// the build fills in from this module (scripts/build/first-paint/fill-ids.ts): first-paint.css and
// index.html.
import type { Announcement } from '../../model/manifest/model.ts';
import type { Lang } from '../../platform/i18n/languages.ts';

/** The element the app renders into. */
export const ROOT_ID = 'root';
/** The pre-rendered signed-in layout the build writes before the root; React replaces it. */
export const PRERENDER_ID = 'portal-prerender';
/** Set on <html> by the boot script while the pre-rendered copy is shown: its value is the screen shown (ShellScreen). */
export const SHELL_ATTRIBUTE = 'data-shell';
/** On each screen of the copy: which one it is. */
export const SCREEN_ATTRIBUTE = 'data-screen';
/** The copy's screens: the signed-in layout (with the home's content on the home), and the sign-in page. */
export type ShellScreen = 'layout' | 'login';
/** The <meta name> holding the boot script's settings (BootSettings), written by the build. */
export const BOOT_META_NAME = 'portal-boot';
/** The JSON data block holding the compiled model (model-data.ts reads it). */
export const MODEL_ID = 'portal-model';
/**
 * The function the boot script leaves on window while the pre-rendered copy is shown: it returns
 * the copy's controls clicked before the page's script ran (live-menu.ts does them).
 */
export const EARLY_CLICKS = 'portalEarlyClicks';

/** On the sign-in button: a click on it in the copy opens the sign-in popup at once (live-menu.ts, boot.ts). */
export const OPENS_SIGN_IN = 'data-opens-sign-in';
/**
 * The sign-in's popup the boot script opened in a click on that button before the page's script
 * ran, left on window for live-menu.ts to give the sign-in (reserve-popup.ts, holdPopup).
 */
export const EARLY_POPUP = 'portalEarlyPopup';

/** Set on <html> by the boot script while the copy shows the home's content (the first screen: first-screen.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
/**
 * Marks the parts of the first screen the boot script fills in or chooses from this browser's
 * session and the moment of the visit (FirstScreenPart). The app renders the same marks.
 */
export const FILL_ATTRIBUTE = 'data-first-paint';
/** On each announcement's list item: its id, for the boot script to keep it or leave it out. */
export const ANNOUNCEMENT_ATTRIBUTE = 'data-announcement';

/** The values of FILL_ATTRIBUTE. `rows`: the <template> of the lists' rows (Favourites.tsx, FirstPaintRows). */
export type FirstScreenPart = 'page' | 'welcome' | 'user' | 'greeting' | 'favourites' | 'recent' | 'rows';

/** An announcement's conditions, for the boot script: its time window and the session flags it requires (isAnnouncementShown). */
export type AnnouncementCondition = Pick<Announcement, 'id' | 'window' | 'requires'>;

/** How the boot script completes the pre-rendered home for this browser (scripts/build/first-paint/prerender.tsx writes it). */
export interface FirstScreenSettings {
  /** The home's path: its content is in the copy and shown only there. */
  path: string;
  announcements: readonly AnnouncementCondition[];
}

/** What the app last rendered of the home for this browser's lecturer (home-snapshot.ts writes it, the boot script reads it). */
export interface FirstScreenSnapshot {
  /** Whose: the stored session's nip. */
  nip: string;
  lang: string;
  /** The build it was rendered by: its menu has the items the ids name. */
  version: string;
  /**
   * The ids of each list's items as the app listed them, and those it showed locked. Ids only: the
   * boot script clones their rows from the copy's own (FIRST_SCREEN_ROWS), never markup from storage.
   */
  lists: Record<'favourites' | 'recent', string[]>;
  locked: string[];
}

/**
 * What the boot script (boot.ts) reads from <meta name="portal-boot">, written by
 * scripts/build/first-paint/prerender.tsx and plugin.ts: what only the build knows. What the app's
 * code knows (the storage keys, the languages, the texts) the boot script imports.
 */
export interface BootSettings {
  /** The layout node's path: the shell is shown for it and the paths below it (none: no shell). */
  shell?: string;
  /** The language the shell is rendered in; another chosen language skips it. */
  shellLang: Lang;
  /**
   * The tab's title on the pages the copy is shown for, in the copy's language: the portal's name
   * and each page's own by its path (pageTitle composes them as the app does). A path without one
   * keeps the page's title until the app sets it.
   */
  titles?: { portal: string; pages: Record<string, string> };
  /** The sign-in page's path, when the copy has it: shown there to a browser without a session. */
  login?: string;
  /** The home's content in the copy, when the home is the dashboard. */
  firstScreen?: FirstScreenSettings;
  /** The app's modules, preloaded at once when no shell is shown, after its first paint otherwise (entry.ts). */
  preload?: string[];
}

declare global {
  interface Window {
    [EARLY_CLICKS]?: () => HTMLElement[];
    [EARLY_POPUP]?: Window | null;
  }
}
