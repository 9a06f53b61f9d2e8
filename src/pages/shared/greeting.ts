// Times shown to lecturers are in Western Indonesian Time (WIB), whatever the device's zone is,
// so a printout or a greeting reads the same on every computer.
import type { Lang, Texts } from '../../i18n/lang.ts';
import { localeOf } from '../../i18n/locale.ts';

export const timeZone = 'Asia/Jakarta';

/** The hour of day (0–23) in Jakarta. */
export function jakartaHour(date: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date);
  return Number(hour);
}

// Each language's own convention: Indonesian has four parts of the day, English three.
const greetings = {
  id: (hour: number) => (hour >= 4 && hour < 11 ? 'Selamat pagi' : hour >= 11 && hour < 15 ? 'Selamat siang' : hour >= 15 && hour < 18 ? 'Selamat sore' : 'Selamat malam'),
  en: (hour: number) => (hour >= 4 && hour < 12 ? 'Good morning' : hour >= 12 && hour < 18 ? 'Good afternoon' : 'Good evening'),
} satisfies Texts<(hour: number) => string>;

/**
 * Selamat pagi (04–10), siang (11–14), sore (15–17), malam (18–03), by the Indonesian convention;
 * in English good morning (04–11), afternoon (12–17), evening (18–03).
 */
export function greetingFor(date: Date, lang: Lang = 'id'): string {
  return greetings[lang](jakartaHour(date));
}

/** "12 Maret 2025 pukul 09.30 WIB" / "12 March 2025 at 09:30 WIB". */
export function formatJakartaDateTime(date: Date, lang: Lang = 'id'): string {
  const text = new Intl.DateTimeFormat(localeOf[lang], { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(date);
  return `${text} WIB`;
}

/** A calendar date from the API ("2025-03-12") as "12 Mar 2025"; anything else is shown as given. */
export function formatIsoDate(iso: string, lang: Lang = 'id'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf[lang], { timeZone: 'UTC', dateStyle: 'medium' }).format(date);
}
