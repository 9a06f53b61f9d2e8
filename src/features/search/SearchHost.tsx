// The search in the signed-in layout's first load: only the hotkey listener and this host. The
// dialog itself (ranking, results) is loaded when the browser is idle or on first use.
import { useAtom, useStore } from 'jotai';
import { useEffect, useState, type ComponentType } from 'react';
import { textsIn, type Texts } from '../../platform/i18n/lang.ts';
import { notify } from '../../platform/ui/notify.ts';
import { opensSearch } from './hotkey.ts';
import { loadSearchDialog, searchOpenAtom } from './state.ts';

const texts = {
  id: { unavailable: 'Pencarian belum dapat dibuka. Periksa koneksi Anda, lalu coba lagi.' },
  en: { unavailable: 'Search cannot be opened right now. Check your connection and try again.' },
} satisfies Texts<{ unavailable: string }>;

type Dialog = ComponentType<{ onClose: () => void }>;

// Another modal (the logout question, a popup) owns the keyboard while it is open.
const otherModalOpen = () => document.querySelector('dialog[open]:not(.search-dialog), .swal2-container') !== null;

export function SearchHost() {
  const store = useStore();
  const [open, setOpen] = useAtom(searchOpenAtom);
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event) || otherModalOpen()) return;
      event.preventDefault(); // "/" is not typed anywhere; Ctrl+K does not reach the browser
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    // Loaded once the page is idle, so "/" then typing straight away loses no keys.
    const preload = () => void loadSearchDialog().catch(() => undefined);
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(preload, { timeout: 5000 }) : window.setTimeout(preload, 3000);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [setOpen]);

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

  return open && SearchDialog ? <SearchDialog onClose={() => setOpen(false)} /> : null;
}
