// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  favouriteIdsAtom,
  loadLists,
  nipAtom,
  personalListsAtom,
  recentIdsAtom,
  recordOpened,
  recordRecent,
  togglePin,
} from '../../../src/features/favourites/state.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { launchItem } from '../../../src/features/launch/open-item.ts';
import { authAtom, signedOut, type AuthState } from '../../../src/platform/session/state.ts';
import { model } from '../../support/search.ts';
import { memoryStorage } from '../../support/memory-storage.ts';

vi.mock('../../../src/platform/ui/dialogs.ts', async (original) => ({
  ...(await original<object>()),
  showNoAccess: vi.fn(async () => undefined),
}));

const nipA = '198503122010122001';
const nipB = '197207151998031002';
const known = (id: string) => id in model.nodes;

function storeFor(auth: Partial<AuthState>) {
  const store = createStore();
  store.set(authAtom, { ...signedOut, ...auth });
  return store;
}

const signedInAs = (nip: string, more: Partial<AuthState> = {}) => ({ token: 'portal-token', nip, ...more });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('favourites and recent state', () => {
  it('the nip comes from a signed-in session (also from the profile), never from a signed-out one', () => {
    expect(storeFor(signedInAs(nipA)).get(nipAtom)).toBe(nipA);
    expect(storeFor({ token: 'portal-token', userInfo: { nip: nipB } }).get(nipAtom)).toBe(nipB);
    expect(storeFor({ nip: nipA }).get(nipAtom)).toBeNull(); // no token: signed out
    expect(storeFor({ token: 'portal-token' }).get(nipAtom)).toBeNull(); // profile not loaded yet
  });

  it("nothing is read before loadLists (the effect), then the lecturer's own lists", () => {
    const { storage } = memoryStorage({
      [storageKeys.list('favourites', nipA)]: '["karil"]',
      [storageKeys.list('recent', nipA)]: '["tapm","sinta-dihapus"]',
    });
    const store = storeFor(signedInAs(nipA));
    expect(store.get(personalListsAtom)).toBeNull();
    expect(store.get(favouriteIdsAtom)).toEqual([]);
    loadLists(store, known, storage);
    expect(store.get(favouriteIdsAtom)).toEqual(['karil']);
    expect(store.get(recentIdsAtom)).toEqual(['tapm']);
  });

  it('keeps lecturers apart when another one signs in on the same browser', () => {
    const { storage, json } = memoryStorage();
    const store = storeFor(signedInAs(nipA));
    loadLists(store, known, storage);
    expect(togglePin(store, 'karil', storage)).toBe('stored');
    expect(json(storageKeys.list('favourites', nipA))).toEqual(['karil']);

    store.set(authAtom, { ...signedOut, ...signedInAs(nipB) });
    expect(store.get(favouriteIdsAtom), "B never sees A's pins, even before loading").toEqual([]);
    loadLists(store, known, storage);
    expect(store.get(favouriteIdsAtom)).toEqual([]);
    togglePin(store, 'tapm', storage);
    expect(json(storageKeys.list('favourites', nipB))).toEqual(['tapm']);

    store.set(authAtom, { ...signedOut, ...signedInAs(nipA) });
    loadLists(store, known, storage);
    expect(store.get(favouriteIdsAtom)).toEqual(['karil']);
  });

  it('without a nip nothing is stored', () => {
    const { storage, writes } = memoryStorage();
    const store = storeFor({ token: 'portal-token' });
    expect(togglePin(store, 'karil', storage)).toBe('no-user');
    expect(recordRecent(store, 'karil', storage)).toBe('no-user');
    expect(writes).toEqual([]);
    expect(store.get(favouriteIdsAtom)).toEqual([]);
  });

  it('a change before the lists were loaded keeps what was stored', () => {
    const { storage, json } = memoryStorage({ [storageKeys.list('recent', nipA)]: '["karil","tapm"]' });
    const store = storeFor(signedInAs(nipA));
    recordRecent(store, 'tmk', storage);
    expect(json(storageKeys.list('recent', nipA))).toEqual(['tmk', 'karil', 'tapm']);
    expect(store.get(recentIdsAtom)).toEqual(['tmk', 'karil', 'tapm']);
  });

  it('storage refused: the change lives in memory and says so', () => {
    const { storage } = memoryStorage({}, { refuse: true });
    const store = storeFor(signedInAs(nipA));
    loadLists(store, known, storage);
    expect(togglePin(store, 'karil', storage)).toBe('memory');
    expect(store.get(favouriteIdsAtom)).toEqual(['karil']);
  });

  it('recordOpened records menu items only (not the home page)', () => {
    const store = storeFor(signedInAs(nipA));
    recordOpened(store, model, 'dashboard');
    recordOpened(store, model, 'kisi-kisi');
    expect(store.get(recentIdsAtom)).toEqual(['kisi-kisi']);
    expect(JSON.parse(localStorage.getItem(storageKeys.list('recent', nipA))!)).toEqual(['kisi-kisi']);
  });
});

describe('launching records recent items', () => {
  it('a url node that opened is recorded first; one that was refused is not', async () => {
    const store = storeFor(signedInAs(nipA, { statusAsesor: false, namaTanpaGelar: 'Siti Rahmawati' }));
    const open = vi.fn();
    await launchItem(model.nodes.karil!, store, model, open);
    await launchItem(model.nodes.tapm!, store, model, open);
    expect(open).toHaveBeenLastCalledWith('https://tapm.example.ac.id/mahasiswa?dosen=siti-rahmawati');
    expect(store.get(recentIdsAtom)).toEqual(['tapm', 'karil']);

    await launchItem(model.nodes['rpl-perolehan']!, store, model, open); // denied: not an assessor
    expect(open).toHaveBeenCalledTimes(2);
    expect(store.get(recentIdsAtom)).toEqual(['tapm', 'karil']);
    expect(JSON.parse(localStorage.getItem(storageKeys.list('recent', nipA))!)).toEqual(['tapm', 'karil']);
  });
});
