// How long a sign-in token is still good for, read from the token itself: a JWT's `exp`, decoded
// without verifying the signature. That is enough to decide when to ask for a new one; whoever
// receives the token checks it. Pure and without MSAL, so the launcher can decide at the click
// whether it has to wait for the identity provider at all (a tab opened straight from the click
// is one the pop-up blocker allows).

/** A token with less than this left is renewed before it is sent (MSAL renews its access tokens at the same margin). */
export const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * A token with less than this left counts as expired: after the click the tab still has to load
 * and the system to check the token, and a token that runs out on the way opens nothing either.
 */
export const USABLE_FOR_MS = 60_000;

/**
 * `fresh`: good for longer than the renewal margin. `expiring`: still usable, but within the
 * margin. `expired`: expired, or too close to it to be sent. `unknown`: not a JWT with a numeric
 * `exp` (an opaque token). `missing`: no value at all.
 */
export type Freshness = 'fresh' | 'expiring' | 'expired' | 'unknown' | 'missing';

function base64UrlDecode(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** When the JWT `token` expires, in ms since the epoch; undefined when it is not a JWT with a numeric `exp`. */
export function jwtExpiry(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const exp: unknown = (JSON.parse(base64UrlDecode(parts[1])) as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** How fresh `token` is at `now` (ms since the epoch). */
export function freshness(token: string | null | undefined, now: number): Freshness {
  if (!token?.trim()) return 'missing';
  const expires = jwtExpiry(token);
  if (expires === undefined) return 'unknown';
  const left = expires - now;
  if (left < USABLE_FOR_MS) return 'expired';
  return left < RENEW_BEFORE_MS ? 'expiring' : 'fresh';
}
