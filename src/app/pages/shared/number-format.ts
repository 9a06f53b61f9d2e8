// Numbers in the interface language's notation: 1.234 and 85,3% in Indonesian, 1,234 and 85.3% in English.
import type { Lang } from '../../../platform/i18n/lang.ts';
import { localeOf } from '../../../platform/i18n/locale.ts';

const perLang = <T>(make: (locale: string) => T): Record<Lang, T> => ({ id: make(localeOf.id), en: make(localeOf.en) });

const integer = perLang((locale) => new Intl.NumberFormat(locale));
const percent = perLang((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

export const formatNumber = (n: number, lang: Lang = 'id') => integer[lang].format(n);
export const formatPercent = (n: number, lang: Lang = 'id') => `${percent[lang].format(n)}%`;
