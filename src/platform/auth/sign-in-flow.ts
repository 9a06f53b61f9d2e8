// The network part of signing in (docs/requirements.md R-SIGNIN-1 to R-SIGNIN-4: up to the user),
// with MSAL, the configuration check and the portal API client: sign-in.ts loads it on first use,
// so the sign-in page's first load is only the page.
import { env } from '../core/env.ts';
import { textsIn } from '../i18n/lang.ts';
import { portalAtom } from '../i18n/portal-name.ts';
import { sessionFieldsOf } from '../session/current-user.ts';
import { getCurrentUser, loginSso } from '../session/portal-api.ts';
import { signInSucceededAtom, type SessionStore } from '../session/state.ts';
import { AuthFlowError, authTexts } from './auth-errors.ts';
import { getMsal } from './msal.ts';
import { openMsalPopup } from './popup.ts';
import { connectCalendar as askForCalendar } from './calendar.ts';
import { acquireSilentOrPopup } from './tokens.ts';

/** The calendar scopes this portal asks for at sign-in: those configured, where it uses the calendar token. */
const calendarAtSignIn = (store: SessionStore): string[] => (store.get(portalAtom)?.calendar === true ? env().VITE_CALENDAR_SCOPES : []);

/**
 * Sign-in's last step (sign-in.ts): the calendar token, for a portal that uses it (portal.calendar:
 * its dashboard shows the agenda, or a link carries <token2>), silently: the lecturer consented to
 * it in the sign-in popup. Any other portal does not ask.
 */
export const connectCalendar = async (store: SessionStore): Promise<boolean> =>
  calendarAtSignIn(store).length > 0 ? askForCalendar(store) : false;

/** Starts loading and initialising MSAL, so the popup opens without that wait on the click. */
export const prepareMsal = (): void => void getMsal().catch(() => undefined);

/** `correlationId`: of the popup the click opened for this sign-in (reserve-popup.ts). */
export async function signInToPortal(
  store: SessionStore,
  { chooseAccount, correlationId }: { chooseAccount: boolean; correlationId?: string },
): Promise<void> {
  const scopes = [env().VITE_PORTAL_API_SCOPE];
  const msal = await getMsal();
  // One popup: the calendar's consent is asked with the sign-in's (docs/requirements.md R-SIGNIN-5).
  const extraScopesToConsent = calendarAtSignIn(store);
  const request = {
    scopes,
    ...(extraScopesToConsent.length > 0 && { extraScopesToConsent }),
    ...(chooseAccount && { prompt: 'select_account' }),
  };
  const login = await openMsalPopup(msal, 'login', request, store, correlationId); // 1
  const account = login.account;
  if (!account) throw new AuthFlowError(textsIn(authTexts, store).idToken, 'no_account_in_response');
  msal.setActiveAccount(account);
  const tokens = await acquireSilentOrPopup(msal, { scopes, account }, store); // 2
  const portalToken = await loginSso(tokens.accessToken, undefined, store); // 3
  // 4: the session starts with its user loaded, so a failure to load it leaves no half session.
  const user = await getCurrentUser(portalToken, undefined, store);
  store.set(signInSucceededAtom, {
    token: portalToken,
    idToken: tokens.idToken || login.idToken || null,
    profile: sessionFieldsOf(user, account.username || null),
  });
}
