// Manifest text in a language: the English side is optional and falls back to Indonesian. Pure.
import type { PageContent } from '../../../schema/manifest.ts';
import type { SessionFlag } from '../../../schema/vocabulary.ts';
import type { FlagLabel, PortalInfo, PortalNode } from '../../model/manifest/model.ts';
import type { Lang } from './lang.ts';

type Localizable = Pick<PortalNode, 'label' | 'title' | 'description' | 'help' | 'en'>;

export const labelOf = (node: Localizable, lang: Lang) => (lang === 'en' && node.en?.label) || node.label;
export const titleOf = (node: Localizable, lang: Lang) => (lang === 'en' && (node.en?.title || node.en?.label)) || node.title;
export const descriptionOf = (node: Localizable, lang: Lang) => (lang === 'en' && node.en?.description) || node.description;
export const helpOf = (node: Localizable, lang: Lang) => (lang === 'en' && node.en?.help) || node.help;

type PortalNames = Pick<PortalInfo, 'title' | 'description' | 'en'>;

/** How messages name the portal: its title, in English its English title when it has one. */
export const portalNameOf = (portal: PortalNames, lang: Lang) => (lang === 'en' && portal.en?.title) || portal.title;

/**
 * A page's title as the browser's tab shows it: the page's own, then the portal's name. The app
 * sets it after every navigation (src/shell/routing/page-meta.ts), the boot script for the page it
 * paints before the app (src/shell/first-paint/boot.ts), so the tab reads the same from the first paint.
 */
export const pageTitle = (page: string, portal: string) => `${page} — ${portal}`;

/** The portal's description, in English its English one when it has one. */
export const portalDescriptionOf = (portal: PortalNames, lang: Lang) => (lang === 'en' && portal.en?.description) || portal.description;

/** The institution's words people read (portal.institution), in one language. */
export interface InstitutionTexts {
  name: string;
  shortName: string;
  /** The sign-in account: "Akun UT". */
  account: string;
  /** The sign-in provider: "Microsoft". */
  provider: string;
  /** Where people get help with signing in: an https:, mailto: or tel: address. */
  help: string;
}

/** The institution's words, in English its English ones where the manifest has them. */
export function institutionOf(portal: Pick<PortalInfo, 'institution'>, lang: Lang): InstitutionTexts {
  const { name, shortName, account, provider, help, en } = portal.institution;
  const english = lang === 'en' ? en : undefined;
  return { name: english?.name || name, shortName: english?.shortName || shortName, account: english?.account || account, provider, help };
}

/** How messages name the people who hold `flag`: the portal's words for it (portal.flags), else the flag's own name. */
export function flagLabelOf(portal: Pick<PortalInfo, 'flags'>, flag: SessionFlag, lang: Lang): string {
  const words: FlagLabel | undefined = portal.flags?.[flag];
  return (lang === 'en' && words?.en) || words?.label || flag;
}

type PageSection = NonNullable<PageContent['sections']>[number];

/** A content page's words in one language; `indonesian` marks the parts English falls back on. */
export interface LocalizedContent {
  lead?: string;
  sections: readonly PageSection[];
  indonesian: { lead: boolean; sections: boolean };
}

/** A content page's words (a node's `content`): in English, its lead and its sections each English where the manifest has them. */
export function contentOf(content: PageContent | undefined, lang: Lang): LocalizedContent {
  const en = lang === 'en' ? content?.en : undefined;
  const lead = en?.lead ?? content?.lead;
  const sections = en?.sections ?? content?.sections ?? [];
  // English shown in Indonesian: a part the English side lacks where the Indonesian side has it.
  const fallsBack = (english: unknown, indonesian: unknown) => lang === 'en' && english === undefined && indonesian !== undefined;
  return {
    ...(lead !== undefined && { lead }),
    sections,
    indonesian: { lead: fallsBack(en?.lead, content?.lead), sections: fallsBack(en?.sections, content?.sections) },
  };
}
