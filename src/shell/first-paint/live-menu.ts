// The pre-rendered menu (README.md) works from the frame it is painted in, not only once the app has
// mounted, which happens several times later. Loaded first (entry.ts) and free of React, this module
// handles the pre-rendered copy's clicks and keys by delegation:
//  - a group opens and closes in place (Enter and Space on it are clicks, so the keyboard works too);
//    the drawer (narrow screens) opens, closes, and Escape closes it;
//  - a menu link's click is done by the app's own code (live-links.ts: onItemClick, the one launch
//    planner): a launch item opens its tab from that very click. That code is loaded just after the
//    menu's first paint, so that evaluating it does not hold the paint back; a launch clicked in the
//    moment before it has come opens its launch tab at once (launch-tab.ts: a browser opens a tab
//    only inside the click), where the launch goes on, and loads its launch page here if even that
//    tab is blocked;
//  - an internal link changes the address at once (history.pushState) and the app, still loading,
//    starts on that page: a full page load would start the app over and lose what is already loaded;
//  - the theme switches at the click (features/theme/toggle.ts, as the app's button does); a pin
//    shows its new state at the click and goes into the app's store once the link code has come;
//  - the search (its button, its hotkey) shows it is on its way at the click and keeps what is typed
//    meanwhile, and opens with it in the app; any other control (language, sign out) shows it is on
//    its way at the click and is done by the app's copy of it once the app has taken over
//    (handedOver), so no click is lost;
//  - a click made before this module ran (the menu paints while the page is still parsed) was kept
//    by the boot script and is done as soon as this module runs; a group's was answered at once, and
//    what a browser opens only inside the click (a launch's tab, the sign-in's popup) was opened then.
import type { TwinOf } from './hand-off.ts';
import { EARLY_CLICKS, EARLY_POPUP, OPENS_SIGN_IN } from './ids.ts';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import { isPlainClick, type ItemClick } from '../../features/menu/item-click.ts';
import { openLaunchTab } from '../../features/launch/launch-tab.ts';
import { createRepeatGuard } from '../../features/launch/repeat-guard.ts';
import { opensSearch, typedCharacter } from '../../features/search/hotkey.ts';
import { loadThemeChoice } from '../../features/theme/apply.ts';
import { cycleTheme, showThemeChoice, THEME_CHOICE_ATTRIBUTE } from '../../features/theme/toggle.ts';
import { pinLabels, showPinned } from '../../features/favourites/pin-marks.ts';
import { langOf, type Lang } from '../../platform/i18n/languages.ts';
import { labelOf } from '../../platform/i18n/localize.ts';
import { holdPopup, loginScopes } from '../../platform/auth/reserve-popup.ts';
import type { MenuActions } from './live-links.ts';
import { isDisclosed, showDisclosure } from '../../platform/ui/disclosure.ts';
import { drawerIsOpen, groupOf, showCurrent, showDrawer, showOnItsWay } from './sidebar-dom.ts';

export interface LiveMenu {
  /**
   * The app's code for links and groups (live-links.ts), once it is loading: what was clicked before
   * it came is done when it comes.
   */
  connect(actions: Promise<(model: PortalModel) => MenuActions>): void;
  /** React has replaced the shell (hand-off.ts): what only the app can do is done by its copy. */
  handedOver(twinOf: TwinOf): void;
  /**
   * The app's code could not be loaded: internal links load their page instead of waiting for it,
   * and no control stays on its way (entry.ts says why below the menu).
   */
  appFailed(): void;
}

/** The click a waiting launch or record is done with: plain, its own event long cancelled. */
const laterClick: ItemClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  preventDefault: () => undefined,
};

/** The sign-in's popup the boot script opened in a click before this script ran (once). */
function takeEarlyPopup(win: Window | null): Window | null | undefined {
  const popup = win?.[EARLY_POPUP];
  if (win) win[EARLY_POPUP] = undefined;
  return popup;
}

/** An internal page before the app runs: the app reads the address when it starts. */
function showPage(shell: HTMLElement, link: HTMLAnchorElement, path: string): void {
  const doc = shell.ownerDocument;
  if (path !== doc.location.pathname) doc.defaultView?.history.pushState(null, '', path);
  const nav = link.closest('nav');
  if (nav) showCurrent(nav, link);
  showDrawer(shell, false);
}

