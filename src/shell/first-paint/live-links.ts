// What the pre-rendered menu's links and groups do with the app's own code (src/shell/first-paint/live-menu.ts
// loads it just after the menu's first paint, so that evaluating the launcher does not delay that
// paint): a link's click is the app's onItemClick — a launch goes through the one launch planner,
// its gating and no-access popup, its id-token refresh, its report and its "recently opened"
// record — and an opened or closed group goes into the app's store, so the app renders it so.
import { appSessionStore } from '../../platform/core/store.ts';
import { onItemClick } from '../../features/launch/open-item.ts';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import type { ItemClick } from '../../features/menu/item-click.ts';
import { currentSubMenusAtom } from '../../features/menu/open-groups.ts';

export interface MenuActions {
  click(node: PortalNode, event: ItemClick): void;
  groupShown(id: string, open: boolean): void;
}

export function menuActions(model: PortalModel): MenuActions {
  const store = appSessionStore();
  return {
    click: (node, event) => onItemClick(node, store, model)(event),
    groupShown: (id, open) =>
      store.set(currentSubMenusAtom, (ids) => (open ? [...new Set([...ids, id])] : ids.filter((other) => other !== id))),
  };
}
