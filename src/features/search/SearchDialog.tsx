// The search dialog (loaded on first use): a combobox over the menu items, following the WAI-ARIA
// combobox pattern with a listbox popup. The first result is selected as you type; arrow keys move
// the selection; Enter opens it from the key press itself, so the browser lets the new tab open.
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import { PinGlyph } from '../favourites/glyphs.tsx';
import { togglePinned } from '../favourites/pin.ts';
import { openItem } from '../launch/open-item.ts';
import { favouriteIdsAtom } from '../favourites/state.ts';
import { usePersonalLists } from '../favourites/use-personal-lists.ts';
import { langAtom } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { labelOf } from '../../platform/i18n/localize.ts';
import { unmetRequirements } from '../launch/session-flags.ts';
import { authAtom } from '../../platform/session/state.ts';
import { Icon } from '../../platform/ui/icon.tsx';
import type { MenuItem } from '../menu/items.ts';
import { searchExamplesOf } from './examples.ts';
import { search, searchIndex } from './rank.ts';
import { SearchOption } from './SearchOption.tsx';
import { searchTexts } from './texts.ts';
import './search-dialog.css';

/** `initialQuery`: what was typed while the dialog's code loaded (SearchHost.tsx). */
export default function SearchDialog({ onClose, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const model = useModel();
  const store = useStore();
  const router = useRouter();
  const lang = useAtomValue(langAtom);
  const t = useTexts(searchTexts);
  const auth = useAtomValue(authAtom);
  const favourites = useAtomValue(favouriteIdsAtom);
  usePersonalLists();
  const [query, setQuery] = useState(initialQuery);
  const [selected, setSelected] = useState(0);
  const [now] = useState(() => Date.now());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<Element | null | undefined>(undefined);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const hits = useMemo(() => search(searchIndex(model), query, now), [model, query, now]);
  const active = hits.length ? Math.min(selected, hits.length - 1) : -1;
  const current = active >= 0 ? hits[active]!.item : undefined;

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    if (openerRef.current === undefined) openerRef.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length); // typing goes on after what was typed
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  /** Closes the dialog at once (a popup that follows must not open under it) and gives focus back. */
  const close = () => {
    dialogRef.current?.close();
    const opener = openerRef.current;
    const target =
      opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : document.getElementById('konten');
    target?.focus();
    onClose();
  };

  // Synchronous from the key press or click: launch() opens the tab inside the same event.
  const choose = ({ node }: MenuItem) => {
    close();
    openItem(node, store, model, (to) => void router.navigate({ to }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const move = (step: number) => {
      if (!hits.length) return;
      event.preventDefault();
      setSelected((active + step + hits.length) % hits.length);
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const status = !query.trim() ? t.prompt : hits.length ? t.results(hits.length) : t.none(query.trim());
  const currentLabel = current ? labelOf(current.node, lang) : '';

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape (onCancel) is the keyboard's way
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label={t.title}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
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
          <button type="button" className="search-dialog__close" aria-label={t.close} title={t.close} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's listbox */}
        <ul id={listId} role="listbox" aria-label={t.listLabel} className="search-dialog__list" hidden={hits.length === 0}>
          {hits.map(({ item }, index) => {
            const { node } = item;
            return (
              <SearchOption
                key={node.id}
                item={item}
                id={optionId(index)}
                active={index === active}
                locked={unmetRequirements(node.requires, auth).length > 0}
                pinned={favourites.includes(node.id)}
                onHover={() => index !== active && setSelected(index)}
                onChoose={() => choose(item)}
                onTogglePin={() => togglePinned(store, node.id)}
              />
            );
          })}
        </ul>
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
              aria-pressed={favourites.includes(current.node.id)}
              aria-label={t.pinItem(currentLabel)}
              onClick={() => togglePinned(store, current.node.id)}
            >
              <PinGlyph filled={favourites.includes(current.node.id)} />
              <span aria-hidden="true">{t.pin}</span>
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
