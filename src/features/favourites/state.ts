// The signed-in lecturer's favourites and recently opened items as jotai state around
// storage.ts. Nothing is read during render: the app loads the lists before its first render
// (src/app/start.tsx), and usePersonalLists in a layout effect when the lecturer changes, so the
// pre-rendered menu never touches localStorage. Without a nip (signed out, or the profile not
// loaded yet) nothing is stored.
import { atom } from 'jotai/vanilla';
import { localArea } from '../../platform/core/storage.ts';
import type { PortalModel } from '../../model/manifest/model.ts';
import { menuItems } from '../menu/items.ts';
import { authAtom, type SessionStore } from '../../platform/session/state.ts';
import { readIds, withRecent, withToggled, writeIds, type KeyValueStorage, type ListKind } from './stored-lists.ts';

export interface PersonalLists {
  nip: string;
  favourites: string[];
  recent: string[];
}

/** The lecturer the lists belong to (signed in, profile loaded), or null. */
export const nipAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.token ? auth.nip || auth.userInfo?.nip || null : null;
});

const listsAtom = atom<PersonalLists | null>(null);

/** The current lecturer's lists once loaded; null before that and without a nip. */
export const personalListsAtom = atom((get) => {
  const lists = get(listsAtom);
  return lists && lists.nip === get(nipAtom) ? lists : null;
});

const noIds: readonly string[] = [];
export const favouriteIdsAtom = atom((get) => get(personalListsAtom)?.favourites ?? noIds);
export const recentIdsAtom = atom((get) => get(personalListsAtom)?.recent ?? noIds);

/** localStorage, or undefined where the browser refuses it or there is none: the lists then live in memory for this page only. */
function browserStorage(): KeyValueStorage | undefined {
  const area = localArea();
  return typeof area === 'string' ? undefined : area;
}

/** (Re)reads the current lecturer's lists; `known` is whether the menu still has an id. */
export function loadLists(store: SessionStore, known: (id: string) => boolean, storage = browserStorage()): void {
  const nip = store.get(nipAtom);
  store.set(
    listsAtom,
    nip ? { nip, favourites: readIds(storage, 'favourites', nip, known), recent: readIds(storage, 'recent', nip, known) } : null,
  );
}

/** (Re)reads the current lecturer's lists, keeping only the items `model`'s menu still has. */
export function loadListsOf(store: SessionStore, model: PortalModel): void {
  loadLists(store, (id) => menuItems(model).byId.has(id));
}

/** What became of a change: stored, kept in memory only (storage refused), or nothing (no lecturer). */
export type Saved = 'stored' | 'memory' | 'no-user';

function change(store: SessionStore, kind: ListKind, next: (ids: readonly string[]) => string[], storage = browserStorage()): Saved {
  const nip = store.get(nipAtom);
  if (!nip) return 'no-user';
  const loaded = store.get(personalListsAtom);
  const lists = loaded ?? { nip, favourites: readIds(storage, 'favourites', nip), recent: readIds(storage, 'recent', nip) };
  const updated = { ...lists, [kind]: next(lists[kind]) };
  store.set(listsAtom, updated);
  return writeIds(storage, kind, nip, updated[kind]) ? 'stored' : 'memory';
}

/** Pins `id`, or unpins it when it is pinned. */
export const togglePin = (store: SessionStore, id: string, storage?: KeyValueStorage): Saved =>
  change(store, 'favourites', (ids) => withToggled(ids, id), storage);

/** Pins `id`, or unpins it, as `pinned` says. */
export const setPin = (store: SessionStore, id: string, pinned: boolean, storage?: KeyValueStorage): Saved =>
  change(store, 'favourites', (ids) => (ids.includes(id) === pinned ? [...ids] : withToggled(ids, id)), storage);

/** Puts `id` first in the recently opened items. */
export const recordRecent = (store: SessionStore, id: string, storage?: KeyValueStorage): Saved =>
  change(store, 'recent', (ids) => withRecent(ids, id), storage);

/** Records an internal page opened from the menu; nodes that are not menu items (the home) are not. */
export function recordOpened(store: SessionStore, model: PortalModel, id: string): void {
  if (menuItems(model).byId.has(id)) recordRecent(store, id);
}
