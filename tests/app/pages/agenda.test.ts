// The agenda's pure part: the Jakarta days asked for, the calendarView request and answer, the
// grouping by day and the times shown. Run under several machine time zones: the result must
// not depend on the zone of the lecturer's computer.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarView, sampleEvents } from '../../../scripts/dev/services/calendar.ts';
import {
  agendaRange,
  calendarViewUrl,
  formatEventTime,
  groupByDay,
  type AgendaEvent,
} from '../../../src/app/pages/dashboard-home/agenda.ts';
import { graphTime, readAgenda } from '../../../src/platform/graph/calendar-view.ts';
import { formatClock, jakartaDayStart } from '../../../src/model/time/jakarta.ts';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

const iso = (ms: number) => new Date(ms).toISOString();
const at = (jakarta: string) => Date.parse(`${jakarta}+07:00`);

const event = (patch: Partial<AgendaEvent>): AgendaEvent => ({ id: 'e', subject: 'Rapat', start: 0, end: 0, allDay: false, ...patch });

describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Jakarta'])('with the machine in %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });

  it('really runs in that zone', () => {
    const offsets = { UTC: 0, 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, 'Asia/Jakarta': -420 } as Record<string, number>;
    expect(new Date('2026-01-15T00:00:00Z').getTimezoneOffset()).toBe(offsets[zone]);
  });

  it('asks for today and tomorrow in WIB: [00:00 today, 00:00 the day after tomorrow)', () => {
    const range = agendaRange(at('2026-11-21T23:59:00'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2026-11-20T17:00:00.000Z', '2026-11-22T17:00:00.000Z']);
    expect(range.days.map(iso)).toEqual(['2026-11-20T17:00:00.000Z', '2026-11-21T17:00:00.000Z']);
    expect(iso(agendaRange(at('2026-11-22T00:00:00')).start)).toBe('2026-11-21T17:00:00.000Z');
  });

  it('groups by Jakarta day; an event ending at midnight stays on its day, one across midnight is on both', () => {
    const range = agendaRange(at('2026-11-21T10:00:00'));
    const late = event({ id: 'late', start: at('2026-11-21T22:00:00'), end: at('2026-11-22T00:00:00') });
    const early = event({ id: 'early', start: at('2026-11-22T00:00:00'), end: at('2026-11-22T01:00:00') });
    const overnight = event({ id: 'overnight', start: at('2026-11-21T23:00:00'), end: at('2026-11-22T01:00:00') });
    const yesterday = event({ id: 'yesterday', start: at('2026-11-20T20:00:00'), end: at('2026-11-21T08:00:00') });
    const reminder = event({ id: 'reminder', start: at('2026-11-22T09:00:00'), end: at('2026-11-22T09:00:00') });
    const days = groupByDay([yesterday, late, overnight, early, reminder], range);
    expect(days.map((d) => [d.offset, iso(d.start), d.events.map((e) => e.id)])).toEqual([
      [0, '2026-11-20T17:00:00.000Z', ['yesterday', 'late', 'overnight']],
      [1, '2026-11-21T17:00:00.000Z', ['overnight', 'early', 'reminder']],
    ]);
  });

  it('formats times in WIB, the Indonesian way with a dot and the English way with a colon', () => {
    const day = jakartaDayStart(at('2026-11-21T00:00:00'));
    const tuweb = event({ start: at('2026-11-21T08:00:00'), end: at('2026-11-21T09:30:00') });
    expect(formatEventTime(tuweb, day, 'id')).toBe('08.00–09.30');
    expect(formatEventTime(tuweb, day, 'en')).toBe('08:00–09:30');
    expect(formatClock(at('2026-11-21T00:05:00'), 'id')).toBe('00.05');
    expect(formatEventTime(event({ start: at('2026-11-21T23:00:00'), end: at('2026-11-22T00:00:00') }), day, 'id')).toBe('23.00–00.00');
    expect(formatEventTime(event({ allDay: true, start: day, end: day + 86_400_000 }), day, 'id')).toBe('Sepanjang hari');
    expect(formatEventTime(event({ allDay: true, start: day, end: day + 86_400_000 }), day, 'en')).toBe('All day');
  });

  it('shows the date of a bound on another day', () => {
    const overnight = event({ start: at('2026-11-21T23:00:00'), end: at('2026-11-22T01:00:00') });
    expect(formatEventTime(overnight, jakartaDayStart(at('2026-11-21T12:00:00')), 'id')).toBe('23.00 – 22 Nov 01.00');
    expect(formatEventTime(overnight, jakartaDayStart(at('2026-11-22T12:00:00')), 'en')).toBe('21 Nov 23:00 – 01:00');
  });
});

describe('calendarViewUrl', () => {
  it('asks Graph for the window in UTC, in start order, a page large enough, only the fields shown', () => {
    const range = agendaRange(at('2026-11-21T10:00:00'));
    for (const base of ['https://graph.microsoft.com/v1.0', 'https://graph.microsoft.com/v1.0/']) {
      const url = new URL(calendarViewUrl(base, range));
      expect(url.origin + url.pathname).toBe('https://graph.microsoft.com/v1.0/me/calendarView');
      expect(url.searchParams.get('startDateTime')).toBe('2026-11-20T17:00:00.000Z');
      expect(url.searchParams.get('endDateTime')).toBe('2026-11-22T17:00:00.000Z');
      expect(url.searchParams.get('$orderby')).toBe('start/dateTime');
      expect(Number(url.searchParams.get('$top'))).toBeGreaterThan(10); // Graph's default page is 10
      expect(url.searchParams.get('$select')?.split(',')).toEqual(
        expect.arrayContaining(['subject', 'start', 'end', 'location', 'webLink']),
      );
    }
  });
});

