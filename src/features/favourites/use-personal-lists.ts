import { useAtomValue, useStore } from 'jotai';
import { useLayoutEffect, useReducer } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import { onOtherTabsChange, storageKeys } from '../../platform/core/storage.ts';
import { menuItems } from '../menu/items.ts';
import { loadLists, nipAtom, personalListsAtom, type PersonalLists } from './state.ts';

/**
 * The current lecturer's lists (null until loaded). Safe to call in several components: the lists are
 * read once per lecturer, and again when another tab changes them. They load in a layout effect: after
 * React's first commit but before the browser paints it, so the dashboard's lists are painted at their
 * full height instead of growing under the lecturer's eyes (and moving what is below them).
 */
export function usePersonalLists(): PersonalLists | null {
  const model = useModel();
  const store = useStore();
  const nip = useAtomValue(nipAtom);
  useAtomValue(personalListsAtom); // renders again when the lists change
  const [, loaded] = useReducer((n: number) => n + 1, 0);

  useLayoutEffect(() => {
    const known = (id: string) => menuItems(model).byId.has(id);
    if (store.get(personalListsAtom) === null) {
      loadLists(store, known);
      loaded();
    }
    if (!nip) return;
    return onOtherTabsChange([storageKeys.list('favourites', nip), storageKeys.list('recent', nip)], () => loadLists(store, known));
  }, [model, store, nip]);

  // From the store, not from the subscription above: jotai subscribes in a passive effect, so a
  // change made in the layout effect would reach it only after the browser has painted.
  return store.get(personalListsAtom);
}
