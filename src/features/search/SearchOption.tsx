// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the ARIA combobox pattern's listbox
// biome-ignore-all lint/a11y/useFocusableInteractive: focus stays in the search field; aria-activedescendant names the option
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the search field handles the keys (arrows, Enter, Escape); clicks are the pointer's way
// One result of the search dialog: the item's icon, label and group path, and what a screen reader
// should also hear (locked, opens a new tab, pinned).

import { LockGlyph, PinGlyph } from '../favourites/glyphs.tsx';
import { ItemNotice } from '../launch/ItemNotice.tsx';
import { useLang, useTexts } from '../../platform/i18n/use-texts.ts';
import { labelOf } from '../../platform/i18n/localize.ts';
import { groupPathOf, iconOf, type MenuItem } from '../menu/items.ts';
import { Icon } from '../../platform/ui/icon.tsx';
import { searchTexts } from './texts.ts';

interface SearchOptionProps {
  item: MenuItem;
  id: string;
  active: boolean;
  locked: boolean;
  pinned: boolean;
  onHover: () => void;
  onChoose: () => void;
  onTogglePin: () => void;
}

export function SearchOption({ item, id, active, locked, pinned, onHover, onChoose, onTogglePin }: SearchOptionProps) {
  const lang = useLang();
  const t = useTexts(searchTexts);
  const { node } = item;
  const icon = iconOf(item);
  const path = groupPathOf(item, lang);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className="search-option"
      data-node={node.id}
      onPointerMove={onHover}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className="search-option__icon">{icon ? <Icon name={icon} /> : <span className="search-option__bullet" />}</span>
      <span className="search-option__text">
        <span className="search-option__label">{labelOf(node, lang)}</span>
        {path && <span className="search-option__path">{path}</span>}
        <ItemNotice node={node} />
      </span>
      {locked && (
        <span className="search-option__lock">
          <LockGlyph />
          <span className="ui-visually-hidden">{t.locked}</span>
        </span>
      )}
      {node.behaviour.kind === 'url' && <span className="ui-visually-hidden">{t.newTab}</span>}
      {pinned && <span className="ui-visually-hidden">{t.pinned}</span>}
      {/* For pointers; keyboards and screen readers use the pin button below the list. */}
      <span
        className="search-option__pin"
        data-pinned={pinned}
        aria-hidden="true"
        title={t.pinItem(labelOf(node, lang))}
        onClick={(event) => {
          event.stopPropagation();
          onTogglePin();
        }}
      >
        <PinGlyph filled={pinned} />
      </span>
    </li>
  );
}
