import { atom, useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { useMemo } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import { useLang, useTexts } from '../../platform/i18n/use-texts.ts';
import { labelOf } from '../../platform/i18n/localize.ts';
import type { PortalNode } from '../../model/manifest/model.ts';
import { menuItems } from '../menu/items.ts';
import { PinGlyph } from './glyphs.tsx';
import { pinLabels, pinToggleState } from './pin-marks.ts';
import { togglePinned } from './pin.ts';
import { favouriteIdsAtom } from './state.ts';
import './favourites.css';

/**
 * The pin toggle beside a menu item (nothing for nodes that are not menu items). Its name stays
 * "Sematkan …" and aria-pressed carries the state, as the toggle-button pattern asks; the tooltip
 * says what a click does now.
 */
export function PinToggle({ node, className }: { node: PortalNode; className?: string }) {
  const model = useModel();
  const store = useStore();
  const lang = useLang();
  const t = useTexts(pinLabels);
  // This item's state only: a pin renders its own toggles again, not every item's.
  const pinned = useStoreValue(useMemo(() => atom((get) => get(favouriteIdsAtom).includes(node.id)), [node.id]));
  if (!menuItems(model).byId.has(node.id)) return null;
  const label = labelOf(node, lang);
  return (
    <button
      type="button"
      className={['pin-toggle', className].filter(Boolean).join(' ')}
      data-pin={node.id}
      {...pinToggleState(pinned, t.pin(label), t.unpin(label))}
      onClick={() => togglePinned(store, node.id)}
    >
      <PinGlyph filled={pinned} />
    </button>
  );
}
