// Where the local identity provider may send a browser after sign-out (the client's
// post_logout_redirect_uris): each portal's root, where the web sign-out returns, and the portal's
// own signed-out page, where the mobile app's sign-out (its logout page with ?mobile=1) returns
// (src/platform/auth/logout.ts). The provider refuses any other address, so the signed-out page
// comes from each served portal's model rather than from one portal's layout.
import type { PortalPaths } from '../../../src/model/manifest/model.ts';

/** The paths of a portal's sign-out that the provider needs to know. */
export type SignOutPaths = Pick<PortalPaths, 'signedOut'>;

/** The signed-out page of the portals of manifest/ (/logout/success), for an origin whose portal is not given. */
export const DEFAULT_SIGNED_OUT_PATH = '/logout/success';

/**
 * The post-logout redirect URIs for the portals served at `origins`: each origin's `/` and its
 * portal's signed-out page (`paths[origin].signedOut`, else DEFAULT_SIGNED_OUT_PATH), without repeats.
 */
export function postLogoutRedirectUris(origins: readonly string[], paths: Readonly<Record<string, SignOutPaths>> = {}): string[] {
  const uris = origins.flatMap((origin) => [`${origin}/`, `${origin}${paths[origin]?.signedOut ?? DEFAULT_SIGNED_OUT_PATH}`]);
  return [...new Set(uris)];
}
