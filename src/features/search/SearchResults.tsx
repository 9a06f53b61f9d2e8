// The search dialog's listbox: one option per result, each saying whether it is locked for this
// lecturer and whether it is pinned. The selection is the field's (aria-activedescendant).
import { useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { togglePinned } from '../favourites/pin.ts';
import { favouriteIdsAtom } from '../favourites/state.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { unmetRequirements } from '../launch/session-flags.ts';
import { authAtom } from '../../platform/session/state.ts';
import type { MenuItem } from '../menu/items.ts';
import type { SearchHit } from './rank.ts';
import { SearchOption } from './SearchOption.tsx';
import { searchTexts } from './texts.ts';

interface SearchResultsProps {
  id: string;
  hits: readonly SearchHit[];
  /** The selected result's index, -1 with none. */
  active: number;
  optionId: (index: number) => string;
  onSelect: (index: number) => void;
  onChoose: (item: MenuItem) => void;
}

export function SearchResults({ id, hits, active, optionId, onSelect, onChoose }: SearchResultsProps) {
  const store = useStore();
  const auth = useStoreValue(authAtom);
  const favourites = useStoreValue(favouriteIdsAtom);
  const t = useTexts(searchTexts);
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's listbox
    <ul id={id} role="listbox" aria-label={t.listLabel} className="search-dialog__list" hidden={hits.length === 0}>
      {hits.map(({ item }, index) => (
        <SearchOption
          key={item.node.id}
          item={item}
          id={optionId(index)}
          active={index === active}
          locked={unmetRequirements(item.node.requires, auth).length > 0}
          pinned={favourites.includes(item.node.id)}
          onHover={() => index !== active && onSelect(index)}
          onChoose={() => onChoose(item)}
          onTogglePin={() => togglePinned(store, item.node.id)}
        />
      ))}
    </ul>
  );
}
