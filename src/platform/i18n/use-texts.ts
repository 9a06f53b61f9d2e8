// The interface text in the current language, for React components. Apart from lang.ts so that
// code outside React (the launcher, which the pre-rendered menu runs before the app) does not load
// React with it.
import { useAtomValue } from 'jotai/react';
import { langAtom, type Texts } from './lang.ts';

/** The text of `texts` in the current language (React). */
export const useTexts = <T>(texts: Texts<T>): T => texts[useAtomValue(langAtom)];
