import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useModel } from '../core/model-context.tsx';
import { menuItems } from '../menu/items.ts';
import { loadLists, nipAtom, personalListsAtom, type PersonalLists } from './state.ts';
import { storageKey } from './storage.ts';

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
    const ours = [storageKey('favourites', nip), storageKey('recent', nip)];
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || ours.includes(event.key)) loadLists(store, known);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [model, store, nip]);

  return lists;
}
