// Token acquisition shared by sign-in, the calendar connection and the launcher's id token.
import type { AccountInfo, AuthenticationResult, CacheLookupPolicy, PublicClientApplication } from '@azure/msal-browser';
import { isInteractionRequired } from './errors.ts';

/** CacheLookupPolicy.AccessTokenAndRefreshToken: cache, then refresh token, never the slow hidden iframe. */
export const NO_IFRAME: typeof CacheLookupPolicy.AccessTokenAndRefreshToken = 2;

export function currentAccount(msal: PublicClientApplication): AccountInfo | null {
  return msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
}

/** Silent first; when the provider says the user must act (interaction_required etc.), a popup. */
export async function acquireSilentOrPopup(
  msal: PublicClientApplication,
  request: { scopes: string[]; account: AccountInfo },
  options: { popupOnAnyFailure?: boolean; cacheLookupPolicy?: CacheLookupPolicy } = {},
): Promise<AuthenticationResult> {
  try {
    return await msal.acquireTokenSilent({ ...request, cacheLookupPolicy: options.cacheLookupPolicy });
  } catch (error) {
    if (!isInteractionRequired(error) && !options.popupOnAnyFailure) throw error;
    return msal.acquireTokenPopup(request);
  }
}
