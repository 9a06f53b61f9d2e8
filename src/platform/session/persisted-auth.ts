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
import {
  noProgress,
  sameSignIn,
  signedOut,
  storedEntryOf,
  type AuthState,
  type SignIn,
  type SignInProgress,
  type User,
} from './auth-state.ts';

const storageKey = storageKeys.session;

// The stored entry is read field by field with plain checks instead of a schema library: this
// runs on every first load, where zod's core would weigh more than all the rest of it for one
// small record. A field of the wrong type (or none) takes its signed-out value; an empty string (a
// typical Vuex initial value) means "no value" and never counts as a token.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown) => value === true;
const level = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const userFields = {
  nip: 'string',
  nama: 'string',
  namaTanpaGelar: 'string',
  email: 'string',
  statusAsesor: 'boolean',
  accessLkam: 'boolean',
} as const;

/** A user object whose known fields have their types; fields beyond those are kept as they are. */
function isUser(value: unknown): value is User {
  if (!isRecord(value)) return false;
  for (const [field, type] of Object.entries(userFields)) if (value[field] !== undefined && typeof value[field] !== type) return false;
  return value.idLevel === undefined || level(value.idLevel) !== null;
}

const readUser = (value: unknown): User | null => (isUser(value) ? value : null);

/** The entry's auth part, or null when the entry is not one (corrupt, truncated, foreign). */
function readEntry(raw: string): AuthState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const auth = isRecord(parsed) ? parsed.auth : undefined;
  if (!isRecord(auth)) return null;
  const signIn: SignIn = {
    userInfo: readUser(auth.userInfo),
    userEmail: text(auth.userEmail),
    token: text(auth.token),
    token2: text(auth.token2),
    idToken: text(auth.idToken),
    nip: text(auth.nip),
    namaTanpaGelar: text(auth.namaTanpaGelar),
    statusAsesor: flag(auth.statusAsesor),
    accessLkam: flag(auth.accessLkam),
    idLevel: level(auth.idLevel),
  };
  const progress: SignInProgress = {
    // A loading flag cannot survive a reload: nothing is loading in a fresh page.
    isLoadingLogin: false,
    isRequestSuccess: flag(auth.isRequestSuccess),
    errorMessage: text(auth.errorMessage),
  };
  return storedEntryOf(signIn, progress);
}

const nothingStored: AuthState = storedEntryOf(signedOut, noProgress);

/** Reads the legacy "vuex" entry; anything corrupt, truncated or foreign means signed out. */
export const readPersistedAuth = (raw: string | null): AuthState => (raw === null ? nothingStored : (readEntry(raw) ?? nothingStored));

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
  if (value === null) return { persistence: 'ok', auth: nothingStored };
  const auth = readEntry(value);
  if (auth !== null) return { persistence: 'ok', auth };
  return removeStored(storageKey, area) === 'ok' ? { persistence: 'ok', auth: nothingStored } : { persistence: 'refused' };
}

/** Stores the sign-in with this tab's progress in the old portal's shape, or removes the entry when signed out. */
export function saveAuth(signIn: SignIn, progress: SignInProgress): Persistence {
  const area = localArea();
  if (typeof area === 'string') return area;
  const signingOut = sameSignIn(signIn, signedOut);
  // Nothing of the lecturer's stays for the next person: what the home showed them goes too.
  if (signingOut) removeStored(storageKeys.firstScreen, area);
  const outcome = signingOut
    ? removeStored(storageKey, area)
    : writeStored(storageKey, JSON.stringify({ auth: storedEntryOf(signIn, progress) }), area);
  if (outcome !== 'ok') console.warn('[session] the browser did not store the session; it lasts for this page only');
  return outcome;
}

/**
 * Calls `listener` with what another tab stored (null: removed) whenever it changes the entry,
 * or clears all of this site's storage.
 */
export const onOtherTabsChange = (listener: (raw: string | null) => void): (() => void) => onStoredChange([storageKey], listener);
