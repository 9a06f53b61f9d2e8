// Today's agenda, the pure part: which window to ask Microsoft Graph's calendarView for, and how
// its events (read by platform/graph/calendar-view.ts) are grouped and shown by Jakarta day. Days
// and times are WIB whatever the device's zone (time/jakarta.ts).
import type { Lang } from '../../../platform/i18n/lang.ts';
import type { AgendaEvent } from '../../../platform/graph/calendar-view.ts';
import { dayMs, formatClock, formatJakartaDate, jakartaDayStart, timeZone } from '../../../model/time/jakarta.ts';

/** Graph's calendarView answers 10 events per page unless asked for more. */
const agendaPageSize = 50;

export interface AgendaRange {
  /** 00:00 WIB today (inclusive). */
  start: number;
  /** 00:00 WIB the day after tomorrow (exclusive). */
  end: number;
  /** The start of each day shown: today, tomorrow. */
  days: [number, number];
}

export function agendaRange(now: number): AgendaRange {
  const today = jakartaDayStart(now);
  return { start: today, end: today + 2 * dayMs, days: [today, today + dayMs] };
}

/** `GET {graph}/me/calendarView` for the range, in start order, with only the fields the card shows. */
export function calendarViewUrl(graphUrl: string, range: AgendaRange): string {
  const url = new URL(`${graphUrl.replace(/\/+$/, '')}/me/calendarView`);
  url.searchParams.set('startDateTime', new Date(range.start).toISOString());
  url.searchParams.set('endDateTime', new Date(range.end).toISOString());
  url.searchParams.set('$orderby', 'start/dateTime');
  url.searchParams.set('$top', String(agendaPageSize));
  url.searchParams.set('$select', 'subject,start,end,location,webLink,isAllDay,isCancelled');
  return url.href;
}

/** Asks Graph for local times in WIB (without it, Graph answers in UTC; both are understood). */
export const preferJakarta = `outlook.timezone="${timeZone}"`;

export type { AgendaEvent };

export interface AgendaDay {
  /** 00:00 WIB of the day. */
  start: number;
  /** 0 today, 1 tomorrow. */
  offset: number;
  events: AgendaEvent[];
}

/** Today's and tomorrow's events; an event that spans both days is listed under each. */
export function groupByDay(events: readonly AgendaEvent[], range: AgendaRange): AgendaDay[] {
  return range.days.map((start, offset) => {
    const end = start + dayMs;
    // Overlap with [start, end); an event of no length counts on the day it happens.
    const onDay = (e: AgendaEvent) => e.start < end && (e.end > start || e.start >= start);
    return { start, offset, events: events.filter(onDay) };
  });
}

/**
 * An event's time as shown under `dayStart`: "08.00–09.30"; a bound on another day carries its
 * date ("20 Nov 22.00 – 01.00"); all-day events read "Sepanjang hari" / "All day".
 */
export function formatEventTime(event: AgendaEvent, dayStart: number, lang: Lang): string {
  if (event.allDay) return lang === 'id' ? 'Sepanjang hari' : 'All day';
  const dayEnd = dayStart + dayMs;
  const bound = (ms: number) =>
    ms < dayStart || ms > dayEnd ? `${formatJakartaDate(ms, lang, 'dayMonth')} ${formatClock(ms, lang)}` : formatClock(ms, lang);
  if (event.end === event.start) return bound(event.start);
  const [from, until] = [bound(event.start), bound(event.end)];
  return from.includes(' ') || until.includes(' ') ? `${from} – ${until}` : `${from}–${until}`;
}
