// What the pre-rendered menu's links and groups do with the app's own code (src/shell/first-paint/live-menu.ts
// loads it just after the menu's first paint, so that evaluating the launcher does not delay that
// paint): a link's click is the app's onItemClick — a launch goes through the one launch planner,
// its gating and no-access popup, its id-token refresh, its report and its "recently opened"
// record — and an opened or closed group, a pin, a search asked for go into the app's store, so the
// app renders them so.
import { appSessionStore } from '../../platform/core/store.ts';
import { onItemClick } from '../../features/launch/open-item.ts';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import type { ItemClick } from '../../features/menu/item-click.ts';
import { currentSubMenusAtom } from '../../features/menu/open-groups.ts';
import { pinAs } from '../../features/favourites/pin.ts';
import { searchOpenAtom, searchTypedAtom } from '../../features/search/state.ts';

export interface MenuActions {
  click(node: PortalNode, event: ItemClick): void;
  groupShown(id: string, open: boolean): void;
  /** Pins or unpins an item as a toggle of the copy asked; false when it could not be (said in a toast). */
  pin(id: string, pinned: boolean): boolean;
  /** Opens the search, its field starting with what was typed since it was asked for. */
  openSearch(typed: string): void;
}

export function menuActions(model: PortalModel): MenuActions {
  const store = appSessionStore();
  return {
    click: (node, event) => onItemClick(node, store, model)(event),
    groupShown: (id, open) =>
      store.set(currentSubMenusAtom, (ids) => (open ? [...new Set([...ids, id])] : ids.filter((other) => other !== id))),
    pin: (id, pinned) => pinAs(store, id, pinned),
    openSearch(typed) {
      store.set(searchTypedAtom, typed);
      store.set(searchOpenAtom, true);
    },
  };
}
