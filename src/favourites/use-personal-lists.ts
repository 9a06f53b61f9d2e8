import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useModel } from '../core/model-context.tsx';
import { onOtherTabsChange, storageKeys } from '../core/storage.ts';
import { menuItems } from '../menu/items.ts';
import { loadLists, nipAtom, personalListsAtom, type PersonalLists } from './state.ts';

/**
 * The current lecturer's lists, loaded after the first paint (null until then). Safe to call in
 * several components: the lists are read once per lecturer, and again when another tab changes them.
 */
export function usePersonalLists(): PersonalLists | null {
  const model = useModel();
  const store = useStore();
  const nip = useAtomValue(nipAtom);
  const lists = useAtomValue(personalListsAtom);

  useEffect(() => {
    const known = (id: string) => menuItems(model).byId.has(id);
    if (store.get(personalListsAtom) === null) loadLists(store, known);
    if (!nip) return;
    return onOtherTabsChange([storageKeys.list('favourites', nip), storageKeys.list('recent', nip)], () => loadLists(store, known));
  }, [model, store, nip]);

  return lists;
}