/**
 * The search asked for before the app has taken over: its button shows it is on its way, and the
 * keys typed meanwhile are the search's (as the app's SearchHost.tsx keeps them); Escape forgets it.
 */
function searchRequest(button: HTMLElement | null) {
  let typed: string | null = null;
  const forget = () => {
    typed = null;
    button?.removeAttribute('aria-busy');
  };
  return {
    /** Whether the copy has the search (the sign-in page's has not). */
    available: button !== null,
    ask() {
      if (typed !== null || !button) return;
      typed = '';
      showOnItsWay(button);
    },
    /** Takes `event` while the search is asked for: whether it did. */
    took(event: KeyboardEvent): boolean {
      if (typed === null) return false;
      const character = typedCharacter(event);
      if (character !== null) typed += character;
      else if (event.key === 'Backspace' && !event.isComposing) typed = [...typed].slice(0, -1).join('');
      else if (event.key === 'Escape') forget();
      else return false;
      event.preventDefault();
      return true;
    },
    forget,
    /** What was typed since it was asked for; null when it was not (or forgotten). */
    typed: () => typed,
  };
}

/** Shows `node` pinned or not on each of `shell`'s toggles for it, as the app renders them (`pin-marks.ts`). */
function showPinOf(shell: HTMLElement, node: PortalNode | undefined, lang: Lang, pinned: boolean): void {
  const unpin = node ? pinLabels[lang].unpin(labelOf(node, lang)) : '';
  for (const toggle of shell.querySelectorAll<HTMLElement>('[data-pin]'))
    if (toggle.dataset.pin === node?.id) showPinned(toggle, pinned, unpin);
}

/** The copy's theme button was rendered following the system; the boot script has applied the stored choice. */
function showStoredTheme(shell: HTMLElement, lang: Lang): void {
  for (const button of shell.querySelectorAll(`[${THEME_CHOICE_ATTRIBUTE}]`)) showThemeChoice(button, loadThemeChoice(), lang);
}

/** Has the app's copy of each control do what was asked of it, after the app's first effects (its lists, its listeners) have run. */
function clickTwins(pending: HTMLElement[], twinOf: TwinOf): void {
  if (!pending.length) return;
  setTimeout(() => {
    for (const control of pending) twinOf(control)?.click();
  }, 0);
}

/** The app's code for links and groups (live-links.ts): loading (what waits for it), loaded, or failed (null). */
function linkCode() {
  let actions: MenuActions | null | undefined;
  const waiting: ((loaded: MenuActions | null) => void)[] = [];
  return {
    loaded: () => actions,
    /** Runs `then` with the code once it has come, or `otherwise` if it could not be loaded. */
    with(then: (loaded: MenuActions) => void, otherwise?: () => void): void {
      if (actions) then(actions);
      else if (actions === null) otherwise?.();
      else waiting.push((loaded) => (loaded ? then(loaded) : otherwise?.()));
    },
    settle(loaded: MenuActions | null): void {
      actions = loaded;
      for (const then of waiting.splice(0)) then(loaded);
    },
  };
}

/**
 * The copy's buttons other than the menu's: the theme and a pin answered here, the search asked
 * for, any other (language, signing out) shown on its way and done by its twin in the app.
 */
function otherControls(shell: HTMLElement, model: () => PortalModel, lang: Lang, code: ReturnType<typeof linkCode>) {
  const deferred: HTMLElement[] = [];
  const search = searchRequest(shell.querySelector<HTMLElement>('.search-button'));
  /** Shows item `id` pinned or not on each of its toggles, and keeps it so in the app's store (put back when it cannot be). */
  const pinTo = (id: string, pinned: boolean) => {
    showPinOf(shell, model().nodes[id], lang, pinned);
    const putBack = () => showPinOf(shell, model().nodes[id], lang, !pinned);
    code.with((loaded) => loaded.pin(id, pinned) || putBack(), putBack);
  };
  return {
    search,
    pinTo,
    click(button: HTMLButtonElement) {
      if (button.hasAttribute(THEME_CHOICE_ATTRIBUTE)) showThemeChoice(button, cycleTheme(loadThemeChoice()), lang);
      else if (button.dataset.pin) pinTo(button.dataset.pin, button.getAttribute('aria-pressed') !== 'true');
      else if (button.classList.contains('search-button')) search.ask();
      else if (!deferred.includes(button)) {
        showOnItsWay(button);
        deferred.push(button);
      }
    },
    handedOver(twinOf: TwinOf) {
      const typed = search.typed();
      if (typed !== null) code.loaded()?.openSearch(typed);
      clickTwins(deferred.splice(0), twinOf);
    },
    appFailed() {
      for (const control of deferred.splice(0)) control.removeAttribute('aria-busy');
      search.forget();
    },
  };
}

