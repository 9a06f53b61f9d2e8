// The interface text in the current language, for React components. Apart from lang.ts so that
// code outside React (the launcher, which the pre-rendered menu runs before the app) does not load
// React with it.
import { useAtomValue, useStore } from 'jotai/react';
import { useLayoutEffect } from 'react';
import { langAtom, shownLangAtom, type Texts } from './lang.ts';

/** The text of `texts` in the current language (React). */
export const useTexts = <T>(texts: Texts<T>): T => texts[useAtomValue(langAtom)];

/** In the app's root: notes the language of each committed render (shownLangAtom), in that commit. */
export function useShownLanguage(): void {
  const lang = useAtomValue(langAtom);
  const store = useStore();
  useLayoutEffect(() => store.set(shownLangAtom, lang), [store, lang]);
}
