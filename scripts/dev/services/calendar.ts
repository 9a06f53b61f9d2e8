// Sample calendar for the Microsoft Graph `me/calendarView` emulation: a few fixed events today
// and tomorrow in Asia/Jakarta (UTC+7 all year, no daylight saving).

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface GraphEvent {
  id: string;
  subject: string;
  start: { dateTime: string; timeZone: 'Asia/Jakarta' };
  end: { dateTime: string; timeZone: 'Asia/Jakarta' };
  location: { displayName: string };
  webLink?: string;
}

interface Template {
  dayOffset: 0 | 1;
  start: string; // HH:MM, Jakarta time
  end: string;
  subject: string;
  location: string;
  withLink: boolean;
}

const TEMPLATES: readonly Template[] = [
  { dayOffset: 0, start: '08:00', end: '09:30', subject: 'Tuweb EKMA4116 Manajemen – Sesi 3', location: 'Microsoft Teams', withLink: true },
  {
    dayOffset: 0,
    start: '13:00',
    end: '14:00',
    subject: 'Rapat Koordinasi Penelaahan Soal Masa Ujian 2025.2',
    location: 'Ruang Rapat Gedung Rektorat Lt. 2',
    withLink: true,
  },
  {
    dayOffset: 0,
    start: '19:00',
    end: '20:30',
    subject: 'Tuweb PDGK4104 Perspektif Pendidikan SD – Sesi 5',
    location: 'Microsoft Teams',
    withLink: true,
  },
  {
    dayOffset: 1,
    start: '09:00',
    end: '11:00',
    subject: 'Pelatihan Penulisan Soal HOTS',
    location: 'Aula UT Pusat, Pondok Cabe',
    withLink: false,
  },
  { dayOffset: 1, start: '14:00', end: '15:00', subject: 'Bimbingan Karil Mahasiswa PGSD', location: 'Microsoft Teams', withLink: true },
];

/** Graph's local dateTime format: no offset, seven fractional digits. */
function graphDateTime(jakartaDate: string, hhmm: string): string {
  return `${jakartaDate}T${hhmm}:00.0000000`;
}

function jakartaDate(now: Date, dayOffset: number): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MS + dayOffset * 86_400_000).toISOString().slice(0, 10);
}

function toInstant(jakartaDateTime: string): number {
  return Date.parse(`${jakartaDateTime.slice(0, 19)}+07:00`);
}

/** All sample events, relative to the Jakarta calendar day of `now`. */
export function sampleEvents(now: Date): GraphEvent[] {
  return TEMPLATES.map((t, index) => {
    const date = jakartaDate(now, t.dayOffset);
    const id = `AAMkAGRldi${Buffer.from(`portal-dosen:${date}:${index}`).toString('base64url')}`;
    return {
      id,
      subject: t.subject,
      start: { dateTime: graphDateTime(date, t.start), timeZone: 'Asia/Jakarta' },
      end: { dateTime: graphDateTime(date, t.end), timeZone: 'Asia/Jakarta' },
      location: { displayName: t.location },
      ...(t.withLink
        ? { webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(id)}&exvsurl=1&path=/calendar/item` }
        : {}),
    };
  });
}

/** Like Graph, a date-time without offset means UTC. Returns NaN when unparseable. */
export function parseGraphDateTime(value: string | null): number {
  if (!value) return Number.NaN;
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  return Date.parse(hasZone ? value : `${value}Z`);
}

/** calendarView semantics: events that overlap [start, end), ordered by start. */
export function calendarView(now: Date, start: number, end: number): GraphEvent[] {
  return sampleEvents(now)
    .filter((e) => toInstant(e.start.dateTime) < end && toInstant(e.end.dateTime) > start)
    .sort((a, b) => toInstant(a.start.dateTime) - toInstant(b.start.dateTime));
}
