// Logout (docs/requirements.md R-LOGOUT-2): clear progress, clear the session (every open tab
// follows), then sign out of the identity provider, which sends the browser back to the portal root
// (→ /login) or, for the mobile app, to /logout/success.
import { clearProgress } from '../session/session.ts';
import { authAtom, signOutAtom, type SessionStore } from '../session/state.ts';
import type { PortalPaths } from '../../model/manifest/model.ts';
import { getMsal } from './msal.ts';
import { currentAccount } from './tokens.ts';

export interface LogoutOptions {
  mobile?: boolean;
  /** The model's portal.paths. */
  paths: Pick<PortalPaths, 'login' | 'signedOut'>;
  /** Where to go when the identity provider cannot be reached; defaults to a full page load. */
  navigate?: (to: string) => void;
}

export async function logout(store: SessionStore, options: LogoutOptions): Promise<void> {
  clearProgress(store);
  const storedIdToken = store.get(authAtom).idToken;
  // Cleared before leaving: the identity provider's round trip unloads this page.
  store.set(signOutAtom);
  const origin = window.location.origin;
  const postLogoutRedirectUri = options.mobile ? `${origin}${options.paths.signedOut}` : `${origin}/`;
  try {
    const msal = await getMsal();
    const account = currentAccount(msal) ?? undefined;
    // MSAL 5 sends id_token_hint only when given; without it a provider may not know the client
    // and ignore post_logout_redirect_uri (oidc-provider then stays on its own page).
    const idTokenHint = account?.idToken ?? storedIdToken ?? undefined;
    await msal.logoutRedirect({ account, postLogoutRedirectUri, ...(idTokenHint ? { idTokenHint } : {}) });
  } catch (error) {
    console.error('[auth] identity provider sign-out failed; signed out locally', error);
    const to = options.mobile ? options.paths.signedOut : options.paths.login;
    (options.navigate ?? ((path: string) => window.location.assign(path)))(to);
  }
}
