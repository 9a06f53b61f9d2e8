// The session (SPEC.md §3) as jotai atoms. Only the auth part is persisted, in localStorage under
// the old portal's key "vuex" and its shape {"auth": {…}}, so a lecturer signed in to the old
// portal stays signed in. Anything unreadable under that key is dropped: the user is simply
// signed out.
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export interface User {
  nip?: string;
  nama?: string;
  namaTanpaGelar?: string;
  email?: string;
  statusAsesor?: boolean;
  accessLkam?: boolean;
  idLevel?: string | number;
  [field: string]: unknown;
}

export interface AuthState {
  userInfo: User | null;
  userEmail: string | null;
  token: string | null;
  token2: string | null;
  idToken: string | null;
  nip: string | null;
  namaTanpaGelar: string | null;
  statusAsesor: boolean;
  accessLkam: boolean;
  isRequestSuccess: boolean;
  idLevel: string | null;
  isLoadingLogin: boolean;
  errorMessage: string | null;
}

export const signedOut: AuthState = {
  userInfo: null,
  userEmail: null,
  token: null,
  token2: null,
  idToken: null,
  nip: null,
  namaTanpaGelar: null,
  statusAsesor: false,
  accessLkam: false,
  isRequestSuccess: false,
  idLevel: null,
  isLoadingLogin: false,
  errorMessage: null,
};

export const storageKey = 'vuex';

// The stored entry is read field by field with plain checks instead of a schema library: this
// runs on every first load, where zod's core would cost 8 KB gzip for one small record. A field
// of the wrong type takes its signed-out value; an empty string (a typical Vuex initial value)
// means "no value" and never counts as a token.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const level = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const userFields = { nip: 'string', nama: 'string', namaTanpaGelar: 'string', email: 'string', statusAsesor: 'boolean', accessLkam: 'boolean' } as const;

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

const legacyStorage = {
  getItem: (key: string) => {
    const raw = safeLocalStorage()?.getItem(key) ?? null;
    const auth = readPersistedAuth(raw);
    if (raw !== null && auth === signedOut) safeLocalStorage()?.removeItem(key);
    return auth;
  },
  setItem: (key: string, auth: AuthState) => safeLocalStorage()?.setItem(key, JSON.stringify({ auth })),
  removeItem: (key: string) => safeLocalStorage()?.removeItem(key),
};

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the session lives in memory only
  }
}

export const authAtom = atomWithStorage<AuthState>(storageKey, signedOut, legacyStorage, { getOnInit: true });
export const isSignedInAtom = atom((get) => get(authAtom).token !== null);

/** In memory only: whether the current user was fetched in this page's life (SPEC: first guarded navigation only). */
export const userLoadedAtom = atom(false);

// Layout state (SPEC.md §3).
export const currentSubMenusAtom = atom<string[]>([]);
export const isModalLogoutAtom = atom(false);
export const routerKeyAtom = atom(0);

export type SessionStore = ReturnType<typeof createStore>;

let appStore: SessionStore | undefined;
export const createSessionStore = (): SessionStore => {
  const store = createStore();
  appStore ??= store; // main.tsx creates exactly one: the app's session
  return store;
};

/** The app's store, for code outside React that is not handed one (getJson's default). */
export const appSessionStore = (): SessionStore => (appStore ??= createStore());
