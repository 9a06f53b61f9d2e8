// The interface language. Indonesian is the default; English is optional everywhere: manifest
// labels fall back to Indonesian, and each module keeps its own interface text beside its code as
// `{ id: {...}, en: {...} }` (the type check makes the English side complete).
import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SessionStore } from '../core/store.ts';

export const languages = ['id', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'id';
export const langStorageKey = 'portal:lang';

const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** The chosen language, kept in this browser. Anything unreadable means the default. */
export const langAtom = atomWithStorage<Lang>(
  langStorageKey,
  defaultLang,
  {
    getItem: (key, initial) => {
      try {
        const value = globalThis.localStorage?.getItem(key);
        return isLang(value) ? value : initial;
      } catch {
        return initial;
      }
    },
    setItem: (key, value) => {
      try {
        globalThis.localStorage?.setItem(key, value);
      } catch {
        // storage disabled: the choice lasts for this page only
      }
    },
    removeItem: (key) => {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        // nothing stored
      }
    },
  },
  { getOnInit: true },
);

/** One module's interface text in every language. */
export type Texts<T> = Record<Lang, T>;

/** The text of `texts` in the current language (React). */
export const useTexts = <T,>(texts: Texts<T>): T => texts[useAtomValue(langAtom)];

/** The text of `texts` in the language chosen in `store` (outside React). */
export const textsIn = <T,>(texts: Texts<T>, store: SessionStore): T => texts[store.get(langAtom)];
