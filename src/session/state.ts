// The session (SPEC.md §3) as jotai atoms. Only the auth part is persisted, in localStorage under
// the old portal's key "vuex" and its shape {"auth": {…}}, so a lecturer signed in to the old
// portal stays signed in. Anything unreadable under that key is dropped: the user is simply
// signed out.
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
// zod/mini: the session is on every page's first load, and the mini build tree-shakes.
import * as z from 'zod/mini';

export const userSchema = z.looseObject({
  nip: z.optional(z.string()),
  nama: z.optional(z.string()),
  namaTanpaGelar: z.optional(z.string()),
  email: z.optional(z.string()),
  statusAsesor: z.optional(z.boolean()),
  accessLkam: z.optional(z.boolean()),
  idLevel: z.optional(z.union([z.string(), z.number()])),
});
export type User = z.infer<typeof userSchema>;

// An empty string (a typical Vuex initial value) means "no value": '' must not count as a signed-in token.
const nullableString = z.catch(z.nullable(z.string().check(z.minLength(1))), null);
const flag = z.catch(z.boolean(), false);
export const authSchema = z.object({
  userInfo: z.catch(z.nullable(userSchema), null),
  userEmail: nullableString,
  token: nullableString,
  token2: nullableString,
  idToken: nullableString,
  nip: nullableString,
  namaTanpaGelar: nullableString,
  statusAsesor: flag,
  accessLkam: flag,
  isRequestSuccess: flag,
  idLevel: z.catch(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), null),
  isLoadingLogin: flag,
  errorMessage: nullableString,
});
export type AuthState = z.infer<typeof authSchema>;

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
const persistedSchema = z.object({ auth: z.partial(authSchema) });

/** Reads the legacy "vuex" entry; anything corrupt, truncated or foreign means signed out. */
export function readPersistedAuth(raw: string | null): AuthState {
  if (raw === null) return signedOut;
  try {
    const parsed = persistedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return signedOut;
    // A loading flag cannot survive a reload: nothing is loading in a fresh page.
    return { ...signedOut, ...parsed.data.auth, isLoadingLogin: false };
  } catch {
    return signedOut;
  }
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
