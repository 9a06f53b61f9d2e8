// The portal's name and its institution's words for interface messages. One runtime serves every
// portal, so no message writes a portal's or an institution's name: each takes it as a parameter.
// React code has the model; code outside React (the API client, sign-in) has the session store it
// already reads the language from, and the app puts the portal block into that store when it
// creates it (src/app/start.tsx).
import { atom } from 'jotai';
import { useModel } from '../core/model-context.tsx';
import type { SessionStore } from '../core/store.ts';
import type { PortalInfo } from '../../model/manifest/model.ts';
import { langAtom } from './lang.ts';
import { institutionOf, portalNameOf, type InstitutionTexts } from './localize.ts';
import { useLang } from './use-texts.ts';

/**
 * What code outside React needs of the portal whose store this is: its names (portal.title and
 * portal.en.title) and whether sign-in asks for the calendar token (portal.calendar).
 */
export const portalAtom = atom<Pick<PortalInfo, 'title' | 'en' | 'calendar'> | null>(null);

/** The portal's name in the language chosen in `store` (outside React). */
export function portalNameIn(store: SessionStore): string {
  const portal = store.get(portalAtom);
  // Only a store the app did not make lacks it: a message naming no portal would hide that.
  if (!portal) throw new Error('portalNameIn: this session store has no portal; set portalAtom when creating it (src/app/start.tsx)');
  return portalNameOf(portal, store.get(langAtom));
}

/** The portal's name in the interface language (React). */
export const usePortalName = (): string => portalNameOf(useModel().portal, useLang());

/** The institution's words in the interface language (React): see institutionOf. */
export const useInstitution = (): InstitutionTexts => institutionOf(useModel().portal, useLang());
