// The last step of sign-in (docs/requirements.md R-SIGNIN-5) in a portal that shows the agenda
// (sign-in-flow.ts asks only there), and the agenda card's "connect": the calendar scopes (read and
// read-write) for token2. Silent first: with Entra the refresh token usually covers
// already-consented calendar scopes, and a popup opened this long after the click is often blocked.
// A failure never signs the user out.
import { env } from '../core/env.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { authAtom, tokensRenewedAtom, type SessionStore } from '../session/state.ts';
import { notify } from '../ui/notify.ts';
import { describeAuthError } from './errors.ts';
import { getMsal } from './msal.ts';
import { NO_IFRAME, acquireSilentOrPopup, currentAccount } from './tokens.ts';

export const calendarTexts = {
  id: {
    connected: 'Kalender Outlook terhubung.',
    notConnected: (portal: string, reason: string) =>
      `Kalender tidak terhubung (${reason}). Anda tetap masuk ke ${portal}; kalender bisa dihubungkan nanti dari kartu Agenda.`,
    noAccount: 'akun login tidak ditemukan',
  },
  en: {
    connected: 'Outlook calendar connected.',
    notConnected: (portal: string, reason: string) =>
      `Calendar not connected (${reason}). You are still signed in to ${portal}; you can connect the calendar later from the Agenda card.`,
    noAccount: 'no signed-in account was found',
  },
} satisfies Texts<{ connected: string; notConnected: (portal: string, reason: string) => string; noAccount: string }>;

/** true when token2 was stored. `announceSuccess` for a click on the agenda card. */
export async function connectCalendar(store: SessionStore, options: { announceSuccess?: boolean } = {}): Promise<boolean> {
  const scopes = env().VITE_CALENDAR_SCOPES;
  if (scopes.length === 0) return false; // no calendar configured for this deployment
  const token = store.get(authAtom).token;
  if (!token) return false; // signed out: no session to connect the calendar to
  const t = textsIn(calendarTexts, store);
  try {
    const msal = await getMsal();
    const account = currentAccount(msal);
    if (!account) {
      notify.info(t.notConnected(portalNameIn(store), t.noAccount));
      return false;
    }
    const result = await acquireSilentOrPopup(msal, { scopes, account }, { popupOnAnyFailure: true, cacheLookupPolicy: NO_IFRAME });
    if (!result.accessToken) throw new Error('calendar token response without an access token');
    // Only into the session that asked: one that ended meanwhile gets no calendar.
    if (!store.set(tokensRenewedAtom, { token, token2: result.accessToken })) return false;
    if (options.announceSuccess) notify.success(t.connected);
    return true;
  } catch (error) {
    console.warn('[auth] calendar not connected', error);
    const reason = describeAuthError(error, store).message.replace(/\.$/, '').split('. ')[0]!;
    notify.info(t.notConnected(portalNameIn(store), reason));
    return false;
  }
}
