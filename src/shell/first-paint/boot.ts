// Runs before the first paint: a classic, render-blocking script in <head>, inlined by the build
// (scripts/build/first-paint/boot-script.ts bundles this module and what it imports into one
// script; the CSP allows it by its hash). It reads the page's boot settings (the <meta> named
// BOOT_META_NAME, written at build time by scripts/build/first-paint/plugin.ts) and this browser's
// stored choices, then:
//  - applies the chosen theme and language, so the page does not flash the other ones;
//  - shows the pre-rendered menu (SHELL_ATTRIBUTE on <html>) when a session is stored and the path
//    is inside the signed-in layout, with the home's content on the home; the pre-rendered sign-in
//    page on its path when no session is stored; and gives the tab that page's title. React
//    replaces the pre-rendered copy when it mounts;
//  - otherwise preloads the app's modules at once, since the app starts as soon as it loads. With
//    the menu shown they are fetched after its first paint instead (entry.ts): fetching and
//    compiling them earlier delays that paint.
// Each decision is the app's own function, imported (the stored session, the theme, the language,
// the title, the plain click, the disclosure, the launch tab, the sign-in's popup), so the copy
// does what the app will. Whatever it imports is bundled into the page's first bytes: import only
// small modules whose top level does nothing (tests/scripts/build/first-paint/boot-script.test.ts
// holds its size).
import { launchTabOf, openLaunchTabAt } from '../../features/launch/launch-tab.ts';
import { isPlainClick } from '../../features/menu/item-click.ts';
import { isAtOrBelow } from '../../features/menu/menu-tree.ts';
import { applyTheme, loadThemeChoice } from '../../features/theme/apply.ts';
import { cycleTheme, showThemeChoice, THEME_CHOICE_ATTRIBUTE } from '../../features/theme/toggle.ts';
import { showPinned } from '../../features/favourites/pin-marks.ts';
import { openPopup } from '../../platform/auth/reserve-popup.ts';
import { readStored, storageKeys } from '../../platform/core/storage.ts';
import { isLang, langOf } from '../../platform/i18n/languages.ts';
import { pageTitle } from '../../platform/i18n/localize.ts';
import { isSignedIn } from '../../platform/session/auth-state.ts';
import { readPersistedAuth } from '../../platform/session/persisted-auth.ts';
import { isDisclosed, showDisclosure } from '../../platform/ui/disclosure.ts';
import { completeFirstScreen } from './boot-first-screen.ts';
import { preloadModules } from './first-screen.ts';
import { showOnItsWay } from './sidebar-dom.ts';
import {
  BOOT_META_NAME,
  EARLY_CLICKS,
  EARLY_POPUP,
  FIRST_SCREEN_ATTRIBUTE,
  OPENS_SIGN_IN,
  PRERENDER_ID,
  ROOT_ID,
  SHELL_ATTRIBUTE,
  type BootSettings,
  type ShellScreen,
} from './ids.ts';

boot();

function boot(): void {
  const root = document.documentElement;
  let settings: BootSettings | null;
  try {
    settings = JSON.parse(document.querySelector(`meta[name="${BOOT_META_NAME}"]`)?.getAttribute('content') ?? '');
  } catch {
    return;
  }
  if (!settings) return;
  applyTheme(loadThemeChoice());
  const lang = readStored(storageKeys.lang).value;
  if (isLang(lang)) root.lang = lang;

  const auth = readPersistedAuth(readStored(storageKeys.session).value);
  const path = location.pathname;
  const { shell, login, firstScreen, titles } = settings;
  // The copy is in one language: another chosen one waits for the app. A stored session sees the
  // layout on its paths; the sign-in page is for a browser without one (the app sends the other on).
  const screen: ShellScreen | undefined =
    root.lang !== settings.shellLang
      ? undefined
      : shell && isSignedIn(auth) && isAtOrBelow(path, shell)
        ? 'layout'
        : login === path && !isSignedIn(auth)
          ? 'login'
          : undefined;
  if (screen) {
    root.setAttribute(SHELL_ATTRIBUTE, screen);
    const page = titles?.pages[path];
    if (titles && page !== undefined) document.title = pageTitle(page, titles.portal);
  }
  if (screen === 'layout') {
    if (firstScreen) {
      if (path === firstScreen.path) root.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
      whileParsed(completeFirstScreen(firstScreen, auth, settings.shellLang));
    }
    keepEarlyClicks();
    return;
  }
  // The sign-in page is painted from the copy too; the app it needs for signing in is preloaded at
  // once (below), as on any page without the menu.
  if (screen === 'login') keepEarlyClicks();
  preloadModules(settings.preload ?? []);
}

// `pass` on what the parser has added, until the copy is parsed (the app's root follows it): a
// mutation observer's callback runs before the next frame, and the browser may paint the part of
// the copy parsed so far.
function whileParsed(pass: () => void): void {
  const observer = new MutationObserver(() => {
    pass();
    if (document.getElementById(ROOT_ID)) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    pass();
  });
}

// The menu is painted while the page is still parsed, and the page's script runs only once it is
// parsed: a plain click on one of the menu's links or buttons in that moment is kept (not followed)
// for live-menu.ts, which takes the kept ones with window[EARLY_CLICKS]() and does them. What must
// open inside the click opens now: a browser opens a window only there (Safari's engine not a
// moment later). A group's button, the theme and a pin are answered at once, in that click's frame
// (as the app answers them), and live-menu.ts tells the app the state on screen; any other button
// shows it is on its way. Should that script never run, the last link clicked is followed once the
// page is parsed.
function keepEarlyClicks(): void {
  const kept: HTMLElement[] = [];
  const launched = new Set<string>();
  // A launch's tab on its launch page (launch-tab.ts), which goes on to the system: once however
  // often it is clicked. Whether it opened.
  const launch = (control: Element) => {
    const tab = launchTabOf(control);
    if (!tab) return false;
    if (!launched.has(tab) && openLaunchTabAt(tab)) launched.add(tab);
    return launched.has(tab);
  };
  const keep = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
    if (!control?.closest(`#${PRERENDER_ID}`) || !isPlainClick(event)) return;
    event.preventDefault();
    if (control.hasAttribute(THEME_CHOICE_ATTRIBUTE)) {
      showThemeChoice(control, cycleTheme(loadThemeChoice()), langOf(document));
      return;
    }
    showDisclosure(control, !isDisclosed(control));
    if (launch(control)) return;
    if (control.hasAttribute(OPENS_SIGN_IN)) {
      if (EARLY_POPUP in window) return; // a second click: one sign-in
      // The sign-in's popup, empty, of MSAL's size and centred as MSAL would: live-menu.ts gives it
      // to the sign-in, which names it as MSAL looks for it (reserve-popup.ts, holdPopup).
      window[EARLY_POPUP] = openPopup(window, '');
    }
    if (control.hasAttribute('data-pin')) showPinned(control, control.getAttribute('aria-pressed') !== 'true');
    else if (control instanceof HTMLButtonElement && !control.hasAttribute('aria-expanded')) showOnItsWay(control);
    kept.push(control);
  };
  const take = () => {
    document.removeEventListener('click', keep, true);
    window[EARLY_CLICKS] = undefined;
    return kept.splice(0);
  };
  document.addEventListener('click', keep, true);
  window[EARLY_CLICKS] = take;
  document.addEventListener('DOMContentLoaded', () => {
    if (window[EARLY_CLICKS] !== take) return;
    const link = take()
      .reverse()
      .find((control) => control instanceof HTMLAnchorElement);
    window[EARLY_POPUP]?.close(); // no sign-in without the page's script
    if (link) location.assign(link.href);
  });
}
