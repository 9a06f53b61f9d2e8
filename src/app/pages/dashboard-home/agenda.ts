// Today's agenda, the pure part: which window to ask Microsoft Graph's calendarView for, how its
// answer must look, and how events are grouped and shown by Jakarta day. Days and times are WIB
// whatever the device's zone (time/jakarta.ts).
import * as z from 'zod/mini';
import { onFirstUse } from '../../../platform/core/on-first-use.ts';
import type { Lang } from '../../../platform/i18n/lang.ts';
import { dayMs, formatClock, formatJakartaDate, jakartaDayStart, jakartaOffsetMs, timeZone } from '../../../model/time/jakarta.ts';

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

/** The part of Graph's calendarView answer the card reads. */
function calendarViewSchema() {
  const dateTimeTimeZone = z.object({ dateTime: z.string(), timeZone: z.optional(z.nullable(z.string())) });
  const graphEvent = z.object({
    id: z.string(),
    subject: z.optional(z.nullable(z.string())),
    start: dateTimeTimeZone,
    end: dateTimeTimeZone,
    location: z.optional(z.nullable(z.object({ displayName: z.optional(z.nullable(z.string())) }))),
    webLink: z.optional(z.nullable(z.string())),
    isAllDay: z.optional(z.nullable(z.boolean())),
    isCancelled: z.optional(z.nullable(z.boolean())),
  });
  return z.object({ value: z.array(graphEvent) });
}
/** The schema readAgenda checks an answer with, built at its first use (not when the app's code is evaluated): a task's worth of work at CPU 4×, which load-agenda.ts does while the answer is on its way. */
export const calendarViewAnswer = onFirstUse(calendarViewSchema);

// Graph names zones by IANA or Windows name; these are the ones a WIB portal meets.
const zoneOffsets: Record<string, number> = {
  UTC: 0,
  'Etc/UTC': 0,
  'Coordinated Universal Time': 0,
  'Asia/Jakarta': jakartaOffsetMs,
  'SE Asia Standard Time': jakartaOffsetMs,
};

const graphDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A Graph `dateTimeTimeZone` as epoch ms; undefined when the time or its zone is not understood. */
export function graphTime(value: { dateTime: string; timeZone?: string | null }): number | undefined {
  const match = graphDateTime.exec(value.dateTime.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '0', zone] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (zone) {
    if (zone === 'Z') return wall;
    const sign = zone.startsWith('-') ? -1 : 1;
    const [zh, zm] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
    return wall - sign * (zh * 60 + zm) * 60_000;
  }
  const offset = zoneOffsets[value.timeZone ?? 'UTC']; // Graph: a time without a zone is UTC
  return offset === undefined ? undefined : wall - offset;
}

export interface AgendaEvent {
  id: string;
  subject: string;
  start: number;
  end: number;
  allDay: boolean;
  location?: string;
  /** Outlook on the web's page of the event; only https links are kept. */
  webLink?: string;
}

const httpsOnly = (link: string | null | undefined): string | undefined => {
  if (!link) return undefined;
  try {
    return new URL(link).protocol === 'https:' ? link : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The events of a calendarView answer, cancelled ones left out, in start order. null when the
 * answer is not a calendarView answer (or an event's time cannot be read): better no agenda
 * than one with wrong times.
 */
export function readAgenda(body: unknown): AgendaEvent[] | null {
  const parsed = z.safeParse(calendarViewAnswer(), body);
  if (!parsed.success) return null;
  const events: AgendaEvent[] = [];
  for (const raw of parsed.data.value) {
    if (raw.isCancelled) continue;
    const start = graphTime(raw.start);
    const end = graphTime(raw.end);
    if (start === undefined || end === undefined) return null;
    const location = raw.location?.displayName?.trim();
    const webLink = httpsOnly(raw.webLink);
    events.push({
      id: raw.id,
      subject: raw.subject?.trim() ?? '',
      start,
      end: Math.max(start, end),
      allDay: raw.isAllDay === true,
      ...(location && { location }),
      ...(webLink && { webLink }),
    });
  }
  return events.sort((a, b) => a.start - b.start || a.end - b.end);
}

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
