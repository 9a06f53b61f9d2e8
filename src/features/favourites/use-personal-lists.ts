import { useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { useLayoutEffect, useReducer } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import { onOtherTabsChange, storageKeys } from '../../platform/core/storage.ts';
import { loadListsOf, nipAtom, personalListsAtom, type PersonalLists } from './state.ts';

/**
 * Loads the current lecturer's lists, without rendering again when they change: for a component that
 * needs them loaded, not shown. Safe to call in several components: the lists are read once per
 * lecturer, and again when another tab changes them. The app loads them before its first render;
 * for another lecturer (a sign-in, the profile's nip) they load in a layout effect: after React's
 * commit but before the browser paints it, so the dashboard's lists are painted at their full
 * height instead of growing under the lecturer's eyes (and moving what is below them); the component
 * whose call loaded them renders again then, before that paint, with what it passes its children.
 */
export function useLoadPersonalLists(): void {
  const model = useModel();
  const store = useStore();
  const nip = useStoreValue(nipAtom);
  const [, loaded] = useReducer((n: number) => n + 1, 0);

  useLayoutEffect(() => {
    if (store.get(personalListsAtom) === null) {
      loadListsOf(store, model);
      loaded();
    }
    if (!nip) return;
    return onOtherTabsChange([storageKeys.list('favourites', nip), storageKeys.list('recent', nip)], () => loadListsOf(store, model));
  }, [model, store, nip]);
}

/** The current lecturer's lists (null until loaded), loaded as useLoadPersonalLists says; renders again when they change. */
export function usePersonalLists(): PersonalLists | null {
  const store = useStore();
  useStoreValue(personalListsAtom);
  useLoadPersonalLists();
  // From the store, not from the subscription above: it is made in a passive effect, so a
  // change made in the layout effect would reach it only after the browser has painted.
  return store.get(personalListsAtom);
}
