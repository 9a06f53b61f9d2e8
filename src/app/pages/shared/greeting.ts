// The dashboard's greeting by the hour in Jakarta (WIB), whatever the device's zone, so it reads
// the same on every computer.
import type { Lang, Texts } from '../../../platform/i18n/lang.ts';
import { jakartaHour } from '../../../model/time/jakarta.ts';

// Each language's own convention: Indonesian has four parts of the day, English three.
const greetings = {
  id: (hour: number) =>
    hour >= 4 && hour < 11
      ? 'Selamat pagi'
      : hour >= 11 && hour < 15
        ? 'Selamat siang'
        : hour >= 15 && hour < 18
          ? 'Selamat sore'
          : 'Selamat malam',
  en: (hour: number) => (hour >= 4 && hour < 12 ? 'Good morning' : hour >= 12 && hour < 18 ? 'Good afternoon' : 'Good evening'),
} satisfies Texts<(hour: number) => string>;

/**
 * Selamat pagi (04–10), siang (11–14), sore (15–17), malam (18–03), by the Indonesian convention;
 * in English good morning (04–11), afternoon (12–17), evening (18–03).
 */
export function greetingFor(date: Date, lang: Lang = 'id'): string {
  return greetings[lang](jakartaHour(date));
}
