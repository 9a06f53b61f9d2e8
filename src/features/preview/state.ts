// "Preview as role" (dev only): this tab shows the session with some of its roles replaced, in
// memory only (showSessionAsAtom). The real session stays what the rest of the app changes, what
// the browser stores and what other tabs see; it is shown again when the preview ends. Imported
// only from dev-only code (import.meta.env.DEV branches), so none of it reaches a production build.
import { atom } from 'jotai';
import { signInTokens, tokenSourceAtom, type TokenSource } from '../launch/token-source.ts';
import { authAtom, showSessionAsAtom, type SessionStore, type SignIn } from '../../platform/session/state.ts';

export interface PreviewRole {
  statusAsesor: boolean;
  accessLkam: boolean;
  /** Without it, links that carry the id token cannot be opened (as for a session restored from the old portal). */
  withIdToken: boolean;
}

export interface Preview {
  role: PreviewRole;
  /** The portal token of the session previewed: the preview is of that session only. */
  token: string;
}

export const previewAtom = atom<Preview | null>(null);

/** The session shown while previewing `role`. Pure. */
export function previewedAuth(real: SignIn, role: PreviewRole): SignIn {
  return {
    ...real,
    statusAsesor: role.statusAsesor,
    accessLkam: role.accessLkam,
    idToken: role.withIdToken ? real.idToken : null,
    userInfo: real.userInfo && { ...real.userInfo, statusAsesor: role.statusAsesor, accessLkam: role.accessLkam },
  };
}

/** The role the real session has: the starting point of a preview. */
export const realRole = (auth: SignIn): PreviewRole => ({
  statusAsesor: auth.statusAsesor,
  accessLkam: auth.accessLkam,
  withIdToken: auth.idToken !== null,
});

/**
 * The launcher's tokens while a role without an id token is previewed: no id token, as for a
 * session restored from the old portal (the launch then says the sign-in data is incomplete); the
 * calendar token as usual.
 */
const withheld: TokenSource = {
  renew: (store, fields) => {
    const others = fields.filter((field) => field !== 'idToken');
    return others.length > 0 ? signInTokens.renew(store, others) : Promise.resolve({ kind: 'renewed', values: {} });
  },
};

/** Shows the signed-in session as a lecturer with `role`; nothing happens while signed out. */
export function showRole(store: SessionStore, role: PreviewRole): void {
  const token = store.get(authAtom).token;
  if (token === null) return;
  store.set(previewAtom, { role, token });
  store.set(tokenSourceAtom, role.withIdToken ? signInTokens : withheld);
  store.set(showSessionAsAtom, (real) => previewedAuth(real, role));
}

/** Ends the preview: the real session is shown again. */
export function endPreview(store: SessionStore): void {
  if (!store.get(previewAtom)) return;
  store.set(previewAtom, null);
  store.set(tokenSourceAtom, signInTokens);
  store.set(showSessionAsAtom, null);
}

/** Ends a preview once its session has ended (a sign-out, here or in another tab, or another sign-in). Returns the unsubscribe. */
export function followSession(store: SessionStore): () => void {
  return store.sub(authAtom, () => {
    const preview = store.get(previewAtom);
    if (preview && store.get(authAtom).token !== preview.token) endPreview(store);
  });
}
