// The calendar token (token2, the calendar scopes: read and read-write). At sign-in
// (docs/requirements.md R-SIGNIN-5; sign-in-flow.ts, in a portal that uses it) silently: the
// lecturer consented to the scopes in the sign-in popup, and no popup may open without a click. From
// the agenda card's "connect" in the popup that click opened (reserve-popup.ts): the lecturer asked
// to be asked. A failure never signs the user out; it names its cause (a provider that does not
// answer is never "the window was closed") and calendar-state.ts keeps it for the agenda card,
// which offers another try.
import { env } from '../core/env.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { authAtom, tokensRenewedAtom, type SessionStore } from '../session/state.ts';
import { notify } from '../ui/notify.ts';
import { calendarConnectionAtom, type CalendarConnection } from './calendar-state.ts';
import { AuthFlowError, calendarFailureReason } from './auth-errors.ts';
import { getMsal } from './msal.ts';
import { openMsalPopup } from './popup.ts';
import type { ReservedPopup } from './reserve-popup.ts';
import { NO_IFRAME, acquireSilent, currentAccount } from './tokens.ts';

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

export interface ConnectOptions {
  /** The popup a click opened for the consent (a click on the agenda card); without it, silently. */
  popup?: ReservedPopup;
  /** Says so when it worked (a click on the agenda card). */
  announceSuccess?: boolean;
}

/**
 * true when token2 was stored. Ends within the deadlines of tokens.ts (silent) and popup-guard.ts
 * (a popup); calendarConnectionAtom follows it.
 */
export async function connectCalendar(store: SessionStore, options: ConnectOptions = {}): Promise<boolean> {
  const scopes = env().VITE_CALENDAR_SCOPES;
  const token = store.get(authAtom).token;
  // No calendar configured for this deployment, or signed out: no session to connect it to.
  if (scopes.length === 0 || !token) {
    options.popup?.release();
    return false;
  }
  const t = textsIn(calendarTexts, store);
  store.set(calendarConnectionAtom, { token, status: 'connecting' });
  // How it ended, unless another session's try has started meanwhile (after a sign-out and a sign-in).
  const record = (next: CalendarConnection | null) =>
    store.set(calendarConnectionAtom, (current) => (current === null || current.token === token ? next : current));
  try {
    const msal = await getMsal();
    const account = currentAccount(msal);
    if (!account) throw new AuthFlowError(t.noAccount, 'no_account');
    const result = options.popup
      ? await openMsalPopup(msal, 'token', { scopes, account }, store, options.popup.correlationId)
      : await acquireSilent(msal, { scopes, account, cacheLookupPolicy: NO_IFRAME });
    if (!result.accessToken) throw new Error('calendar token response without an access token');
    record(null);
    // Only into the session that asked: one that ended meanwhile gets no calendar.
    if (!store.set(tokensRenewedAtom, { token, token2: result.accessToken })) return false;
    if (options.announceSuccess) notify.success(t.connected);
    return true;
  } catch (error) {
    options.popup?.release();
    console.warn('[auth] calendar not connected', error);
    record({ token, status: 'failed', error, reason: (s) => calendarFailureReason(error, s) });
    notify.info(t.notConnected(portalNameIn(store), calendarFailureReason(error, store)));
    return false;
  }
}
