// The items a lecturer can open from the menu: the leaves the sidebar lists below the portal's
// layout node (url nodes and internal pages), in menu order, each with the groups above it. Pure.
// Search, favourites and "recently opened" all work from this one list, so an item that leaves
// the menu (removed or hidden in the manifest) leaves all three.
import { labelOf } from '../../platform/i18n/localize.ts';
import type { Lang } from '../../platform/i18n/lang.ts';
import { layoutNodeOf } from './menu-tree.ts';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import { isWithin } from '../../model/manifest/schedule.ts';

export interface MenuItem {
  node: PortalNode;
  /** The groups above the item, outermost first (the layout node itself not included). */
  groups: PortalNode[];
  /** Position in the menu, depth first (the sidebar's order). */
  order: number;
}

export interface MenuItems {
  list: MenuItem[];
  byId: ReadonlyMap<string, MenuItem>;
}

/** The node whose menu the dashboard shows: the home node's nearest ancestor-or-self with a layout. */
export const menuRoot = (model: PortalModel): PortalNode | undefined =>
  layoutNodeOf(model, model.portal.home) ?? model.nodes[model.portal.home];

const shown = (model: PortalModel, id: string) => {
  const node = model.nodes[id];
  return node && !node.hidden ? node : undefined;
};

function collect(model: PortalModel): MenuItems {
  const list: MenuItem[] = [];
  const root = menuRoot(model);
  // Time windows are left to the moment of use (isOpenAt): the list is built once per model.
  const walk = (node: PortalNode, groups: PortalNode[]) => {
    for (const id of node.children) {
      const child = shown(model, id);
      if (!child) continue;
      if (child.children.some((grandchild) => shown(model, grandchild))) walk(child, [...groups, child]);
      else list.push({ node: child, groups, order: list.length });
    }
  };
  if (root) walk(root, []);
  return { list, byId: new Map(list.map((item) => [item.node.id, item])) };
}

const cache = new WeakMap<PortalModel, MenuItems>();

/** The model's menu items (computed once per model). */
export function menuItems(model: PortalModel): MenuItems {
  let items = cache.get(model);
  if (!items) {
    items = collect(model);
    cache.set(model, items);
  }
  return items;
}

/** Whether the item is in the menu at `now` (epoch ms). Its window already includes its groups' (compile.ts). */
export const isOpenAt = (item: MenuItem, now: number): boolean => isWithin(item.node.window, now);

/** "Pendidikan & Pengajaran › Pembimbingan": where the item sits in the menu. */
export const groupPathOf = (item: MenuItem, lang: Lang): string => item.groups.map((group) => labelOf(group, lang)).join(' › ');

/** The icon that stands for the item: its own or its nearest group's. */
export const iconOf = (item: MenuItem) => item.node.icon ?? item.groups.findLast((group) => group.icon)?.icon;
