// The search dialog's footer: the keys' hint, the announced result count, and the pin button for
// the selected result (keyboards and screen readers pin from here; pointers also on each result).

import { PinGlyph } from '../favourites/glyphs.tsx';
import { labelOf } from '../../platform/i18n/localize.ts';
import { useLang, useTexts } from '../../platform/i18n/use-texts.ts';
import type { MenuItem } from '../menu/items.ts';
import { searchTexts } from './texts.ts';

interface SearchFooterProps {
  /** The hint's id: the search field is described by it. */
  hintId: string;
  status: string;
  /** The selected result, if any. */
  current: MenuItem | undefined;
  /** Whether the selected result is pinned. */
  pinned: boolean;
  onTogglePin: (item: MenuItem) => void;
}

export function SearchFooter({ hintId, status, current, pinned, onTogglePin }: SearchFooterProps) {
  const lang = useLang();
  const t = useTexts(searchTexts);
  return (
    <div className="search-dialog__footer">
      <p id={hintId} className="search-dialog__hint">
        {t.hint}
      </p>
      <p role="status" className="search-dialog__status">
        {status}
      </p>
      {current && (
        <button
          type="button"
          className="search-dialog__pin"
          aria-pressed={pinned}
          aria-label={t.pinItem(labelOf(current.node, lang))}
          onClick={() => onTogglePin(current)}
        >
          <PinGlyph filled={pinned} />
          <span aria-hidden="true">{t.pin}</span>
        </button>
      )}
    </div>
  );
}
