// How the dashboard home greets a lecturer: the greeting of the hour in Jakarta (WIB), whatever the
// device's zone, so it reads the same on every computer, and the welcome with their name. The home
// renders them (src/app/pages/dashboard-home/DashboardHome.tsx) and the boot script writes them
// into the pre-rendered home before the first paint (src/shell/first-paint/boot-first-screen.ts),
// which is why they sit in this tier: the boot script may import only the tiers below the shell.
import { jakartaHour } from '../../model/time/jakarta.ts';
import type { Lang } from './languages.ts';

// Each language's own convention: Indonesian has four parts of the day, English three.
const greetings: Record<Lang, (hour: number) => string> = {
  id: (hour) =>
    hour >= 4 && hour < 11
      ? 'Selamat pagi'
      : hour >= 11 && hour < 15
        ? 'Selamat siang'
        : hour >= 15 && hour < 18
          ? 'Selamat sore'
          : 'Selamat malam',
  en: (hour) => (hour >= 4 && hour < 12 ? 'Good morning' : hour >= 12 && hour < 18 ? 'Good afternoon' : 'Good evening'),
};

/**
 * Selamat pagi (04–10), siang (11–14), sore (15–17), malam (18–03), by the Indonesian convention;
 * in English good morning (04–11), afternoon (12–17), evening (18–03).
 */
export function greetingFor(date: Date, lang: Lang = 'id'): string {
  return greetings[lang](jakartaHour(date));
}

const welcomes: Record<Lang, (name: string | null) => string> = {
  id: (name) => (name ? `Selamat datang, ${name}` : 'Selamat datang'),
  en: (name) => (name ? `Welcome, ${name}` : 'Welcome'),
};

/** The home's heading: the welcome with the lecturer's name, or without one when there is none. */
export const welcomeFor = (name: string | null, lang: Lang): string => welcomes[lang](name);
