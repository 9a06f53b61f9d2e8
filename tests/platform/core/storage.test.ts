// @vitest-environment jsdom
// The one guarded localStorage: no read or write throws, whatever the browser does, and each says
// what became of it; the keys every caller and the boot script share; other tabs' changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localArea, onOtherTabsChange, readStored, removeStored, storageKeys, writeStored } from '../../../src/platform/core/storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A browser that forbids storage: the mere access to localStorage throws (SecurityError). */
function forbidStorage() {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  return () => Object.defineProperty(globalThis, 'localStorage', descriptor);
}

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe('storage keys', () => {
  it("are the ones lecturers already have: the old portal's session, language, theme, lists per nip", () => {
    expect(storageKeys.session).toBe('vuex');
    expect(storageKeys.lang).toBe('portal:lang');
    expect(storageKeys.theme).toBe('portal:theme');
    expect(storageKeys.list('favourites', '1985')).toBe('portal:favourites:1985');
    expect(storageKeys.list('recent', '1985')).toBe('portal:recent:1985');
  });
});

describe('guarded reads and writes', () => {
  it('ok: write, read, remove', () => {
    expect(readStored('k')).toEqual({ outcome: 'ok', value: null });
    expect(writeStored('k', 'v')).toBe('ok');
    expect(readStored('k')).toEqual({ outcome: 'ok', value: 'v' });
    expect(removeStored('k')).toBe('ok');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('absent (Node, build-time rendering): nothing throws, nothing is read', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(localArea()).toBe('absent');
    expect(readStored('k')).toEqual({ outcome: 'absent', value: null });
    expect(writeStored('k', 'v')).toBe('absent');
    expect(removeStored('k')).toBe('absent');
  });

  it('refused when the browser forbids storage', () => {
    localStorage.setItem('k', 'v');
    const restore = forbidStorage();
    try {
      expect(localArea()).toBe('refused');
      expect(readStored('k')).toEqual({ outcome: 'refused', value: null });
      expect(writeStored('k', 'w')).toBe('refused');
      expect(removeStored('k')).toBe('refused');
    } finally {
      restore();
    }
    expect(localStorage.getItem('k')).toBe('v');
  });

  it('refused when a write finds storage full; reading still works', () => {
    localStorage.setItem('k', 'v');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    expect(writeStored('k', 'w')).toBe('refused');
    expect(readStored('k')).toEqual({ outcome: 'ok', value: 'v' });
  });

  it('refused when a method itself throws, with a storage a caller hands in', () => {
    const throwing = { getItem: quotaExceeded, setItem: quotaExceeded, removeItem: quotaExceeded };
    expect(readStored('k', throwing)).toEqual({ outcome: 'refused', value: null });
    expect(writeStored('k', 'v', throwing)).toBe('refused');
    expect(removeStored('k', throwing)).toBe('refused');
  });
});

describe('onOtherTabsChange', () => {
  const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

  it('reports changes of its keys and a cleared storage, and nothing after the unsubscribe', () => {
    const listener = vi.fn();
    const stop = onOtherTabsChange(['a', 'b'], listener);
    fire({ key: 'a', newValue: '1', storageArea: localStorage });
    fire({ key: 'b', newValue: null, storageArea: localStorage });
    fire({ key: 'other', newValue: '2', storageArea: localStorage });
    fire({ key: null, newValue: null, storageArea: localStorage });
    expect(listener.mock.calls).toEqual([
      ['1', 'a'],
      [null, 'b'],
      [null, null],
    ]);
    stop();
    fire({ key: 'a', newValue: '3', storageArea: localStorage });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("ignores sessionStorage's events (MSAL's cache)", () => {
    const listener = vi.fn();
    const stop = onOtherTabsChange(['a'], listener);
    fire({ key: 'a', newValue: '1', storageArea: sessionStorage });
    fire({ key: null, storageArea: sessionStorage });
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
