import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { readIds, recentLimit, withRecent, withToggled, writeIds } from '../../../src/features/favourites/stored-lists.ts';
import { memoryStorage } from '../../support/memory-storage.ts';

const nipA = '198503122010122001';
const nipB = '197207151998031002';
const known = (id: string) => ['karil', 'tapm', 'sinta', 'orcid'].includes(id);

describe('favourites storage', () => {
  it("keys each list by the lecturer's nip", () => {
    expect(storageKeys.list('favourites', nipA)).toBe(`portal:favourites:${nipA}`);
    expect(storageKeys.list('recent', nipA)).toBe(`portal:recent:${nipA}`);
  });

  it('keeps lecturers apart: what one stores, the other does not see', () => {
    const { storage } = memoryStorage();
    writeIds(storage, 'favourites', nipA, ['karil']);
    writeIds(storage, 'recent', nipA, ['tapm']);
    expect(readIds(storage, 'favourites', nipA, known)).toEqual(['karil']);
    expect(readIds(storage, 'favourites', nipB, known)).toEqual([]);
    expect(readIds(storage, 'recent', nipB, known)).toEqual([]);
    expect(readIds(storage, 'recent', nipA, known)).toEqual(['tapm']);
  });

  it('nothing stored: empty, and nothing written', () => {
    const { storage, writes } = memoryStorage();
    expect(readIds(storage, 'favourites', nipA, known)).toEqual([]);
    expect(writes).toEqual([]);
  });

  it.each([
    ['not JSON', '{"karil'],
    ['an object', '{"ids":["karil"]}'],
    ['a list of numbers', '[1,2]'],
    ['a list mixing ids and objects', '["karil",{"id":"tapm"}]'],
    ['null', 'null'],
  ])('corrupt content (%s) reads as empty and is rewritten empty', (_, raw) => {
    const key = storageKeys.list('favourites', nipA);
    const { storage, json } = memoryStorage({ [key]: raw });
    expect(readIds(storage, 'favourites', nipA, known)).toEqual([]);
    expect(json(key)).toEqual([]);
  });

  it('ids the menu no longer has drop out quietly, and the cleaned list is written back', () => {
    const key = storageKeys.list('favourites', nipA);
    const { storage, json } = memoryStorage({ [key]: JSON.stringify(['karil', 'dihapus', 'sinta', 'karil']) });
    expect(readIds(storage, 'favourites', nipA, known)).toEqual(['karil', 'sinta']);
    expect(json(key)).toEqual(['karil', 'sinta']);
  });

  it('a clean list is not rewritten', () => {
    const key = storageKeys.list('favourites', nipA);
    const { storage, writes } = memoryStorage({ [key]: JSON.stringify(['karil', 'sinta']) });
    expect(readIds(storage, 'favourites', nipA, known)).toEqual(['karil', 'sinta']);
    expect(writes).toEqual([]);
  });

  it('without `known` every stored id is kept', () => {
    const { storage } = memoryStorage({ [storageKeys.list('recent', nipA)]: JSON.stringify(['baru', 'karil']) });
    expect(readIds(storage, 'recent', nipA)).toEqual(['baru', 'karil']);
  });

  it('a recent list longer than the cap (edited by hand) is cut to the cap', () => {
    const key = storageKeys.list('recent', nipA);
    const many = Array.from({ length: 12 }, (_, i) => `item-${i}`);
    const { storage, json } = memoryStorage({ [key]: JSON.stringify(many) });
    expect(readIds(storage, 'recent', nipA)).toEqual(many.slice(0, recentLimit));
    expect(json(key)).toEqual(many.slice(0, recentLimit));
  });

  it('a browser that refuses storage: reads are empty, writes report false, nothing throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readIds(throwing, 'favourites', nipA, known)).toEqual([]);
    expect(writeIds(throwing, 'favourites', nipA, ['karil'])).toBe(false);
    expect(writeIds(undefined, 'favourites', nipA, ['karil'])).toBe(false);
    expect(readIds(undefined, 'favourites', nipA, known)).toEqual([]);
  });
});

describe('list changes', () => {
  it('recent: most recent first, no duplicates, at most 8', () => {
    expect(recentLimit).toBe(8);
    expect(withRecent([], 'karil')).toEqual(['karil']);
    expect(withRecent(['karil', 'tapm'], 'sinta')).toEqual(['sinta', 'karil', 'tapm']);
    expect(withRecent(['karil', 'tapm', 'sinta'], 'tapm')).toEqual(['tapm', 'karil', 'sinta']);
    let recent: string[] = [];
    for (let i = 0; i < 11; i++) recent = withRecent(recent, `item-${i}`);
    expect(recent).toEqual(['item-10', 'item-9', 'item-8', 'item-7', 'item-6', 'item-5', 'item-4', 'item-3']);
  });

  it('favourites: a pin goes to the end; pinning again unpins', () => {
    expect(withToggled([], 'karil')).toEqual(['karil']);
    expect(withToggled(['karil'], 'tapm')).toEqual(['karil', 'tapm']);
    expect(withToggled(['karil', 'tapm'], 'karil')).toEqual(['tapm']);
  });
});
