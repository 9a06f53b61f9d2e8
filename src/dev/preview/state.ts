// "Preview as role" (dev only): the session with some of its roles replaced, in memory. The real
// session is kept aside and comes back when the preview ends. Imported only from dev-only code
// (import.meta.env.DEV branches), so none of it reaches a production build.
import { atom } from 'jotai';
import { authAtom, type AuthState, type SessionStore } from '../../session/state.ts';

export interface PreviewRole {
  statusAsesor: boolean;
  accessLkam: boolean;
  /** Without it, links that carry the id token cannot be opened (as for a session restored from the old portal). */
  withIdToken: boolean;
}

export interface Preview {
  role: PreviewRole;
  /** The session as it really is, kept up to date while previewing. */
  real: AuthState;
}

export const previewAtom = atom<Preview | null>(null);

/** The session shown while previewing `role`. Pure. */
export function previewedAuth(real: AuthState, role: PreviewRole): AuthState {
  return {
    ...real,
    statusAsesor: role.statusAsesor,
    accessLkam: role.accessLkam,
    idToken: role.withIdToken ? real.idToken : null,
    userInfo: real.userInfo && { ...real.userInfo, statusAsesor: role.statusAsesor, accessLkam: role.accessLkam },
  };
}

/**
 * Someone else wrote the session while it was previewed (the profile arrived, a fresh id token was
 * stored): whatever they changed is real. Returns the real session after that write. Pure.
 */
export function absorbWrite(real: AuthState, shown: AuthState, written: AuthState): AuthState {
  const next = { ...real } as Record<keyof AuthState, unknown>;
  for (const key of Object.keys(written) as (keyof AuthState)[]) {
    if (!sameField(written, shown, key)) next[key] = written[key];
  }
  return next as AuthState;
}

/** The role the real session has: the starting point of a preview. */
export const realRole = (auth: AuthState): PreviewRole => ({
  statusAsesor: auth.statusAsesor,
  accessLkam: auth.accessLkam,
  withIdToken: auth.idToken !== null,
});

export function showRole(store: SessionStore, role: PreviewRole): void {
  const real = store.get(previewAtom)?.real ?? store.get(authAtom);
  store.set(previewAtom, { role, real });
  store.set(authAtom, previewedAuth(real, role));
}

/** Ends the preview: the real session comes back (and is what the browser stores). */
export function endPreview(store: SessionStore): void {
  const preview = store.get(previewAtom);
  if (!preview) return;
  store.set(previewAtom, null);
  store.set(authAtom, preview.real);
}

/**
 * Keeps a preview consistent with writes from the rest of the app; a sign-out ends it. Returns the
 * unsubscribe.
 */
export function followSession(store: SessionStore): () => void {
  return store.sub(authAtom, () => {
    const preview = store.get(previewAtom);
    if (!preview) return;
    const current = store.get(authAtom);
    const shown = previewedAuth(preview.real, preview.role);
    if (sameAuth(current, shown)) return;
    if (current.token === null) {
      store.set(previewAtom, null); // signed out: there is nothing real to restore
      return;
    }
    const real = absorbWrite(preview.real, shown, current);
    store.set(previewAtom, { role: preview.role, real });
    store.set(authAtom, previewedAuth(real, preview.role));
  });
}

// previewedAuth makes a new userInfo each time, so it is compared by value.
const sameField = (a: AuthState, b: AuthState, key: keyof AuthState) =>
  key === 'userInfo' ? JSON.stringify(a.userInfo) === JSON.stringify(b.userInfo) : a[key] === b[key];

const sameAuth = (a: AuthState, b: AuthState) => (Object.keys(a) as (keyof AuthState)[]).every((key) => sameField(a, b, key));
