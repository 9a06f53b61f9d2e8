// Search over the menu items. Pure: the index is built once per model; a query is ranked at a
// given moment (items outside their time window are not found).
//
// Ranking, best first (a multi-word query needs every word; it ranks by its weakest word, unless
// the query as a whole ranks better, e.g. "tutorial online" at the start of a label):
//   0 a label (Indonesian or English) starts with the query
//   1 a word of a label starts with it
//   2 a word of a keyword starts with it
//   3 a label contains it
//   4 a word of the description or the group path starts with it, or a keyword contains it
// Ties keep menu order, so the same query always lists the same items in the same order.
import type { PortalModel } from '../../model/manifest/model.ts';
import { isOpenAt, menuItems, type MenuItem } from '../menu/items.ts';
import { normalize } from './normalize.ts';

interface IndexEntry {
  item: MenuItem;
  labels: string[];
  keywords: string[];
  /** Descriptions and group paths, both languages. */
  texts: string[];
}

export type SearchIndex = readonly IndexEntry[];

export interface SearchHit {
  item: MenuItem;
  tier: number;
}

const present = (texts: (string | undefined)[]) => [
  ...new Set(
    texts
      .filter((t): t is string => !!t)
      .map(normalize)
      .filter(Boolean),
  ),
];

export function buildIndex(model: PortalModel): SearchIndex {
  return menuItems(model).list.map((item) => {
    const { node, groups } = item;
    return {
      item,
      labels: present([node.label, node.en?.label]),
      keywords: present(node.keywords),
      texts: present([
        node.description,
        node.en?.description,
        groups.map((group) => group.label).join(' '),
        groups.map((group) => group.en?.label ?? group.label).join(' '),
      ]),
    };
  });
}

const cache = new WeakMap<PortalModel, SearchIndex>();

/** The model's search index (built once per model). */
export function searchIndex(model: PortalModel): SearchIndex {
  let index = cache.get(model);
  if (!index) {
    index = buildIndex(model);
    cache.set(model, index);
  }
  return index;
}

const startsAWord = (text: string, term: string) => text.startsWith(term) || text.includes(` ${term}`);

/** How well one normalised term matches an entry (see the table above); Infinity: not at all. */
function tierOf(entry: IndexEntry, term: string): number {
  if (entry.labels.some((label) => label.startsWith(term))) return 0;
  if (entry.labels.some((label) => label.includes(` ${term}`))) return 1;
  if (entry.keywords.some((keyword) => startsAWord(keyword, term))) return 2;
  if (entry.labels.some((label) => label.includes(term))) return 3;
  if (entry.texts.some((text) => startsAWord(text, term)) || entry.keywords.some((keyword) => keyword.includes(term))) return 4;
  return Infinity;
}

/** The items matching `query` at `now` (epoch ms), best first. An empty query finds nothing. */
export function search(index: SearchIndex, query: string, now: number): SearchHit[] {
  const phrase = normalize(query);
  if (!phrase) return [];
  const words = phrase.split(' ');
  const hits: SearchHit[] = [];
  for (const entry of index) {
    if (!isOpenAt(entry.item, now)) continue;
    const whole = tierOf(entry, phrase);
    const tier = words.length > 1 ? Math.min(whole, Math.max(...words.map((word) => tierOf(entry, word)))) : whole;
    if (tier !== Infinity) hits.push({ item: entry.item, tier });
  }
  return hits.sort((a, b) => a.tier - b.tier || a.item.order - b.item.order);
}
