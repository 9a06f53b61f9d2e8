// The search dialog's words, in both languages.
import type { Texts } from '../../platform/i18n/lang.ts';

export interface SearchTexts {
  title: string;
  placeholder: string;
  hint: string;
  prompt: string;
  results: (count: number) => string;
  none: (query: string) => string;
  listLabel: string;
  locked: string;
  newTab: string;
  pinned: string;
  pin: string;
  pinItem: (label: string) => string;
  close: string;
}

export const searchTexts = {
  id: {
    title: 'Cari menu',
    placeholder: 'Ketik nama menu, misalnya RPL atau Sinta',
    hint: 'Panah atas dan bawah memilih hasil, Enter membuka, Esc menutup.',
    prompt: 'Ketik untuk mencari menu.',
    results: (count: number) => `${count} hasil`,
    none: (query: string) => `Tidak ada menu yang cocok dengan “${query}”.`,
    listLabel: 'Hasil pencarian',
    locked: 'terkunci',
    newTab: '(membuka tab baru)',
    pinned: 'disematkan',
    pin: 'Sematkan',
    pinItem: (label: string) => `Sematkan ${label}`,
    close: 'Tutup pencarian',
  },
  en: {
    title: 'Search menu',
    placeholder: 'Type a menu name, e.g. RPL or Sinta',
    hint: 'Up and down arrows choose a result, Enter opens it, Esc closes.',
    prompt: 'Type to search the menu.',
    results: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
    none: (query: string) => `No menu item matches “${query}”.`,
    listLabel: 'Search results',
    locked: 'locked',
    newTab: '(opens a new tab)',
    pinned: 'pinned',
    pin: 'Pin',
    pinItem: (label: string) => `Pin ${label}`,
    close: 'Close search',
  },
} satisfies Texts<SearchTexts>;
