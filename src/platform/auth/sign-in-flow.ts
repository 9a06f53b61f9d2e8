// The network part of signing in (docs/requirements.md R-SIGNIN-1 to R-SIGNIN-4: up to the user),
// with MSAL, the configuration check and the portal API client: sign-in.ts loads it on first use,
// so the sign-in page's first load is only the page.
import { env } from '../core/env.ts';
import { textsIn } from '../i18n/lang.ts';
import { portalAtom } from '../i18n/portal-name.ts';
import { sessionFieldsOf } from '../session/current-user.ts';
import { getCurrentUser, loginSso } from '../session/portal-api.ts';
import { signInSucceededAtom, type SessionStore } from '../session/state.ts';
import { AuthFlowError, authTexts } from './errors.ts';
import { getMsal } from './msal.ts';
import { openMsalPopup } from './popup.ts';
import { connectCalendar as askForCalendar } from './calendar.ts';
import { acquireSilentOrPopup } from './tokens.ts';

/**
 * Sign-in's last step (sign-in.ts): the calendar consent, for a portal that uses the calendar token
 * (portal.calendar: its dashboard shows the agenda, or a link carries <token2>); any other portal
 * does not ask.
 */
export const connectCalendar = async (store: SessionStore): Promise<boolean> =>
  store.get(portalAtom)?.calendar === true ? askForCalendar(store) : false;

/** Starts loading and initialising MSAL, so the popup opens without that wait on the click. */
export const prepareMsal = (): void => void getMsal().catch(() => undefined);

export async function signInToPortal(store: SessionStore, { chooseAccount }: { chooseAccount: boolean }): Promise<void> {
  const scopes = [env().VITE_PORTAL_API_SCOPE];
  const msal = await getMsal();
  const login = await openMsalPopup(msal, 'login', { scopes, ...(chooseAccount ? { prompt: 'select_account' } : {}) }, store); // 1
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
