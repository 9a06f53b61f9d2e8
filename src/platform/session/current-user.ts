// Loads the signed-in lecturer (get-data-from-token) into the session. The route guard calls
// loadCurrentUser (through profile-sync.ts) on the first guarded navigation; sign-in fills its new
// session with sessionFieldsOf.
import { visibleText } from '../core/visible-text.ts';
import { stripAcademicTitles } from './name.ts';
import { textsIn } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { PortalApiError, apiTexts } from './api-error.ts';
import { getCurrentUser } from './portal-api.ts';
import type { ProfileOutcome } from './profile-sync.ts';
import {
  authAtom,
  profileRefreshedAtom,
  signOutAtom,
  signOutReasonAtom,
  type Profile,
  type SessionStore,
  type SignOutReason,
  type User,
} from './state.ts';

/** Fetches the user and fills the session (the user counts as loaded); throws a PortalApiError and changes nothing on failure. */
export async function fetchCurrentUser(store: SessionStore): Promise<User> {
  const { token, userEmail } = store.get(authAtom);
  const noSession = () => new PortalApiError(textsIn(apiTexts, store).noSession(portalNameIn(store)), 'http', 401);
  if (!token) throw noSession();
  const user = await getCurrentUser(token, undefined, store);
  // Only into the session that asked: a sign-out meanwhile (e.g. logout in the same tab) stays one.
  if (!store.set(profileRefreshedAtom, { token, profile: sessionFieldsOf(user, userEmail) })) throw noSession();
  return user;
}

/** The session fields a user object fills; the name without titles is derived when the API omits it. */
export function sessionFieldsOf(user: User, signedInEmail: string | null): Profile {
  return {
    userInfo: user,
    nip: user.nip || null,
    namaTanpaGelar: visibleText(user.namaTanpaGelar) ?? visibleText(user.nama && stripAcademicTitles(user.nama)) ?? null,
    statusAsesor: user.statusAsesor ?? false,
    accessLkam: user.accessLkam ?? false,
    idLevel: user.idLevel === undefined ? null : String(user.idLevel),
    userEmail: user.email || signedInEmail,
  };
}

/** Statuses with which the server refuses the session: signed out, with the reason on the login page. */
const refusedStatuses = new Set([401, 403]);

const reasonFor = (error: PortalApiError): SignOutReason =>
  error.status === 401 ? { kind: 'expired' } : { kind: 'refused', message: error.message };

/**
 * Loads the user for the session in `store`. Only a refusal (401/403) signs the user out
 * (docs/requirements.md R-LOGOUT-5: a failed load signs out silently when the server refused
 * the user).
 * A timeout, a network error, a 5xx or an unreadable answer keeps the session: nobody refused it.
 */
export async function loadCurrentUser(store: SessionStore): Promise<ProfileOutcome> {
  const token = store.get(authAtom).token;
  if (!token) return { kind: 'stale' };
  try {
    await fetchCurrentUser(store);
    return { kind: 'loaded' };
  } catch (error) {
    // A sign-out or another sign-in meanwhile: that session is not this answer's business.
    if (store.get(authAtom).token !== token) return { kind: 'stale' };
    if (error instanceof PortalApiError && error.status !== null && refusedStatuses.has(error.status)) {
      console.warn('[session] the portal API refused the session; signing out', error);
      store.set(signOutAtom);
      store.set(signOutReasonAtom, reasonFor(error));
      return { kind: 'refused' };
    }
    console.warn('[session] the profile could not be loaded; the session stays and the load is retried', error);
    return { kind: 'unreachable', problem: error instanceof PortalApiError ? error.message : null };
  }
}
