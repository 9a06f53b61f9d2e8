// Time windows of menu nodes and announcements. Pure: the caller passes the current time.
// Manifest times are written in the university's time zone, Asia/Jakarta (WIB); reading and
// wording them is time/jakarta.ts's.
import { formatJakartaTime, jakartaDayStart, type TimeLang } from '../time/jakarta.ts';
import type { TimeWindow } from './model.ts';

/** The window inside both (either may be absent: no limit). */
export function intersectWindows(a: TimeWindow | undefined, b: TimeWindow | undefined): TimeWindow | undefined {
  if (!a || !b) return a ?? b;
  const from = Math.max(a.from ?? -Infinity, b.from ?? -Infinity);
  const until = Math.min(a.until ?? Infinity, b.until ?? Infinity);
  return { ...(from !== -Infinity && { from }), ...(until !== Infinity && { until }) };
}

/** Whether `now` (epoch ms) lies inside the window: `from` inclusive, `until` exclusive. */
export const isWithin = (window: TimeWindow | undefined, now: number): boolean =>
  !window || ((window.from === undefined || now >= window.from) && (window.until === undefined || now < window.until));

const words = {
  id: { since: 'mulai', until: 'sampai', always: 'selalu' },
  en: { since: 'from', until: 'until', always: 'always' },
} as const satisfies Record<TimeLang, Record<string, string>>;

/**
 * How the end of a window is shown: one that closes at 00:00 WIB (a date-only `until`) reads as
 * ending at 23.59 the day before, which is how people say it; any other end is shown as written.
 */
export const shownEnd = (until: number) => (jakartaDayStart(until) === until ? until - 60_000 : until);

/**
 * A window for people: "1 Des 2026 08.00 – 20 Des 2026 23.59 WIB",
 * "mulai 1 Des 2026 08.00 WIB", "sampai 20 Des 2026 23.59 WIB" (English with "from"/"until").
 */
export function formatWindow(window: TimeWindow | undefined, lang: TimeLang = 'id'): string {
  const w = words[lang];
  const { from, until } = window ?? {};
  if (from !== undefined && until !== undefined)
    return `${formatJakartaTime(from, lang)} – ${formatJakartaTime(shownEnd(until), lang)} WIB`;
  if (from !== undefined) return `${w.since} ${formatJakartaTime(from, lang)} WIB`;
  if (until !== undefined) return `${w.until} ${formatJakartaTime(shownEnd(until), lang)} WIB`;
  return w.always;
}
