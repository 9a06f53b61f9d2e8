// The session (SPEC.md §3) as jotai atoms. Only the auth part is persisted, in localStorage under
// the old portal's key "vuex" and its shape {"auth": {…}}, so a lecturer signed in to the old
// portal stays signed in. Anything unreadable under that key is dropped: the user is simply
// signed out.
import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';

export const userSchema = z.looseObject({
  nip: z.string().optional(),
  nama: z.string().optional(),
  namaTanpaGelar: z.string().optional(),
  email: z.string().optional(),
  statusAsesor: z.boolean().optional(),
  accessLkam: z.boolean().optional(),
  idLevel: z.union([z.string(), z.number()]).optional(),
});
export type User = z.infer<typeof userSchema>;

const nullableString = z.string().nullable().catch(null);
export const authSchema = z.object({
  userInfo: userSchema.nullable().catch(null),
  userEmail: nullableString,
  token: nullableString,
  token2: nullableString,
  idToken: nullableString,
  nip: nullableString,
  namaTanpaGelar: nullableString,
  statusAsesor: z.boolean().catch(false),
  accessLkam: z.boolean().catch(false),
  isRequestSuccess: z.boolean().catch(false),
  idLevel: z.union([z.string(), z.number()]).transform(String).nullable().catch(null),
  isLoadingLogin: z.boolean().catch(false),
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
const persistedSchema = z.object({ auth: authSchema.partial() });

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
export const createSessionStore = (): SessionStore => createStore();
