// Microsoft Graph's calendarView answer: what it must hold, read into events. Apart from the agenda
// that asks for it (app/pages/dashboard-home), with the schema library: the agenda's card loads this
// while its request is out, so that neither is in the code the first screen waits for.
import * as z from 'zod/mini';
import { onFirstUse } from '../core/on-first-use.ts';
import { jakartaOffsetMs } from '../../model/time/jakarta.ts';

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
/** The schema readAgenda checks an answer with, built at its first use: a task's worth of work at CPU 4×, which the agenda does while the answer is on its way. */
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
