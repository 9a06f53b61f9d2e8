// New tokens for a launch whose link carries one that has expired or is about to (the launcher
// decides which: src/features/launch/plan.ts): the id token and the calendar token (token2), from
// MSAL's cache or with its refresh token, never in a hidden iframe or a popup; the portal token
// (token) as sign-in got it, from login-sso with the portal API's access token. The answer says
// whether the provider gave them, refused them (only a new sign-in helps) or could not be reached
// (trying again may help), so that no tab opens with an expired token. Loaded with MSAL, on the
// first launch that needs it; the launcher bounds the wait.
import type { AccountInfo, PublicClientApplication } from '@azure/msal-browser';
import { env } from '../core/env.ts';
import { PortalApiError } from '../session/api-error.ts';
import { loginSso } from '../session/portal-api.ts';
import { authAtom, tokensRenewedAtom, type SessionStore } from '../session/state.ts';
import { errorCodeOf, isInteractionRequired } from './auth-errors.ts';
import { getMsal } from './msal.ts';
import { freshness } from './token-expiry.ts';
import { NO_IFRAME, currentAccount } from './tokens.ts';

/** The tokens a launch can have renewed. */
export type RenewableField = 'idToken' | 'token2' | 'token';

export type LaunchRenewal =
  /** The provider's tokens for the fields asked (a field the provider had none for is left out). */
  | { kind: 'renewed'; values: Partial<Record<RenewableField, string>> }
  /** The provider refused, or only a sign-in can get them (no account or refresh token in this tab). */
  | { kind: 'refused' }
  /** The provider could not be reached, or failed on its side: trying again may help. */
  | { kind: 'unreachable' };

/** The provider's own failures, which pass: everything else it answers with is a refusal. */
const PROVIDER_TROUBLE = new Set(['server_error', 'temporarily_unavailable']);

/**
 * A refresh token the provider no longer takes (invalid_grant: expired, revoked, the password
 * changed) and MSAL's "the user must act" are refusals, as is any other answer of the provider's
 * (MSAL's ServerError) but its own trouble. Network failures and the unexpected are not: the
 * lecturer is told to try again rather than to sign in for nothing.
 */
function outcomeOf(error: unknown): LaunchRenewal {
  // login-sso refusing the identity (401, 403) is the portal's refusal; its other failures pass.
  if (error instanceof PortalApiError) return error.status === 401 || error.status === 403 ? { kind: 'refused' } : { kind: 'unreachable' };
  const code = errorCodeOf(error);
  const fromProvider = (error as { name?: unknown } | null)?.name === 'ServerError' || code === 'invalid_grant';
  if (isInteractionRequired(error) || (fromProvider && !PROVIDER_TROUBLE.has(code ?? ''))) return { kind: 'refused' };
  return { kind: 'unreachable' };
}

async function idTokenFrom(msal: PublicClientApplication, account: AccountInfo): Promise<string | undefined> {
  const request = { scopes: [env().VITE_PORTAL_API_SCOPE], account, cacheLookupPolicy: NO_IFRAME };
  let result = await msal.acquireTokenSilent(request);
  // MSAL judges its cache by the access token alone: an id token from the cache may be as old as
  // the one the session holds. One the provider has just issued is as fresh as it gets.
  if (result.fromCache && freshness(result.idToken, Date.now()) !== 'fresh')
    result = await msal.acquireTokenSilent({ ...request, forceRefresh: true });
  return result.idToken || undefined;
}

async function calendarTokenFrom(msal: PublicClientApplication, account: AccountInfo): Promise<string | undefined> {
  const scopes = env().VITE_CALENDAR_SCOPES;
  if (scopes.length === 0) return undefined; // no calendar in this deployment
  // MSAL renews an access token with less than five minutes left by itself.
  const result = await msal.acquireTokenSilent({ scopes, account, cacheLookupPolicy: NO_IFRAME });
  return result.accessToken || undefined;
}

/** A new portal token: the portal API's access token (MSAL renews it when it has to) exchanged at login-sso, as at sign-in. */
async function portalTokenFrom(msal: PublicClientApplication, account: AccountInfo, store: SessionStore): Promise<string> {
  const { accessToken } = await msal.acquireTokenSilent({ scopes: [env().VITE_PORTAL_API_SCOPE], account, cacheLookupPolicy: NO_IFRAME });
  return loginSso(accessToken, undefined, store);
}

/**
 * New tokens for `fields`, stored in the session that asked (not in one that has ended or been
 * replaced meanwhile). Never throws; the caller bounds the wait (MSAL's requests have no deadline
 * of their own here).
 */
export async function renewForLaunch(store: SessionStore, fields: readonly RenewableField[]): Promise<LaunchRenewal> {
  const { token } = store.get(authAtom);
  // Signed out (here or in another tab): this tab's MSAL cache is not a session to use.
  if (!token) return { kind: 'refused' };
  try {
    const msal = await getMsal();
    // A tab's MSAL cache lives in its sessionStorage: a session restored from storage (another
    // tab's, the old portal's) has no account here, and only a sign-in gives it one.
    const account = currentAccount(msal);
    if (!account) return { kind: 'refused' };
    const values: Partial<Record<RenewableField, string>> = {};
    if (fields.includes('idToken')) values.idToken = await idTokenFrom(msal, account);
    if (fields.includes('token2')) values.token2 = await calendarTokenFrom(msal, account);
    if (fields.includes('token')) values.token = await portalTokenFrom(msal, account, store);
    for (const field of fields) if (values[field] === undefined) delete values[field];
    // Only into the session that asked: a sign-out meanwhile must not get a token back.
    const current = store.get(authAtom);
    if (current.token === token && fields.some((field) => values[field] !== undefined && values[field] !== current[field])) {
      const { token: portalToken, ...others } = values;
      store.set(tokensRenewedAtom, { token, ...others, ...(portalToken && { portalToken }) });
    }
    return { kind: 'renewed', values };
  } catch (error) {
    const outcome = outcomeOf(error);
    console.warn(`[auth] tokens for the launch not renewed (${outcome.kind})`, error);
    return outcome;
  }
}
