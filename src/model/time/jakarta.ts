// Time as the portal shows and reads it: in the university's zone, Asia/Jakarta (WIB), whatever the
// zone of the machine that builds or shows the portal, so a window, an agenda or a printout reads
// the same on every computer. Jakarta has been UTC+7 all year since 1964 (no daylight saving), so
// a fixed offset is exact for arithmetic; words come from Intl.DateTimeFormat in the language's
// locale. Pure: no window, no React. Used from the manifest pipeline to the pages, so it sits
// before all of them in the layer order and imports nothing.

export const timeZone = 'Asia/Jakarta';
export const jakartaOffsetMs = 7 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

/**
 * The locale each interface language writes dates (and numbers) in. British English: day before
 * month, like Indonesian, so a date reads the same way after switching. i18n/locale.ts checks it
 * covers every interface language.
 */
export const localeOf = { id: 'id-ID', en: 'en-GB' } as const;
export type TimeLang = keyof typeof localeOf;

/** Start (epoch ms) of the Jakarta day that contains `ms`. */
export const jakartaDayStart = (ms: number): number => Math.floor((ms + jakartaOffsetMs) / dayMs) * dayMs - jakartaOffsetMs;

/** The hour of day (0–23) in Jakarta. */
export const jakartaHour = (at: number | Date): number => new Date(+at + jakartaOffsetMs).getUTCHours();

/** The formats a manifest time may be written in. */
export const timeFormatHint = 'YYYY-MM-DD or YYYY-MM-DD HH:mm';

const timePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/**
 * A time written as "YYYY-MM-DD" or "YYYY-MM-DD HH:mm" ("T" instead of the space also works), read
 * as Jakarta time → epoch ms, or undefined when it is not such a time (or no such day, e.g. 30 Feb).
 * A date alone means the start of that day for `from`, and the end of that day for `until`
 * (`until` is exclusive, so a window closes at 00:00 WIB the next day).
 */
export function parseJakartaTime(text: string, edge: 'from' | 'until'): number | undefined {
  const match = timePattern.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const [hour, minute] = hasTime ? [Number(match[4]), Number(match[5])] : [0, 0];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return undefined;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) return undefined; // 2026-02-30 rolls over into March
  return asUtc - jakartaOffsetMs + (!hasTime && edge === 'until' ? dayMs : 0);
}

/**
 * A calendar date exactly as the API and <input type="date"> write it ("2025-08-17") as 00:00 WIB
 * of that day, so it is worded by the same formats as any instant; undefined for anything else.
 */
export const parseIsoDate = (iso: string): number | undefined =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseJakartaTime(iso, 'from') : undefined;

// Creating an Intl.DateTimeFormat costs far more than using one; the agenda formats every event.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(ms: number, lang: TimeLang, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf[lang], { ...options, timeZone });
    formats.set(key, formatter);
  }
  return formatter.format(ms);
}

const dateStyles = {
  /** "21 Nov" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "9 Agu 2025" / "9 Aug 2025" */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "17 Agustus 2025" / "17 August 2025" */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "Sabtu, 21 November" / "Saturday 21 November" */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "Minggu, 17 Agustus 2025" / "Sunday, 17 August 2025" */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;

/** The Jakarta date of an instant, in words of `style`. */
export const formatJakartaDate = (ms: number, lang: TimeLang, style: DateStyle): string => format(ms, lang, dateStyles[style]);

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const satisfies Intl.DateTimeFormatOptions;

/** Wall-clock time in WIB: "08.00" (Indonesian) or "08:00" (English). */
export const formatClock = (ms: number, lang: TimeLang): string => format(ms, lang, clock);

/**
 * Makes the first date format of the page (the clock's, in `lang`). The first Intl.DateTimeFormat
 * loads the date data every later one shares (tens of milliseconds on a slow phone; the next ones
 * take a fraction of one): a caller spends it in a task of its own, not inside the render that
 * words the dates, where it would hold up a click; the page's warm-up worker calls it first
 * (src/platform/i18n/warm-date-formats.ts), which takes that load off the page's thread.
 */
export function prepareJakartaFormats(lang: TimeLang): void {
  format(0, lang, clock);
}

/** An instant as Jakarta wall-clock time without the zone: "1 Des 2026 08.00" / "1 Dec 2026 08:00". */
export const formatJakartaTime = (ms: number, lang: TimeLang = 'id'): string =>
  `${formatJakartaDate(ms, lang, 'short')} ${formatClock(ms, lang)}`;

/** A moment in a sentence: "12 Maret 2025 pukul 09.30 WIB" / "12 March 2025 at 09:30 WIB". */
export const formatJakartaDateTime = (at: number | Date, lang: TimeLang = 'id'): string =>
  `${format(+at, lang, { dateStyle: 'long', timeStyle: 'short' })} WIB`;

/** A calendar date ("2025-03-12") in words of `style` ("12 Mar 2025"); anything else is shown as given. */
export function formatIsoDate(iso: string, lang: TimeLang = 'id', style: DateStyle = 'short'): string {
  const ms = parseIsoDate(iso);
  return ms === undefined ? iso : formatJakartaDate(ms, lang, style);
}
