// The interface language. Indonesian unless the portal opens in English; English is optional everywhere: manifest
// labels fall back to Indonesian, and each module keeps its own interface text beside its code as
// `{ id: {...}, en: {...} }` (the type check makes the English side complete).
import { atom } from 'jotai/vanilla';
import { atomWithStorage } from 'jotai/vanilla/utils';
import { readStored, removeStored, storageKeys, writeStored } from '../core/storage.ts';
import type { SessionStore } from '../core/store.ts';
import { defaultLang, isLang, langOf, type Lang } from './languages.ts';

export { defaultLang, languages, type Lang } from './languages.ts';

/**
 * The language a page opens in until the user chooses one: the portal's (`portal.language`), which
 * the build writes into <html lang>; Indonesian where there is no page (build-time rendering, Node).
 */
const portalLang = (): Lang => (typeof document !== 'undefined' ? langOf(document) : defaultLang);

/**
 * The chosen language, kept in this browser. Anything unreadable means the default; where the
 * browser does not store it, the choice lasts for this page only.
 */
export const langAtom = atomWithStorage<Lang>(
  storageKeys.lang,
  portalLang(),
  {
    getItem: (key, initial) => {
      const { value } = readStored(key);
      return isLang(value) ? value : initial;
    },
    setItem: (key, value) => void writeStored(key, value),
    removeItem: (key) => void removeStored(key),
  },
  { getOnInit: true },
);

/**
 * The language of the page on screen: langAtom's once React has committed a render in it
 * (`LanguageRoot`, the app's root); undefined before the app's first render. The language
 * switch renders as a transition, so for that render's time the two differ: what follows the page
 * outside React (its <html lang> and title, shell/routing/page-meta.ts) follows this one, and
 * changes with the texts.
 */
export const shownLangAtom = atom<Lang | undefined>(undefined);

/** One module's interface text in every language. */
export type Texts<T> = Record<Lang, T>;

/** The text of `texts` in the language chosen in `store` (outside React; in React: useTexts, use-texts.ts). */
export const textsIn = <T>(texts: Texts<T>, store: SessionStore): T => texts[store.get(langAtom)];
