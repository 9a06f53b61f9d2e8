// The words the search box's hint offers as examples: the portal's own (portal.searchExamples), or
// else the first two items of its menu, so every portal's hint names things it has. Pure.
import type { PortalModel } from '../../model/manifest/model.ts';
import type { Lang } from '../../platform/i18n/lang.ts';
import { labelOf } from '../../platform/i18n/localize.ts';
import { isOpenAt, menuItems } from '../menu/items.ts';

/** The hint's examples at `now` (epoch ms), in `lang`. */
export function searchExamplesOf(model: PortalModel, lang: Lang, now: number): string[] {
  const own = model.portal.searchExamples;
  if (own?.length) return own;
  return menuItems(model)
    .list.filter((item) => isOpenAt(item, now))
    .slice(0, 2)
    .map((item) => labelOf(item.node, lang));
}
