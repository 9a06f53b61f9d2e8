// Shared by the app and the popup's redirect page (which must stay tiny: no env, no zod).
// Legacy polling lets MSAL notice at once that the user closed the sign-in popup; with the
// BroadcastChannel bridge alone that is only reported after popupBridgeTimeout (60 s).
export const legacyPolling = true;

/** How long the redirect page waits for the polling opener to pick up the answer and close it. */
export const pollingGraceMs = 3000;

/**
 * The page the identity provider sends the popup back to (MSAL's redirectUri), on the portal's
 * origin. Served without Cross-Origin-Opener-Policy (deploy/nginx.conf.template), it is also the
 * page a popup opened in the click shows until MSAL sends it to the provider (reserve-popup.ts).
 */
export const REDIRECT_PATH = '/auth/redirect.html';

/** Whether `location` carries the provider's answer (success or error: both name the request's state). */
export const carriesAnswer = (location: Pick<Location, 'search' | 'hash'>): boolean =>
  new URLSearchParams(location.hash.slice(1)).has('state') || new URLSearchParams(location.search).has('state');
