// The interface text in the current language, for React components. Apart from lang.ts so that
// code outside React (the launcher, which the pre-rendered menu runs before the app) does not load
// React with it.
import { useAtomValue, useStore } from 'jotai/react';
import { createContext, createElement, type ReactNode, use, useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { langAtom, type Lang, shownLangAtom, type Texts } from './lang.ts';

/**
 * The language the app's root renders the page in (LanguageRoot). One subscription to langAtom
 * for the whole page: with one per component that words something, each of them rendered again
 * once the app had mounted (jotai checks every subscription after it mounts), a task of 30–40 ms
 * at CPU 4× just after the take-over, which a click then waited for.
 */
const LangContext = createContext<Lang | null>(null);

const unsubscribed = () => undefined;

/**
 * The interface language of this render (React): the root's. A component rendered without the
 * root (alone, in a test, or in the build's pre-render) follows the store's itself.
 */
export function useLang(): Lang {
  const rendered = use(LangContext);
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => (rendered ? unsubscribed : store.sub(langAtom, changed)), [rendered, store]);
  const read = () => rendered ?? store.get(langAtom);
  return useSyncExternalStore(subscribe, read, read);
}

/** The text of `texts` in the current language (React). */
export const useTexts = <T>(texts: Texts<T>): T => texts[useLang()];

/**
 * The app's root: renders the page in the chosen language, and notes the language of each
 * committed render (shownLangAtom), in that commit. The language switch sets langAtom in a
 * transition: the page renders in the other language while the old one stays on screen.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const lang = useAtomValue(langAtom);
  const store = useStore();
  useLayoutEffect(() => store.set(shownLangAtom, lang), [store, lang]);
  return createElement(LangContext, { value: lang }, children);
}
