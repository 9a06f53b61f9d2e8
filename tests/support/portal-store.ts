// Stores whose messages name a portal, as src/app/start.tsx makes the app's: code outside React
// takes the portal's name from the store it is given (src/platform/i18n/portal-name.ts).
import { langAtom, type Lang } from '../../src/platform/i18n/lang.ts';
import { portalAtom } from '../../src/platform/i18n/portal-name.ts';
import type { PortalInfo } from '../../src/model/manifest/model.ts';
import { createSessionStore, type SessionStore } from '../../src/platform/session/state.ts';

/** The lecturers' portal's names, as its manifest has them. */
export const dosen: Pick<PortalInfo, 'title' | 'en'> = { title: 'Portal Dosen' };

/** `store` (a new one by default) naming `portal`, in `lang` when given. */
export function withPortal(store: SessionStore = createSessionStore(), portal = dosen, lang?: Lang): SessionStore {
  store.set(portalAtom, portal);
  if (lang) store.set(langAtom, lang);
  return store;
}