/** Makes `shell`, the pre-rendered layout, work until the app takes over. `model` is read on first use. */
export function liveMenu(shell: HTMLElement, model: () => PortalModel): LiveMenu {
  const doc = shell.ownerDocument;
  const lang = langOf(doc);
  const earlyLaunches = createRepeatGuard();
  let appMissing = false;
  const code = linkCode();
  const withActions = code.with;
  const controls = otherControls(shell, model, lang, code);
  const search = controls.search;

  const toggleGroup = (button: Element, id: string) => {
    const open = !isDisclosed(button);
    showDisclosure(button, open);
    withActions((loaded) => loaded.groupShown(id, open));
  };

  const openLink = (event: MouseEvent, link: HTMLAnchorElement) => {
    const node = model().nodes[link.dataset.node ?? ''];
    if (!node) return;
    if (node.behaviour.kind === 'url') {
      if (!isPlainClick(event)) return; // the browser's: its launch page in a new tab
      const actions = code.loaded();
      if (actions) return actions.click(node, event);
      event.preventDefault();
      const win = doc.defaultView;
      // One click, one tab: a double click opens one launch tab.
      if (win) earlyLaunches.run(node.id, () => openLaunchTab(node, win) || win.open(link.href, '_self'));
      return;
    }
    withActions((loaded) => loaded.click(node, laterClick)); // recorded as opened
    if (!isPlainClick(event) || appMissing) return;
    event.preventDefault();
    showPage(shell, link, node.path);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a, button, .portal-scrim') : null;
    if (!target || !shell.contains(target) || event.defaultPrevented) return;
    const group = groupOf(target);
    if (group) toggleGroup(target, group);
    else if (target.classList.contains('portal-menu-button')) showDrawer(shell, !drawerIsOpen(shell));
    else if (target.classList.contains('portal-scrim')) showDrawer(shell, false);
    else if (target instanceof HTMLAnchorElement && target.dataset.node) openLink(event, target);
    else if (target instanceof HTMLButtonElement) {
      // The sign-in's popup opens now, in the click (or did, by the boot script's hand): done later by
      // the app's button, it would be blocked.
      if (target.hasAttribute(OPENS_SIGN_IN)) holdPopup(loginScopes(), takeEarlyPopup(doc.defaultView));
      controls.click(target);
    }
  };

  const onKey = (event: KeyboardEvent) => {
    if (!shell.isConnected) return doc.removeEventListener('keydown', onKey, true);
    if (search.took(event)) return;
    if (event.key === 'Escape' && drawerIsOpen(shell)) showDrawer(shell, false);
    if (search.available && opensSearch(event)) {
      event.preventDefault(); // Ctrl+K would go to the browser's address bar
      search.ask();
    }
  };

  shell.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey, true);
  showStoredTheme(shell, lang);
  // What was clicked in the copy before this script ran (the boot script kept it: boot.ts), done now.
  // The boot script opened a launch's tab in its click (kept only if the browser blocked it: its
  // launch page then loads here) and the sign-in's popup, taken here; it opened or closed a group and
  // showed a pin's new state at the click: the app learns the state on screen.
  for (const control of doc.defaultView?.[EARLY_CLICKS]?.() ?? []) {
    const group = groupOf(control);
    if (group) withActions((loaded) => loaded.groupShown(group, isDisclosed(control)));
    else if (control.dataset.pin) controls.pinTo(control.dataset.pin, control.getAttribute('aria-pressed') === 'true');
    else control.click();
  }

  return {
    connect(loading) {
      loading.then(
        (make) => code.settle(make(model())),
        () => code.settle(null),
      );
    },
    handedOver(twinOf) {
      doc.removeEventListener('keydown', onKey, true);
      controls.handedOver(twinOf);
    },
    appFailed() {
      appMissing = true;
      controls.appFailed();
    },
  };
}
