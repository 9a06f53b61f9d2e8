// Loads the signed-in lecturer (get-data-from-token) into the session. The route guard calls
// loadCurrentUser on the first guarded navigation; sign-in calls fetchCurrentUser to show why it failed.
import { stripAcademicTitles } from './name.ts';
import { textsIn } from '../i18n/lang.ts';
import { PortalApiError, apiTexts } from './api-error.ts';
import { getCurrentUser } from './portal-api.ts';
import { clearSession, patchAuth } from './session.ts';
import { authAtom, userLoadedAtom, type AuthState, type SessionStore, type User } from './state.ts';

/** Fetches the user and fills the session; throws a PortalApiError and changes nothing on failure. */
export async function fetchCurrentUser(store: SessionStore): Promise<User> {
  const { token, userEmail } = store.get(authAtom);
  const noSession = () => new PortalApiError(textsIn(apiTexts, store).noSession, 'http', 401);
  if (!token) throw noSession();
  const user = await getCurrentUser(token, undefined, store);
  // Signed out meanwhile (e.g. logout in the same tab): don't bring the session back.
  if (store.get(authAtom).token !== token) throw noSession();
  patchAuth(store, sessionFieldsOf(user, userEmail));
  store.set(userLoadedAtom, true);
  return user;
}

/** The session fields a user object fills; the name without titles is derived when the API omits it. */
export function sessionFieldsOf(user: User, signedInEmail: string | null): Partial<AuthState> {
  return {
    userInfo: user,
    nip: user.nip || null,
    namaTanpaGelar: user.namaTanpaGelar?.trim() || (user.nama ? stripAcademicTitles(user.nama) || null : null),
    statusAsesor: user.statusAsesor ?? false,
    accessLkam: user.accessLkam ?? false,
    idLevel: user.idLevel === undefined ? null : String(user.idLevel),
    userEmail: user.email || signedInEmail,
  };
}

/** true when the user is loaded; on any failure the session is cleared locally (silent logout). */
export async function loadCurrentUser(store: SessionStore): Promise<boolean> {
  const token = store.get(authAtom).token;
  try {
    await fetchCurrentUser(store);
    return true;
  } catch (error) {
    console.warn('[session] current user could not be loaded; signing out locally', error);
    // A sign-in that finished meanwhile has its own token: leave that session alone.
    if (store.get(authAtom).token === token) clearSession(store);
    return false;
  }
}
