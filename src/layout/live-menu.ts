// The pre-rendered menu (scripts/prerender) works from the frame it is painted in, not only once the
// app has mounted (React mounts 5–8× later than the menu paints). Loaded first by src/main.tsx and
// free of React, this module handles the pre-rendered copy's clicks and keys by delegation with the
// app's own code for what they do:
//  - a menu link's click is favourites/open-item.ts's onItemClick, the app's handler: a launch item
//    opens its tab from that very click (the pop-up blocker allows only that) through the one launch
//    planner, with its gating (the no-access popup loads sweetalert2 on demand), its id-token
//    refresh and its "recently opened" record; the session comes from storage (session/state.ts);
//  - an internal link changes the address at once (history.pushState) and the app, still loading,
//    starts on that page: a full page load would start the app over and lose what is already loaded;
//  - a group opens and closes in place, and the open groups go into the app's store
//    (currentSubMenusAtom), so the app renders them open; Enter and Space on a group or a link are
//    clicks, so the keyboard works too; the drawer (narrow screens) opens, closes, and Escape closes it;
//  - any other control (search, theme, language, sign out, pins) is done by the app's copy of it as
//    soon as the app has taken over (handedOver), so no click is lost; so is the search's hotkey.
import type { TwinOf } from '../boot/hand-off.ts';
import { appSessionStore } from '../core/store.ts';
import { isPlainClick, onItemClick } from '../favourites/open-item.ts';
import type { PortalModel } from '../manifest/model.ts';
import { opensSearch } from '../search/hotkey.ts';
import { currentSubMenusAtom } from '../session/state.ts';
import { drawerIsOpen, groupOf, showCurrent, showDrawer, showGroup } from './sidebar-dom.ts';

export interface LiveMenu {
  /** React has replaced the shell (boot/hand-off.ts): what only the app can do is done by its copy. */
  handedOver(twinOf: TwinOf): void;
  /** The app's code could not be loaded: internal links load their page instead of waiting for it. */
  appFailed(): void;
}

/** A click the app is left to do: on this control, and for a toggle button the state the lecturer asked for. */
interface Deferred {
  control: HTMLElement;
  pressed?: boolean;
}

/** Makes `shell`, the pre-rendered layout, work until the app takes over. `model` is read on first use. */
export function liveMenu(shell: HTMLElement, model: () => PortalModel): LiveMenu {
  const doc = shell.ownerDocument;
  const store = appSessionStore();
  let parsed: PortalModel | undefined;
  const portalModel = () => (parsed ??= model());
  const deferred: Deferred[] = [];
  let appMissing = false;

  const toggleGroup = (button: Element, id: string) => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    showGroup(button, open);
    store.set(currentSubMenusAtom, (ids) => (open ? [...new Set([...ids, id])] : ids.filter((other) => other !== id)));
  };

  // An internal page before the app runs: the app reads the address when it starts.
  const navigate = (link: HTMLAnchorElement, path: string) => {
    if (path !== doc.location.pathname) doc.defaultView?.history.pushState(null, '', path);
    const nav = link.closest('nav');
    if (nav) showCurrent(nav, link);
    showDrawer(shell, false);
  };

  const openLink = (event: MouseEvent, link: HTMLAnchorElement) => {
    const current = portalModel();
    const node = current.nodes[link.dataset.node ?? ''];
    if (!node) return;
    onItemClick(node, store, current)(event);
    if (node.behaviour.kind === 'url' || !isPlainClick(event) || appMissing) return;
    event.preventDefault();
    navigate(link, node.path);
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
      const pressed = target.getAttribute('aria-pressed');
      deferred.push({ control: target, ...(pressed && { pressed: pressed !== 'true' }) });
    }
  };

  const onKey = (event: KeyboardEvent) => {
    if (!shell.isConnected) return doc.removeEventListener('keydown', onKey);
    if (event.key === 'Escape' && drawerIsOpen(shell)) showDrawer(shell, false);
    const search = shell.querySelector<HTMLElement>('.search-button');
    if (search && opensSearch(event)) {
      event.preventDefault(); // Ctrl+K would go to the browser's address bar
      if (!deferred.some(({ control }) => control === search)) deferred.push({ control: search });
    }
  };

  shell.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);

  return {
    handedOver(twinOf) {
      doc.removeEventListener('keydown', onKey);
      const pending = deferred.splice(0);
      if (!pending.length) return;
      // After the app's first effects (its lists, its listeners) have run.
      setTimeout(() => {
        for (const { control, pressed } of pending) {
          const twin = twinOf(control);
          if (twin && (pressed === undefined || (twin.getAttribute('aria-pressed') === 'true') !== pressed)) twin.click();
        }
      }, 0);
    },
    appFailed() {
      appMissing = true;
    },
  };
}
