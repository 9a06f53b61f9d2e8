// Token acquisition shared by sign-in, the calendar connection and the launcher's id token, each
// call with an end: MSAL's requests have their own deadline (network.ts), and a silent call as a
// whole ends within SILENT_TOKEN_MS whatever path MSAL takes inside it.
import type { AccountInfo, AuthenticationResult, CacheLookupPolicy, PublicClientApplication, SilentRequest } from '@azure/msal-browser';
import { withDeadline } from '../core/deadline.ts';
import type { SessionStore } from '../session/state.ts';
import { isInteractionRequired, providerFailureOf, ProviderFailureError } from './auth-errors.ts';
import { openMsalPopup } from './popup.ts';

/** CacheLookupPolicy.AccessTokenAndRefreshToken: cache, then refresh token, never the slow hidden iframe. */
export const NO_IFRAME: typeof CacheLookupPolicy.AccessTokenAndRefreshToken = 2;

/**
 * The longest a silent token request may take as a whole. Each request to the provider already
 * ends within network.ts's IDENTITY_REQUEST_MS (15 s); this bounds a call that makes two (discovery,
 * then the renewal) or takes MSAL's hidden iframe.
 */
export const SILENT_TOKEN_MS = 30_000;

export function currentAccount(msal: PublicClientApplication): AccountInfo | null {
  return msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
}

/** The identity provider's host as MSAL is configured with it, for a message that names it. */
function providerHostOf(msal: Pick<PublicClientApplication, 'getConfiguration'>): string {
  const { authority } = msal.getConfiguration().auth;
  try {
    return new URL(authority).host;
  } catch {
    return authority;
  }
}

/**
 * msal.acquireTokenSilent within SILENT_TOKEN_MS. Past that it rejects with the provider named;
 * MSAL's own call still ends by network.ts's deadline, which clears its record of the request, so
 * a later attempt is a fresh one.
 */
export async function acquireSilent(msal: PublicClientApplication, request: SilentRequest): Promise<AuthenticationResult> {
  const result = await withDeadline(SILENT_TOKEN_MS, undefined, () => msal.acquireTokenSilent(request));
  switch (result.outcome) {
    case 'done':
      return result.value;
    case 'timeout':
    case 'aborted': // no caller signal: only for completeness
      throw new ProviderFailureError({ errorCode: 'provider_silent', providerHost: providerHostOf(msal), seconds: SILENT_TOKEN_MS / 1000 });
    case 'failed':
      throw result.error;
  }
}

/**
 * Silent first; when the provider says the user must act (interaction_required etc.), or on any
 * failure with `popupOnAnyFailure`, a popup (popup.ts). Never a popup when the provider did not
 * answer or could not be reached: its window would wait on the same provider.
 */
export async function acquireSilentOrPopup(
  msal: PublicClientApplication,
  request: { scopes: string[]; account: AccountInfo },
  store: SessionStore,
  options: { popupOnAnyFailure?: boolean; cacheLookupPolicy?: CacheLookupPolicy } = {},
): Promise<AuthenticationResult> {
  try {
    return await acquireSilent(msal, { ...request, cacheLookupPolicy: options.cacheLookupPolicy });
  } catch (error) {
    if (providerFailureOf(error)) throw error;
    if (!isInteractionRequired(error) && !options.popupOnAnyFailure) throw error;
    return openMsalPopup(msal, 'token', request, store);
  }
}
