// The id token for links that carry <idToken> (tapm, tapd), fetched at click time: MSAL's cached
// one, renewed with the refresh token when it is about to expire. Never throws and never waits long.
import { authAtom, tokensRenewedAtom, type SessionStore } from '../session/state.ts';
import { env } from '../core/env.ts';
import { getMsal } from './msal.ts';
import { NO_IFRAME, currentAccount } from './tokens.ts';

const RENEW_BEFORE_SECONDS = 5 * 60;
export const FRESH_ID_TOKEN_TIMEOUT_MS = 5000;

function expiresSoon(claims: { exp?: unknown } | undefined): boolean {
  return typeof claims?.exp !== 'number' || claims.exp - Date.now() / 1000 < RENEW_BEFORE_SECONDS;
}

async function fromMsal(): Promise<string | null> {
  const msal = await getMsal();
  const account = currentAccount(msal);
  if (!account) return null;
  const request = { scopes: [env().VITE_PORTAL_API_SCOPE], account, cacheLookupPolicy: NO_IFRAME };
  let result = await msal.acquireTokenSilent(request);
  if (expiresSoon(result.idTokenClaims)) result = await msal.acquireTokenSilent({ ...request, forceRefresh: true });
  return result.idToken || null;
}

export async function freshIdToken(store: SessionStore): Promise<string | null> {
  const { idToken: stored, token } = store.get(authAtom);
  // Signed out (here or in another tab): this tab's MSAL cache is not a session to use.
  if (!token) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FRESH_ID_TOKEN_TIMEOUT_MS);
  });
  try {
    const fresh = await Promise.race([fromMsal(), timeout]);
    // Only into the session that asked: a sign-out meanwhile must not get a token back.
    if (store.get(authAtom).token !== token) return null;
    if (fresh && fresh !== stored) store.set(tokensRenewedAtom, { token, idToken: fresh });
    return fresh ?? stored;
  } catch (error) {
    console.warn('[auth] no fresh id token; using the stored one', error);
    return store.get(authAtom).token === token ? stored : null;
  } finally {
    clearTimeout(timer);
  }
}
