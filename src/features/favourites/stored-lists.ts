// Favourites and recently opened items of one lecturer, in the browser's storage. Pure apart from
// the storage object it is handed (localStorage in the app, a Map-backed one in tests), which it
// reaches only through core/storage.ts's guarded reads and writes.
//
// Per lecturer, keyed by nip (storageKeys.list): `portal:favourites:<nip>` and
// `portal:recent:<nip>`, each a JSON list of node ids. Whatever is stored is checked: unreadable
// content counts as empty and is written back empty; ids the menu no longer has (removed from the
// manifest) drop out quietly.
// A plain check instead of a schema library: this module is on the dashboard's first load (the
// sidebar's pin buttons), where zod's core would weigh more than the rest of it for a list of strings.
import { readStored, storageKeys, writeStored } from '../../platform/core/storage.ts';

export type ListKind = 'favourites' | 'recent';

/** The part of the Web Storage API used here. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const recentLimit = 8;

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === 'string');

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Writes a list; false when the browser refuses (storage disabled or full). */
export function writeIds(storage: KeyValueStorage | undefined, kind: ListKind, nip: string, ids: readonly string[]): boolean {
  return writeStored(storageKeys.list(kind, nip), JSON.stringify(ids), storage ?? 'absent') === 'ok';
}

/**
 * Reads a list. `known` tells which ids the menu still has; without it every id is kept (a
 * caller that has no model at hand). Corrupt content is rewritten as an empty list, and a list
 * that lost ids (or had duplicates) is rewritten cleaned.
 */
export function readIds(storage: KeyValueStorage | undefined, kind: ListKind, nip: string, known?: (id: string) => boolean): string[] {
  const raw = readStored(storageKeys.list(kind, nip), storage ?? 'absent').value;
  if (raw === null) return [];
  let stored: string[];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isIdList(parsed)) throw new Error('not a list of ids');
    stored = parsed;
  } catch {
    writeIds(storage, kind, nip, []);
    return [];
  }
  let ids = [...new Set(stored)].filter((id) => !known || known(id));
  if (kind === 'recent') ids = ids.slice(0, recentLimit);
  if (!sameList(ids, stored)) writeIds(storage, kind, nip, ids);
  return ids;
}

/** The recent list after opening `id`: it moves to the front, without duplicates, at most `recentLimit`. */
export const withRecent = (recent: readonly string[], id: string): string[] =>
  [id, ...recent.filter((other) => other !== id)].slice(0, recentLimit);

/** The favourites after pinning or unpinning `id` (a new pin goes to the end). */
export const withToggled = (favourites: readonly string[], id: string): string[] =>
  favourites.includes(id) ? favourites.filter((other) => other !== id) : [...favourites, id];
