// Pinning from any place (sidebar, search, dashboard) with the same words and the same feedback
// when the pin cannot be kept.
import { textsIn, type Texts } from '../../platform/i18n/lang.ts';
import type { SessionStore } from '../../platform/session/state.ts';
import { notify } from '../../platform/ui/notify.ts';
import { togglePin } from './state.ts';

interface PinTexts {
  pin: (label: string) => string;
  unpin: (label: string) => string;
  noUser: string;
  memoryOnly: string;
}

export const pinTexts = {
  id: {
    pin: (label: string) => `Sematkan ${label}`,
    unpin: (label: string) => `Lepas sematan ${label}`,
    noUser: 'Favorit belum dapat disimpan karena data profil Anda belum selesai dimuat. Coba lagi sebentar lagi.',
    memoryOnly: 'Peramban ini tidak mengizinkan penyimpanan data, jadi favorit hanya berlaku sampai halaman ini ditutup.',
  },
  en: {
    pin: (label: string) => `Pin ${label}`,
    unpin: (label: string) => `Unpin ${label}`,
    noUser: 'Favourites cannot be saved yet because your profile has not finished loading. Please try again in a moment.',
    memoryOnly: 'This browser does not allow storing data, so favourites last only until this page is closed.',
  },
} satisfies Texts<PinTexts>;

let warnedMemoryOnly = false;

/** Pins or unpins `id`; says so when the change cannot be kept. */
export function togglePinned(store: SessionStore, id: string): void {
  const t = textsIn(pinTexts, store);
  const saved = togglePin(store, id);
  if (saved === 'no-user') notify.error(t.noUser);
  if (saved === 'memory' && !warnedMemoryOnly) {
    warnedMemoryOnly = true;
    notify.warning(t.memoryOnly);
  }
}
