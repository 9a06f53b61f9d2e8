// The portal's names on the sign-in redirect page (auth/redirect.html), which has no model: the
// build writes them into a <meta> (scripts/build/portal-plugin.ts) and redirect-bridge.ts names the
// portal with them when the sign-in answer cannot be passed on.
import type { PortalInfo } from '../../model/manifest/model.ts';

/** The <meta name> holding the portal's names (JSON: title, en.title). */
export const PORTAL_NAME_META = 'portal-name';

/** The portal's names, which the build writes into this page: it has no model (scripts/build/portal-plugin.ts). */
export function portalNames(): Pick<PortalInfo, 'title' | 'en'> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PORTAL_NAME_META}"]`);
  if (!meta) throw new Error(`auth/redirect.html carries no <meta name="${PORTAL_NAME_META}">: serve the page the build wrote`);
  return JSON.parse(meta.content) as Pick<PortalInfo, 'title' | 'en'>;
}
