// The last step of sign-in (docs/requirements.md R-SIGNIN-5) in a portal that shows the agenda
// (sign-in-flow.ts asks only there), and the agenda card's "connect": the calendar scopes (read and
// read-write) for token2. Silent first: with Entra the refresh token usually covers
// already-consented calendar scopes, and a popup opened this long after the click is often blocked.
// A failure never signs the user out; it names its cause (a provider that does not answer is never
// "the window was closed") and calendar-state.ts keeps it for the agenda card, which offers another try.
import { env } from '../core/env.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { authAtom, tokensRenewedAtom, type SessionStore } from '../session/state.ts';
import { notify } from '../ui/notify.ts';
import { calendarConnectionAtom, calendarFailureReason, type CalendarConnection } from './calendar-state.ts';
import { AuthFlowError } from './errors.ts';
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

/**
 * true when token2 was stored. `announceSuccess` for a click on the agenda card. Ends within the
 * deadlines of tokens.ts (silent) and popup-guard.ts (a popup); calendarConnectionAtom follows it.
 */
export async function connectCalendar(store: SessionStore, options: { announceSuccess?: boolean } = {}): Promise<boolean> {
  const scopes = env().VITE_CALENDAR_SCOPES;
  if (scopes.length === 0) return false; // no calendar configured for this deployment
  const token = store.get(authAtom).token;
  if (!token) return false; // signed out: no session to connect the calendar to
  const t = textsIn(calendarTexts, store);
  store.set(calendarConnectionAtom, { token, status: 'connecting' });
  // How it ended, unless another session's try has started meanwhile (after a sign-out and a sign-in).
  const record = (next: CalendarConnection | null) =>
    store.set(calendarConnectionAtom, (current) => (current === null || current.token === token ? next : current));
  try {
    const msal = await getMsal();
    const account = currentAccount(msal);
    if (!account) throw new AuthFlowError(t.noAccount, 'no_account');
    const result = await acquireSilentOrPopup(msal, { scopes, account }, store, { popupOnAnyFailure: true, cacheLookupPolicy: NO_IFRAME });
    if (!result.accessToken) throw new Error('calendar token response without an access token');
    record(null);
    // Only into the session that asked: one that ended meanwhile gets no calendar.
    if (!store.set(tokensRenewedAtom, { token, token2: result.accessToken })) return false;
    if (options.announceSuccess) notify.success(t.connected);
    return true;
  } catch (error) {
    console.warn('[auth] calendar not connected', error);
    record({ token, status: 'failed', error });
    notify.info(t.notConnected(portalNameIn(store), calendarFailureReason(error, store)));
    return false;
  }
}
