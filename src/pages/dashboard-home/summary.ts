// The line under a dashboard card's title: a few of the group's visible items, or its description.
import { visibleChildren } from '../../layout/menu.ts';
import type { PortalModel, PortalNode } from '../../manifest/model.ts';

const shown = 3;

export function summaryOf(model: PortalModel, node: PortalNode): string {
  const labels = visibleChildren(model, node).map((child) => child.label);
  if (labels.length === 0) return node.description ?? '';
  const rest = labels.length - shown;
  return rest > 0 ? `${labels.slice(0, shown).join(', ')}, dan ${rest} lainnya` : labels.join(', ');
}

/** The cards of the dashboard: the home node's visible children, in menu order. */
export function cardsOf(model: PortalModel): PortalNode[] {
  const home = model.nodes[model.portal.home];
  return home ? visibleChildren(model, home) : [];
}
