// The search dialog's words, in both languages.
import type { Texts } from '../../platform/i18n/lang.ts';

export interface SearchTexts {
  title: string;
  /** The search box's hint, naming `examples` (search words, or menu items) when there are any. */
  placeholder: (examples: readonly string[]) => string;
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

/** "A", "A atau B", "A, B atau C": a list joined the way each language joins one. */
const listOf = (words: readonly string[], or: string) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${or} ${words.at(-1)}`;

export const searchTexts = {
  id: {
    title: 'Cari menu',
    placeholder: (examples) => (examples.length ? `Ketik nama menu, misalnya ${listOf(examples, 'atau')}` : 'Ketik nama menu'),
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
    placeholder: (examples) => (examples.length ? `Type a menu name, e.g. ${listOf(examples, 'or')}` : 'Type a menu name'),
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
