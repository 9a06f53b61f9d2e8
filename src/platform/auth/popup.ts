// Every MSAL popup opened one way: the login (sign-in's step 1), a token popup after a silent
// attempt that needs the person (sign-in's step 2, the calendar). Each runs under popup-guard.ts's
// deadline with our own correlation id, so a popup given up on is closed by the name MSAL gives
// its window, and a popup stuck on the browser's error page is reported as the provider's fault.
import type { AuthenticationResult, PopupRequest, PublicClientApplication } from '@azure/msal-browser';
import type { SessionStore } from '../session/state.ts';
import { abandonedPopupPending, closeNamedPopup, withinPopupDeadline } from './popup-guard.ts';
import { msalPopupName } from './reserve-popup.ts';
import { providerCheckUrl } from './provider-check.ts';
import { providerEnv } from './provider-env.ts';

type Msal = Pick<PublicClientApplication, 'loginPopup' | 'acquireTokenPopup' | 'getConfiguration'>;

/**
 * Opens MSAL's `login` or `token` popup for `request`: in the window the click reserved for it
 * (reserve-popup.ts, by its correlation id), or else a new one, which only a call in the click
 * itself, before any await, may open.
 */
export function openMsalPopup(
  msal: Msal,
  kind: 'login' | 'token',
  request: PopupRequest & { scopes: string[] },
  store: SessionStore,
  correlationId: string = crypto.randomUUID(),
): Promise<AuthenticationResult> {
  const { clientId, authority } = msal.getConfiguration().auth;
  const full: PopupRequest = {
    ...request,
    correlationId,
    // MSAL still counts a popup given up on whose window could not be closed: this one replaces it.
    ...(abandonedPopupPending() ? { overrideInteractionInProgress: true } : {}),
  };
  return withinPopupDeadline(() => (kind === 'login' ? msal.loginPopup(full) : msal.acquireTokenPopup(full)), {
    close: () => closeNamedPopup(msalPopupName(clientId, request.scopes, request.authority ?? authority, correlationId)),
    checkUrl: providerCheckUrl(providerEnv()),
    store,
  });
}
