// Pure menu helpers over the compiled model: what the sidebar shows and which groups are open.
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import { isWithin } from '../../model/manifest/schedule.ts';

/** The children the menu shows at `now` (epoch ms): not hidden and inside their time window. */
export const visibleChildren = (model: PortalModel, node: PortalNode, now: number = Date.now()): PortalNode[] =>
  node.children.map((id) => model.nodes[id]!).filter((child) => !child.hidden && isWithin(child.window, now));

/** A menu group: a node whose visible children the sidebar lists below it. */
export const isGroup = (model: PortalModel, node: PortalNode, now: number = Date.now()) => visibleChildren(model, node, now).length > 0;

/** Ids of the ancestors of `nodeId` up to (not including) `rootId`: the groups to open. */
export function openGroupsFor(model: PortalModel, nodeId: string | undefined, rootId: string): string[] {
  const ids: string[] = [];
  for (let id = nodeId ? model.nodes[nodeId]?.parent : undefined; id && id !== rootId; id = model.nodes[id]?.parent) ids.push(id);
  return ids;
}

/**
 * Whether `path` is `base` or below it: the paths that a node at `base` and its descendants have,
 * and so those its layout is rendered for when it has one. The boot script paints the pre-rendered
 * layout for them (src/shell/first-paint/boot.ts) and the build names their tab titles.
 */
export const isAtOrBelow = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/** The node that owns the layout a route renders in (its nearest ancestor-or-self with a layout). */
export function layoutNodeOf(model: PortalModel, nodeId: string | undefined): PortalNode | undefined {
  for (let id = nodeId; id; id = model.nodes[id]?.parent) if (model.nodes[id]?.layout) return model.nodes[id];
  return undefined;
}
