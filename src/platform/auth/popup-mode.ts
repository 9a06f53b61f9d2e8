// Shared by the app and the popup's redirect page (which must stay tiny: no env, no zod).
// Legacy polling lets MSAL notice at once that the user closed the sign-in popup; with the
// BroadcastChannel bridge alone that is only reported after popupBridgeTimeout (60 s).
export const legacyPolling = true;

/** How long the redirect page waits for the polling opener to pick up the answer and close it. */
export const pollingGraceMs = 3000;
