// The line under a dashboard card's title: a few of the group's visible items, or its description.
import type { Lang, Texts } from '../../../platform/i18n/lang.ts';
import { descriptionOf, labelOf } from '../../../platform/i18n/localize.ts';
import { visibleChildren } from '../../../features/menu/menu-tree.ts';
import type { PortalModel, PortalNode } from '../../../model/manifest/model.ts';

const shown = 3;

const texts = {
  id: { more: (count: number) => `dan ${count} lainnya` },
  en: { more: (count: number) => `and ${count} more` },
} satisfies Texts<{ more: (count: number) => string }>;

export function summaryOf(model: PortalModel, node: PortalNode, lang: Lang = 'id'): string {
  const labels = visibleChildren(model, node).map((child) => labelOf(child, lang));
  if (labels.length === 0) return descriptionOf(node, lang) ?? '';
  const rest = labels.length - shown;
  return rest > 0 ? `${labels.slice(0, shown).join(', ')}, ${texts[lang].more(rest)}` : labels.join(', ');
}

/** The cards of the dashboard: the home node's visible children, in menu order. */
export function cardsOf(model: PortalModel): PortalNode[] {
  const home = model.nodes[model.portal.home];
  return home ? visibleChildren(model, home) : [];
}