describe('graphTime', () => {
  it('reads Graph local times in the zone Graph names, and a time without zone as UTC', () => {
    expect(iso(graphTime({ dateTime: '2026-11-21T08:00:00.0000000', timeZone: 'Asia/Jakarta' })!)).toBe('2026-11-21T01:00:00.000Z');
    expect(iso(graphTime({ dateTime: '2026-11-21T08:00:00.0000000', timeZone: 'SE Asia Standard Time' })!)).toBe(
      '2026-11-21T01:00:00.000Z',
    );
    expect(iso(graphTime({ dateTime: '2026-11-21T01:00:00.0000000', timeZone: 'UTC' })!)).toBe('2026-11-21T01:00:00.000Z');
    expect(iso(graphTime({ dateTime: '2026-11-21T01:00:00' })!)).toBe('2026-11-21T01:00:00.000Z');
    expect(iso(graphTime({ dateTime: '2026-11-21T08:00:00+07:00', timeZone: 'UTC' })!)).toBe('2026-11-21T01:00:00.000Z');
  });

  it('refuses what it cannot place in time', () => {
    expect(graphTime({ dateTime: '2026-11-21T08:00:00', timeZone: 'Pacific Standard Time' })).toBeUndefined();
    expect(graphTime({ dateTime: 'besok pagi', timeZone: 'UTC' })).toBeUndefined();
  });
});

describe('readAgenda', () => {
  const graph = (value: unknown[]) => ({ '@odata.context': 'x', value });
  const raw = (patch: Record<string, unknown> = {}) => ({
    id: 'A1',
    subject: 'Tuweb',
    start: { dateTime: '2026-11-21T08:00:00.0000000', timeZone: 'Asia/Jakarta' },
    end: { dateTime: '2026-11-21T09:30:00.0000000', timeZone: 'Asia/Jakarta' },
    location: { displayName: 'Microsoft Teams' },
    webLink: 'https://outlook.office365.com/owa/?itemid=A1',
    ...patch,
  });

  it('reads events into instants, in start order', () => {
    const later = raw({
      id: 'A2',
      start: { dateTime: '2026-11-21T03:00:00', timeZone: 'UTC' },
      end: { dateTime: '2026-11-21T04:00:00', timeZone: 'UTC' },
    });
    expect(readAgenda(graph([later, raw()]))).toEqual([
      {
        id: 'A1',
        subject: 'Tuweb',
        start: at('2026-11-21T08:00:00'),
        end: at('2026-11-21T09:30:00'),
        allDay: false,
        location: 'Microsoft Teams',
        webLink: 'https://outlook.office365.com/owa/?itemid=A1',
      },
      {
        id: 'A2',
        subject: 'Tuweb',
        start: at('2026-11-21T10:00:00'),
        end: at('2026-11-21T11:00:00'),
        allDay: false,
        location: 'Microsoft Teams',
        webLink: 'https://outlook.office365.com/owa/?itemid=A1',
      },
    ]);
  });

  it('leaves out cancelled events, empty locations and links that are not https', () => {
    const events = readAgenda(
      graph([
        raw({ id: 'batal', isCancelled: true }),
        raw({ id: 'B', subject: null, location: { displayName: '  ' }, webLink: 'javascript:alert(1)', isAllDay: false }),
        raw({ id: 'C', location: null, webLink: null }),
      ]),
    );
    expect(events?.map((e) => e.id)).toEqual(['B', 'C']);
    expect(events?.[0]).toEqual({ id: 'B', subject: '', start: at('2026-11-21T08:00:00'), end: at('2026-11-21T09:30:00'), allDay: false });
    expect(events?.[1]).not.toHaveProperty('webLink');
  });

  it('is null for an answer that is not a calendarView answer, or a time it cannot read', () => {
    expect(readAgenda(undefined)).toBeNull();
    expect(readAgenda({ error: { code: 'InvalidAuthenticationToken', message: 'x' } })).toBeNull();
    expect(readAgenda(graph([{ id: 'x', subject: 'no times' }]))).toBeNull();
    expect(readAgenda(graph([raw({ start: { dateTime: '2026-11-21T08:00:00', timeZone: 'Mars/Olympus' } })]))).toBeNull();
    expect(readAgenda(graph([]))).toEqual([]);
  });

  it('reads what the local Graph emulation answers: three events today, two tomorrow (WIB)', () => {
    const now = new Date(at('2026-11-21T06:00:00'));
    const range = agendaRange(now.getTime());
    const events = readAgenda({ value: calendarView(now, range.start, range.end) })!;
    expect(events).toHaveLength(sampleEvents(now).length);
    const days = groupByDay(events, range);
    expect(days.map((d) => d.events.length)).toEqual([3, 2]);
    expect(days[0]!.events.map((e) => formatEventTime(e, days[0]!.start, 'id'))).toEqual(['08.00–09.30', '13.00–14.00', '19.00–20.30']);
    expect(days[1]!.events.filter((e) => e.webLink)).toHaveLength(1);
  });
});
