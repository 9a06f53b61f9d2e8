// The locale each interface language formats dates and numbers with. Defined in time/jakarta.ts,
// which the manifest pipeline uses too; the type here makes it cover every interface language.
import { localeOf as timeLocales } from '../../model/time/jakarta.ts';
import type { Lang } from './lang.ts';

export const localeOf: Record<Lang, string> = timeLocales;
