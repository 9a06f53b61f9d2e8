// Time windows of menu nodes and announcements. Pure: the caller passes the current time.
// Manifest times are written in the university's time zone, Asia/Jakarta (WIB). Jakarta has been
// UTC+7 all year since 1964 (no daylight saving), so a fixed offset is exact and the result does
// not depend on the time zone of the machine that builds or shows the portal.
import type { TimeWindow } from './model.ts';

/** Whether `now` (epoch ms) lies inside the window: `from` inclusive, `until` exclusive. */
/** The window inside both (either may be absent: no limit). */
export function intersectWindows(a: TimeWindow | undefined, b: TimeWindow | undefined): TimeWindow | undefined {
  if (!a || !b) return a ?? b;
  const from = Math.max(a.from ?? -Infinity, b.from ?? -Infinity);
  const until = Math.min(a.until ?? Infinity, b.until ?? Infinity);
  return { ...(from !== -Infinity && { from }), ...(until !== Infinity && { until }) };
}

export const isWithin = (window: TimeWindow | undefined, now: number): boolean =>
  !window || ((window.from === undefined || now >= window.from) && (window.until === undefined || now < window.until));

export const jakartaOffsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The formats a window bound may be written in. */
export const timeFormatHint = 'YYYY-MM-DD or YYYY-MM-DD HH:mm';

const timePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/**
 * A bound written as "YYYY-MM-DD" or "YYYY-MM-DD HH:mm" ("T" instead of the space also works), read
 * as Jakarta time → epoch ms, or undefined when it is not such a time (or no such day, e.g. 30 Feb).
 * A date alone means the start of that day for `from`, and the end of that day for `until`
 * (`until` is exclusive, so the window closes at 00:00 WIB the next day).
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

const monthNames = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

type Lang = keyof typeof monthNames;

const words = {
  id: { since: 'mulai', until: 'sampai', always: 'selalu', timeSeparator: '.' },
  en: { since: 'from', until: 'until', always: 'always', timeSeparator: ':' },
} as const satisfies Record<Lang, Record<string, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Jakarta wall-clock time without the zone: "1 Des 2026 08.00" / "1 Dec 2026 08:00". */
export function formatJakartaTime(ms: number, lang: Lang = 'id'): string {
  const t = new Date(ms + jakartaOffsetMs);
  const time = `${pad(t.getUTCHours())}${words[lang].timeSeparator}${pad(t.getUTCMinutes())}`;
  return `${t.getUTCDate()} ${monthNames[lang][t.getUTCMonth()]} ${t.getUTCFullYear()} ${time}`;
}

/**
 * How the end of a window is shown: one that closes at 00:00 WIB (a date-only `until`) reads as
 * ending at 23.59 the day before, which is how people say it; any other end is shown as written.
 */
const shownEnd = (until: number) => ((until + jakartaOffsetMs) % dayMs === 0 ? until - 60_000 : until);

/**
 * A window for people: "1 Des 2026 08.00 – 20 Des 2026 23.59 WIB",
 * "mulai 1 Des 2026 08.00 WIB", "sampai 20 Des 2026 23.59 WIB" (English with "from"/"until").
 */
export function formatWindow(window: TimeWindow | undefined, lang: Lang = 'id'): string {
  const w = words[lang];
  const { from, until } = window ?? {};
  if (from !== undefined && until !== undefined) return `${formatJakartaTime(from, lang)} – ${formatJakartaTime(shownEnd(until), lang)} WIB`;
  if (from !== undefined) return `${w.since} ${formatJakartaTime(from, lang)} WIB`;
  if (until !== undefined) return `${w.until} ${formatJakartaTime(shownEnd(until), lang)} WIB`;
  return w.always;
}
