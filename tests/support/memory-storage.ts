import type { KeyValueStorage } from '../../src/features/favourites/stored-lists.ts';

/** A Web Storage stand-in over a Map; `refuse` makes every write throw (storage full or disabled). */
export function memoryStorage(entries: Record<string, string> = {}, { refuse = false } = {}) {
  const map = new Map(Object.entries(entries));
  const writes: string[] = [];
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new DOMException('quota', 'QuotaExceededError');
      writes.push(key);
      map.set(key, String(value));
    },
  };
  return { storage, map, writes, json: (key: string) => JSON.parse(map.get(key) ?? 'null') as unknown };
}
