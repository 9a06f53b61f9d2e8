// Manifest text in a language: the English side is optional and falls back to Indonesian. Pure.
import type { PortalInfo, PortalNode } from '../../model/manifest/model.ts';
import type { Lang } from './lang.ts';

type Localizable = Pick<PortalNode, 'label' | 'title' | 'description' | 'help' | 'en'>;

export const labelOf = (node: Localizable, lang: Lang) => (lang === 'en' && node.en?.label) || node.label;
export const titleOf = (node: Localizable, lang: Lang) => (lang === 'en' && (node.en?.title || node.en?.label)) || node.title;
export const descriptionOf = (node: Localizable, lang: Lang) => (lang === 'en' && node.en?.description) || node.description;
export const helpOf = (node: Localizable, lang: Lang) => (lang === 'en' && node.en?.help) || node.help;

type PortalNames = Pick<PortalInfo, 'title' | 'description' | 'en'>;

/** How messages name the portal: its title, in English its English title when it has one. */
export const portalNameOf = (portal: PortalNames, lang: Lang) => (lang === 'en' && portal.en?.title) || portal.title;

/** The portal's description, in English its English one when it has one. */
export const portalDescriptionOf = (portal: PortalNames, lang: Lang) => (lang === 'en' && portal.en?.description) || portal.description;
