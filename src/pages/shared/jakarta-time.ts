// Times shown to lecturers are in Western Indonesian Time (WIB), whatever the device's zone is,
// so a printout or a greeting reads the same on every computer.
export const timeZone = 'Asia/Jakarta';

/** The hour of day (0–23) in Jakarta. */
export function jakartaHour(date: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date);
  return Number(hour);
}

/** Selamat pagi (04–10), siang (11–14), sore (15–17), malam (18–03), by the Indonesian convention. */
export function greetingFor(date: Date): string {
  const hour = jakartaHour(date);
  if (hour >= 4 && hour < 11) return 'Selamat pagi';
  if (hour >= 11 && hour < 15) return 'Selamat siang';
  if (hour >= 15 && hour < 18) return 'Selamat sore';
  return 'Selamat malam';
}

/** "12 Maret 2025 pukul 09.30 WIB". */
export function formatJakartaDateTime(date: Date): string {
  const text = new Intl.DateTimeFormat('id-ID', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(date);
  return `${text} WIB`;
}

/** A calendar date from the API ("2025-03-12") as "12 Mar 2025"; anything else is shown as given. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', dateStyle: 'medium' }).format(date);
}
