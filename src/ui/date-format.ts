// Indonesian wording for ISO dates (YYYY-MM-DD), the value format of <input type="date">.

const longFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const withWeekday = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const parse = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : undefined);

const placeholderOf: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'hh', month: 'bb', year: 'tttt' };

/**
 * The order a native date input shows for this locale, in Indonesian placeholders:
 * "hh/bb/tttt" for id-ID, "bb/hh/tttt" for en-US. The browser, not the page, picks the order.
 */
export function dateFormatHint(locale?: string): string {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(Date.UTC(2025, 7, 17)));
  return `Format: ${parts.map((part) => placeholderOf[part.type] ?? part.value).join('')}`;
}

/** "Minggu, 17 Agustus 2025", or undefined for an empty or malformed value. */
export function formatDateLong(iso: string): string | undefined {
  const date = parse(iso);
  return date && !Number.isNaN(date.getTime()) ? withWeekday.format(date) : undefined;
}

/** The error for a date outside [min, max], worded with both ends when both exist. */
export function dateRangeError(iso: string, min?: string, max?: string): string | undefined {
  if (!parse(iso)) return undefined;
  const words = (bound: string) => longFormat.format(parse(bound)!);
  // ISO dates compare correctly as strings.
  if ((min && iso < min) || (max && iso > max)) {
    if (min && max) return `Tanggal harus antara ${words(min)} dan ${words(max)}`;
    return min ? `Tanggal paling awal ${words(min)}` : `Tanggal paling lambat ${words(max!)}`;
  }
  return undefined;
}
