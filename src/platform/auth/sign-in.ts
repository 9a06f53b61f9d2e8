// Sign-in (docs/requirements.md R-SIGNIN): login popup (with the calendar's consent) → silent token
// → login-sso → load the user and store the session → toast and navigate → the calendar token,
// silently. The attempt's progress is this tab's signInProgressAtom; every failure ends with
// isLoadingLogin false and an error toast. The popup opens in the click, before anything is awaited
// (reserve-popup.ts): a browser opens a window only there.
import { UserFacingError } from '../core/errors.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { PortalApiError } from '../session/api-error.ts';
import { signInProgressAtom, type SessionStore } from '../session/state.ts';
import { notify } from '../ui/notify.ts';
import { authTexts, describeAuthError } from './auth-errors.ts';
import { loginScopes, popupFor } from './reserve-popup.ts';

const signInTexts = {
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

function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined;
  return target;
}

// After the portal refused an identity (e.g. not a lecturer), the provider's session would sign the
// same account in again without asking: the next attempt lets the user pick another account.
let chooseAccountNext = false;

export async function signIn(store: SessionStore, options: SignInOptions): Promise<void> {
  if (store.get(signInProgressAtom).isLoadingLogin) return; // a second click while the popup is open
  const popup = popupFor(loginScopes());
  store.set(signInProgressAtom, { isLoadingLogin: true, isRequestSuccess: false, errorMessage: null });
  let flow: SignInFlow;
  try {
    flow = await loadFlow(store);
    await flow.signInToPortal(store, { chooseAccount: chooseAccountNext, correlationId: popup.correlationId });
  } catch (error) {
    popup.release();
    const shown = error instanceof PortalApiError ? error : describeAuthError(error, store);
    if (error instanceof PortalApiError) chooseAccountNext = true;
    store.set(signInProgressAtom, { isLoadingLogin: false, isRequestSuccess: false, errorMessage: shown.message });
    notify.failure(shown);
    return;
  }
  chooseAccountNext = false;
  notify.info(textsIn(signInTexts, store).success);
  options.navigate(safeRedirect(options.redirectTo) ?? options.home);
  await flow.connectCalendar(store);
}

type SignInFlow = typeof import('./sign-in-flow.ts');

function loadFlow(store: SessionStore): Promise<SignInFlow> {
  return import('./sign-in-flow.ts').catch((error: unknown) => {
    throw new UserFacingError(textsIn(authTexts, store).notLoaded, { cause: error });
  });
}

/**
 * Fetches the sign-in code and MSAL ahead of the click (the sign-in page calls it once it is shown),
 * so the popup the click opens shows the provider at once. Failures are left to the click.
 */
export function prepareSignIn(): void {
  void import('./sign-in-flow.ts').then(
    (flow) => flow.prepareMsal(),
    () => undefined,
  );
}
