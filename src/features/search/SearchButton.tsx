import { useSetAtom } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { Icon } from '../../platform/ui/icon.tsx';
import { loadSearchDialog, searchOpenAtom, searchPendingAtom } from './state.ts';
import './search-button.css';

const texts = {
  id: { search: 'Cari menu' },
  en: { search: 'Search menu' },
} satisfies Texts<{ search: string }>;

// The dialog's code loads when the lecturer is about to open it: pointer on the button, or focus.
const preload = () => void loadSearchDialog().catch(() => undefined);

/** The header's search button; "/" and Ctrl+K do the same. Busy while the dialog's code loads. */
export function SearchButton() {
  const setOpen = useSetAtom(searchOpenAtom);
  const pending = useStoreValue(searchPendingAtom);
  const t = useTexts(texts);
  return (
    <button
      type="button"
      className="search-button"
      aria-keyshortcuts="/ Control+K Meta+K"
      aria-busy={pending || undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpen(true)}
    >
      <Icon name="search" />
      <span className="search-button__text">{t.search}</span>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable; the button's text names the action */}
      <kbd className="search-button__key" aria-hidden="true">
        /
      </kbd>
    </button>
  );
}
