// This site's localStorage: every key it uses, and reads and writes that never throw. A browser may
// disable storage (SecurityError on the mere access), refuse a write (QuotaExceededError), and
// there is no storage at all in Node or at build time; none of that may break a page or lock anyone
// out. The boot script that runs before the first paint imports it too (src/shell/first-paint/boot.ts,
// bundled into index.html), so nothing here may do work when the module is loaded.

/** Every localStorage key of the site (docs/security.md says what each holds). */
export const storageKeys = {
  /** The session's auth part, under the old portal's key and in its shape (session/persisted-auth.ts). */
  session: 'vuex',
  lang: 'portal:lang',
  theme: 'portal:theme',
  /** One lecturer's favourites or recently opened items (favourites/storage.ts). */
  list: (kind: 'favourites' | 'recent', nip: string) => `portal:${kind}:${nip}`,
  /** What the home last showed this browser's lecturer, painted before the app runs (shell/first-paint/first-screen.ts). */
  firstScreen: 'portal:first-screen',
} as const;

/** `refused`: the browser forbids storage or refused the write. `absent`: there is no localStorage (Node, build time). */
export type Unavailable = 'refused' | 'absent';
export type StorageOutcome = 'ok' | Unavailable;

/** localStorage, or why there is none. Resolved at each use: a test or a browser setting may change it. */
export function localArea(): Storage | Unavailable {
  try {
    return globalThis.localStorage ?? 'absent';
  } catch {
    return 'refused';
  }
}

/** `value` is null when nothing is stored and whenever the outcome is not `ok`. */
export interface StoredRead {
  outcome: StorageOutcome;
  value: string | null;
}

/** Reads `key` from `area` (localStorage unless a caller hands in another, as tests do). */
export function readStored(key: string, area: Pick<Storage, 'getItem'> | Unavailable = localArea()): StoredRead {
  if (typeof area === 'string') return { outcome: area, value: null };
  try {
    return { outcome: 'ok', value: area.getItem(key) };
  } catch {
    return { outcome: 'refused', value: null };
  }
}

export function writeStored(key: string, value: string, area: Pick<Storage, 'setItem'> | Unavailable = localArea()): StorageOutcome {
  if (typeof area === 'string') return area;
  try {
    area.setItem(key, value);
    return 'ok';
  } catch {
    return 'refused';
  }
}

export function removeStored(key: string, area: Pick<Storage, 'removeItem'> | Unavailable = localArea()): StorageOutcome {
  if (typeof area === 'string') return area;
  try {
    area.removeItem(key);
    return 'ok';
  } catch {
    return 'refused';
  }
}

/**
 * Calls `listener` with the new value (null: removed) when another tab changes one of `keys` in
 * localStorage, and with (null, null) when it clears the site's storage. The browser sends these
 * events only to the other tabs. Returns the unsubscribe.
 */
export function onOtherTabsChange(keys: readonly string[], listener: (value: string | null, key: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // sessionStorage sends the same events (MSAL keeps its cache there); a synthetic event may name no area.
    if (event.storageArea !== null && event.storageArea !== localArea()) return;
    if (event.key === null) listener(null, null);
    else if (keys.includes(event.key)) listener(event.newValue, event.key);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
