// Pinning from any place (sidebar, search, dashboard) with the same words and the same feedback
// when the pin cannot be kept.
import { textsIn, type Texts } from '../../platform/i18n/lang.ts';
import type { SessionStore } from '../../platform/session/state.ts';
import { notify } from '../../platform/ui/notify.ts';
import { setPin, togglePin, type Saved } from './state.ts';

const pinTexts = {
  id: {
    noUser: 'Favorit belum dapat disimpan karena data profil Anda belum selesai dimuat. Coba lagi sebentar lagi.',
    memoryOnly: 'Peramban ini tidak mengizinkan penyimpanan data, jadi favorit hanya berlaku sampai halaman ini ditutup.',
  },
  en: {
    noUser: 'Favourites cannot be saved yet because your profile has not finished loading. Please try again in a moment.',
    memoryOnly: 'This browser does not allow storing data, so favourites last only until this page is closed.',
  },
} satisfies Texts<{ noUser: string; memoryOnly: string }>;

let warnedMemoryOnly = false;

/** Says so when a change cannot be kept; whether it was made. */
function told(store: SessionStore, saved: Saved): boolean {
  const t = textsIn(pinTexts, store);
  if (saved === 'no-user') notify.error(t.noUser);
  if (saved === 'memory' && !warnedMemoryOnly) {
    warnedMemoryOnly = true;
    notify.warning(t.memoryOnly);
  }
  return saved !== 'no-user';
}

/** Pins or unpins `id`; says so when the change cannot be kept. */
export function togglePinned(store: SessionStore, id: string): void {
  told(store, togglePin(store, id));
}

/**
 * Pins `id`, or unpins it, as `pinned` says: what a toggle asked for that showed the other state
 * before the app had the lists (src/shell/first-paint/live-links.ts). False when nothing was made.
 */
export const pinAs = (store: SessionStore, id: string, pinned: boolean): boolean => told(store, setPin(store, id, pinned));
