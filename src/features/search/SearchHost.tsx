// The search in the signed-in layout's first load: only the hotkey listener and this host. The
// dialog itself (ranking, results) loads when it is first opened, or when the lecturer is about to
// open it (SearchButton.tsx). What is typed while it loads is kept for its field; Esc meanwhile
// changes one's mind.
import { useSetAtom, useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { useEffect, useState, type ComponentType } from 'react';
import { textsIn, type Texts } from '../../platform/i18n/lang.ts';
import { useShownAfterAsking } from '../../platform/ui/modal.tsx';
import { notify } from '../../platform/ui/notify.ts';
import { opensSearch, typedCharacter } from './hotkey.ts';
import { loadSearchDialog, searchOpenAtom, searchPendingAtom, searchTypedAtom } from './state.ts';

const texts = {
  id: { unavailable: 'Pencarian belum dapat dibuka. Periksa koneksi Anda, lalu coba lagi.' },
  en: { unavailable: 'Search cannot be opened right now. Check your connection and try again.' },
} satisfies Texts<{ unavailable: string }>;

type Dialog = ComponentType<{ onClose: () => void; initialQuery?: string }>;

// Another modal (the logout question, a popup) owns the keyboard while it is open.
const otherModalOpen = () => document.querySelector('dialog[open]:not(.search-dialog), .swal2-container') !== null;

export function SearchHost() {
  const store = useStore();
  const open = useStoreValue(searchOpenAtom);
  const setOpen = useSetAtom(searchOpenAtom);
  const setPending = useSetAtom(searchPendingAtom);
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const typed = useStoreValue(searchTypedAtom);
  const setTyped = useSetAtom(searchTypedAtom);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event) || otherModalOpen()) return;
      event.preventDefault(); // "/" is not typed anywhere; Ctrl+K does not reach the browser
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);

  useEffect(() => {
    if (!open) setTyped(''); // the next opening starts empty
  }, [open, setTyped]);

  // The button busy in the click's own frame, the dialog in the next render (modal.tsx's rule).
  const shown = useShownAfterAsking(open, SearchDialog !== null);
  const waiting = open && !shown;

  useEffect(() => {
    if (!waiting) return;
    setPending(true);
    // Until the field is there, the keys are the search's: what is typed goes into its field.
    const onKeyDown = (event: KeyboardEvent) => {
      const character = typedCharacter(event);
      if (character !== null) setTyped((text) => text + character);
      else if (event.key === 'Backspace' && !event.isComposing) setTyped((text) => [...text].slice(0, -1).join(''));
      else if (event.key === 'Escape') setOpen(false);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      setPending(false);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [waiting, setOpen, setPending, setTyped]);

  useEffect(() => {
    if (!open || SearchDialog) return;
    let live = true;
    loadSearchDialog().then(
      (module) => live && setSearchDialog(() => module.default),
      () => {
        if (!live) return;
        notify.error(textsIn(texts, store).unavailable);
        setOpen(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, SearchDialog, setOpen, store]);

  return shown && SearchDialog ? <SearchDialog initialQuery={typed} onClose={() => setOpen(false)} /> : null;
}
