// Sign-in (SPEC.md §4): login popup → silent token → login-sso → store, load the user, toast and
// navigate → calendar scopes. Every failure ends with isLoadingLogin false and an error toast.
import { env } from '../app/env.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { fetchCurrentUser } from '../session/current-user.ts';
import { PortalApiError } from '../session/api-error.ts';
import { loginSso } from '../session/portal-api.ts';
import { clearSession, patchAuth } from '../session/session.ts';
import { authAtom, type SessionStore } from '../session/state.ts';
import { notify } from '../ui/notify.ts';
import { connectCalendar } from './calendar.ts';
import { AuthFlowError, authTexts, describeAuthError } from './errors.ts';
import { getMsal } from './msal.ts';
import { acquireSilentOrPopup } from './tokens.ts';

export { connectCalendar } from './calendar.ts';

export const signInTexts = {
  id: { success: 'Login berhasil' },
  en: { success: 'Signed in' },
} satisfies Texts<{ success: string }>;

export interface SignInOptions {
  navigate: (to: string) => void;
  /** Where to go when there is no (safe) redirect target: the portal's home path. */
  home: string;
  /** Where the user was going; only an in-portal path ("/…", not "//…") is followed. */
  redirectTo?: string;
}

export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined;
  return target;
}

// After the portal refused an identity (e.g. not a lecturer), the provider's session would sign the
// same account in again without asking: the next attempt lets the user pick another account.
let chooseAccountNext = false;

export async function signIn(store: SessionStore, options: SignInOptions): Promise<void> {
  if (store.get(authAtom).isLoadingLogin) return; // a second click while the popup is open
  patchAuth(store, { isLoadingLogin: true, isRequestSuccess: false, errorMessage: null });
  try {
    await signInToPortal(store);
  } catch (error) {
    const shown = error instanceof PortalApiError ? error : describeAuthError(error, store);
    if (error instanceof PortalApiError) chooseAccountNext = true;
    // Half a session (portal token but no user) is no session.
    if (store.get(authAtom).token) clearSession(store);
    patchAuth(store, { isLoadingLogin: false, isRequestSuccess: false, errorMessage: shown.message });
    notify.failure(shown);
    return;
  }
  chooseAccountNext = false;
  patchAuth(store, { isLoadingLogin: false, isRequestSuccess: true });
  notify.info(textsIn(signInTexts, store).success);
  options.navigate(safeRedirect(options.redirectTo) ?? options.home);
  await connectCalendar(store);
}

async function signInToPortal(store: SessionStore): Promise<void> {
  const scopes = [env().VITE_PORTAL_API_SCOPE];
  const msal = await getMsal();
  const login = await msal.loginPopup({ scopes, ...(chooseAccountNext ? { prompt: 'select_account' } : {}) }); // 1
  const account = login.account;
  if (!account) throw new AuthFlowError(textsIn(authTexts, store).idToken, 'no_account_in_response');
  msal.setActiveAccount(account);
  const tokens = await acquireSilentOrPopup(msal, { scopes, account }); // 2
  const portalToken = await loginSso(tokens.accessToken, undefined, store); // 3
  patchAuth(store, {
    // 4
    token: portalToken,
    token2: null,
    idToken: tokens.idToken || login.idToken || null,
    userEmail: account.username || null,
  });
  await fetchCurrentUser(store);
}
