// The auth part of the session as the browser keeps it: localStorage "vuex" in the old portal's
// shape {"auth": {…}}, so a lecturer signed in to the old portal stays signed in. Every access goes
// through core/storage.ts, so a browser that disables or fills storage locks no one out. Anything
// unreadable under the key is dropped: signed out.
import {
  localArea,
  onOtherTabsChange as onStoredChange,
  readStored,
  removeStored,
  storageKeys,
  writeStored,
  type StorageOutcome,
} from '../core/storage.ts';
import { signedOut, type AuthState, type User } from './auth-state.ts';

const storageKey = storageKeys.session;

// The stored entry is read field by field with plain checks instead of a schema library: this
// runs on every first load, where zod's core would cost 8 KB gzip for one small record. A field
// of the wrong type takes its signed-out value; an empty string (a typical Vuex initial value)
// means "no value" and never counts as a token.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const level = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const userFields = {
  nip: 'string',
  nama: 'string',
  namaTanpaGelar: 'string',
  email: 'string',
  statusAsesor: 'boolean',
  accessLkam: 'boolean',
} as const;

function readUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  for (const [field, type] of Object.entries(userFields)) if (value[field] !== undefined && typeof value[field] !== type) return null;
  if (value.idLevel !== undefined && level(value.idLevel) === null) return null;
  return value as User;
}

const readers: { [K in keyof AuthState]: (value: unknown) => AuthState[K] } = {
  userInfo: readUser,
  userEmail: text,
  token: text,
  token2: text,
  idToken: text,
  nip: text,
  namaTanpaGelar: text,
  statusAsesor: (value) => value === true,
  accessLkam: (value) => value === true,
  isRequestSuccess: (value) => value === true,
  idLevel: level,
  // A loading flag cannot survive a reload: nothing is loading in a fresh page.
  isLoadingLogin: () => false,
  errorMessage: text,
};

/** Reads the legacy "vuex" entry; anything corrupt, truncated or foreign means signed out. */
export function readPersistedAuth(raw: string | null): AuthState {
  if (raw === null) return signedOut;
  let auth: unknown;
  try {
    auth = (JSON.parse(raw) as { auth?: unknown } | null)?.auth;
  } catch {
    return signedOut;
  }
  if (!isRecord(auth)) return signedOut;
  const state: Record<string, unknown> = { ...signedOut };
  for (const [field, read] of Object.entries(readers)) if (field in auth) state[field] = read(auth[field]);
  return state as unknown as AuthState;
}

/**
 * How the browser keeps the session: `ok`; `refused` when storage is disabled or a write failed
 * (full); `absent` where there is no localStorage at all (build-time rendering, Node tests).
 */
export type Persistence = StorageOutcome;

export type StoredAuth = { persistence: 'ok'; auth: AuthState } | { persistence: Exclude<Persistence, 'ok'> };

/** What the browser has stored; a corrupt entry is removed and reads as signed out. */
export function loadStoredAuth(): StoredAuth {
  const area = localArea();
  const { outcome, value } = readStored(storageKey, area);
  if (outcome !== 'ok') return { persistence: outcome };
  const auth = readPersistedAuth(value);
  if (value !== null && auth === signedOut && removeStored(storageKey, area) !== 'ok') return { persistence: 'refused' };
  return { persistence: 'ok', auth };
}

/** Stores the session, or removes it for `signedOut` itself. */
export function saveAuth(auth: AuthState): Persistence {
  const area = localArea();
  if (typeof area === 'string') return area;
  const outcome = auth === signedOut ? removeStored(storageKey, area) : writeStored(storageKey, JSON.stringify({ auth }), area);
  if (outcome !== 'ok') console.warn('[session] the browser did not store the session; it lasts for this page only');
  return outcome;
}

/**
 * Calls `listener` with what another tab stored (null: removed) whenever it changes the entry,
 * or clears all of this site's storage.
 */
export const onOtherTabsChange = (listener: (raw: string | null) => void): (() => void) => onStoredChange([storageKey], listener);
