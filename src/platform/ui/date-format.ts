// What a date field says about its ISO value (YYYY-MM-DD, the value format of <input type="date">):
// the order to type it in, the chosen date in words, a date outside its range. The words are
// time/jakarta.ts's.
import type { Lang, Texts } from '../i18n/lang.ts';
import { formatIsoDate, formatJakartaDate, parseIsoDate } from '../../model/time/jakarta.ts';

interface DateTexts {
  /** Placeholders for the day, month and year fields. */
  placeholders: Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  format: string;
  between: (min: string, max: string) => string;
  earliest: (min: string) => string;
  latest: (max: string) => string;
}

const texts = {
  id: {
    placeholders: { day: 'hh', month: 'bb', year: 'tttt' },
    format: 'Format: ',
    between: (min, max) => `Tanggal harus antara ${min} dan ${max}`,
    earliest: (min) => `Tanggal paling awal ${min}`,
    latest: (max) => `Tanggal paling lambat ${max}`,
  },
  en: {
    placeholders: { day: 'dd', month: 'mm', year: 'yyyy' },
    format: 'Format: ',
    between: (min, max) => `The date must be between ${min} and ${max}`,
    earliest: (min) => `The earliest date is ${min}`,
    latest: (max) => `The latest date is ${max}`,
  },
} satisfies Texts<DateTexts>;

/**
 * The order a native date input shows for this locale, in the language's placeholders:
 * "hh/bb/tttt" for id-ID, "bb/hh/tttt" for en-US. The browser, not the page, picks the order.
 */
export function dateFormatHint(locale?: string, lang: Lang = 'id'): string {
  const t: DateTexts = texts[lang];
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(Date.UTC(2025, 7, 17)),
  );
  return `${t.format}${parts.map((part) => t.placeholders[part.type] ?? part.value).join('')}`;
}

/** "Minggu, 17 Agustus 2025" / "Sunday, 17 August 2025", or undefined for an empty or malformed value. */
export function formatDateLong(iso: string, lang: Lang = 'id'): string | undefined {
  const day = parseIsoDate(iso);
  return day === undefined ? undefined : formatJakartaDate(day, lang, 'full');
}

/** The error for a date outside [min, max], worded with both ends when both exist. */
export function dateRangeError(iso: string, min?: string, max?: string, lang: Lang = 'id'): string | undefined {
  if (parseIsoDate(iso) === undefined) return undefined;
  const t = texts[lang];
  const words = (bound: string) => formatIsoDate(bound, lang, 'long');
  // ISO dates compare correctly as strings.
  if ((min && iso < min) || (max && iso > max)) {
    if (min && max) return t.between(words(min), words(max));
    return min ? t.earliest(words(min)) : t.latest(words(max!));
  }
  return undefined;
}
