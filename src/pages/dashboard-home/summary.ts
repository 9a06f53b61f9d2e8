// The line under a dashboard card's title: a few of the group's visible items, or its description.
import type { PortalModel, PortalNode } from '../../manifest/model.ts';

const shown = 3;

export function summaryOf(model: PortalModel, node: PortalNode): string {
  const labels = node.children.map((id) => model.nodes[id]!).filter((child) => !child.hidden).map((child) => child.label);
  if (labels.length === 0) return node.description ?? '';
  const rest = labels.length - shown;
  return rest > 0 ? `${labels.slice(0, shown).join(', ')}, dan ${rest} lainnya` : labels.join(', ');
}

/** The cards of the dashboard: the home node's visible children, in menu order. */
export const cardsOf = (model: PortalModel): PortalNode[] =>
  (model.nodes[model.portal.home]?.children ?? []).map((id) => model.nodes[id]!).filter((node) => !node.hidden);
