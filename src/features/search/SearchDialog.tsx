// The search dialog (loaded on first use): a combobox over the menu items, following the WAI-ARIA
// combobox pattern with a listbox popup. The first result is selected as you type; arrow keys move
// the selection; Enter opens it from the key press itself, so the browser lets the new tab open.
// Opening, closing and the focus are the kit's modal lifecycle (use-modal-dialog.ts); the keys of
// the field are combobox-keys.ts's.
import { useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useModel } from '../../platform/core/model-context.tsx';
import { togglePinned } from '../favourites/pin.ts';
import { openItem } from '../launch/open-item.ts';
import { favouriteIdsAtom } from '../favourites/state.ts';
import { usePersonalLists } from '../favourites/use-personal-lists.ts';
import { useLang, useTexts } from '../../platform/i18n/use-texts.ts';
import { Icon } from '../../platform/ui/icon.tsx';
import { useModalDialog } from '../../platform/ui/use-modal-dialog.ts';
import type { MenuItem } from '../menu/items.ts';
import { comboboxKeyDown } from './combobox-keys.ts';
import { searchExamplesOf } from './examples.ts';
import { search, searchIndex } from './rank.ts';
import { SearchFooter } from './SearchFooter.tsx';
import { SearchResults } from './SearchResults.tsx';
import { searchTexts } from './texts.ts';
import './search-dialog.css';

/** Where the focus goes on closing when the search was opened from the page itself: its main content (the skip link's target). */
const mainContent = () => document.getElementById('konten');

/** `initialQuery`: what was typed while the dialog's code loaded (SearchHost.tsx), which unmounts it to close it. */
export default function SearchDialog({ onClose, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const model = useModel();
  const store = useStore();
  const router = useRouter();
  const lang = useLang();
  const t = useTexts(searchTexts);
  const favourites = useStoreValue(favouriteIdsAtom);
  usePersonalLists();
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState(0);
  const [now] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);
  const { dialogProps } = useModalDialog({ open: true, onClose, initialFocus: inputRef, fallbackFocus: mainContent });
  const baseId = useId();
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const hits = useMemo(() => search(searchIndex(model), query, now), [model, query, now]);
  const active = hits.length ? Math.min(selected, hits.length - 1) : -1;
  const current = active >= 0 ? hits[active]!.item : undefined;

  // After the modal lifecycle's first focus: typing goes on after what was typed while it loaded.
  useLayoutEffect(() => {
    const input = inputRef.current!;
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  // Synchronous from the key press or click: launch() opens the tab inside the same event. The
  // dialog is gone first (flushSync unmounts it now): a popup that follows must not open under it,
  // and the focus is back where it was.
  const choose = ({ node }: MenuItem) => {
    flushSync(onClose);
    openItem(node, store, model, (to) => void router.navigate({ to }));
  };
  const onKeyDown = comboboxKeyDown({ active, count: hits.length, select: setSelected, chooseSelected: () => current && choose(current) });
  const status = !query.trim() ? t.prompt : hits.length ? t.results(hits.length) : t.none(query.trim());

  return (
    <dialog {...dialogProps} className="search-dialog" aria-label={t.title}>
      <div className="search-dialog__panel">
        <div className="search-dialog__field">
          <Icon name="search" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            className="search-dialog__input"
            aria-label={t.title}
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={hintId}
            placeholder={t.placeholder(searchExamplesOf(model, lang, now))}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setSelected(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-dialog__close" aria-label={t.close} title={t.close} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <SearchResults id={listId} hits={hits} active={active} optionId={optionId} onSelect={setSelected} onChoose={choose} />
        <SearchFooter
          hintId={hintId}
          status={status}
          current={current}
          pinned={!!current && favourites.includes(current.node.id)}
          onTogglePin={(item) => togglePinned(store, item.node.id)}
        />
      </div>
    </dialog>
  );
}
