// Jakarta time (WIB) for the whole portal: reading manifest times and calendar dates, day starts,
// and dates and clocks in words. Run under several machine time zones: nothing may depend on the
// zone of the computer that builds or shows the portal.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatIsoDate,
  formatJakartaDate,
  formatJakartaDateTime,
  formatJakartaTime,
  jakartaDayStart,
  jakartaHour,
  parseIsoDate,
  parseJakartaTime,
} from '../../../src/model/time/jakarta.ts';

// Expected instants are written with an explicit +07:00 offset, so they do not depend on the
// time zone of the machine running the tests.
const wib = (text: string) => Date.parse(`${text}+07:00`);
const iso = (ms: number) => new Date(ms).toISOString();

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('parseJakartaTime', () => {
  it('reads a date alone as 00:00 WIB for from and as the end of that day for until', () => {
    expect(parseJakartaTime('2026-12-01', 'from')).toBe(wib('2026-12-01T00:00:00'));
    expect(parseJakartaTime('2026-12-01', 'until')).toBe(wib('2026-12-02T00:00:00'));
  });

  it('reads a date with a time as that minute in WIB, with a space or a T', () => {
    expect(parseJakartaTime('2026-12-01 08:00', 'from')).toBe(wib('2026-12-01T08:00:00'));
    expect(parseJakartaTime('2026-12-01T08:00', 'from')).toBe(wib('2026-12-01T08:00:00'));
    // A time is taken as written for until too: no end-of-day shift.
    expect(parseJakartaTime('2026-12-20 17:30', 'until')).toBe(wib('2026-12-20T17:30:00'));
  });

  it('is UTC+7: 00:00 WIB is 17:00 UTC the day before', () => {
    expect(new Date(parseJakartaTime('2027-01-01', 'from')!).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(new Date(parseJakartaTime('2027-01-31', 'until')!).toISOString()).toBe('2027-01-31T17:00:00.000Z');
  });

  it('crosses month and year ends and leap days for a date-only until', () => {
    expect(parseJakartaTime('2026-12-31', 'until')).toBe(wib('2027-01-01T00:00:00'));
    expect(parseJakartaTime('2028-02-29', 'until')).toBe(wib('2028-03-01T00:00:00'));
  });

  it.each([
    '2026-02-30', // no such day
    '2027-02-29', // not a leap year
    '2026-13-01',
    '2026-00-10',
    '2026-12-00',
    '2026-12-01 24:00',
    '2026-12-01 08:60',
    '2026-12-1',
    '2026-12-01 8:00',
    '01-12-2026',
    '2026/12/01',
    '2026-12-01 08:00:00',
    '2026-12-01 08:00+07:00',
    'besok',
    '',
  ])('rejects %j', (text) => {
    expect(parseJakartaTime(text, 'from')).toBeUndefined();
    expect(parseJakartaTime(text, 'until')).toBeUndefined();
  });
});

describe('parseIsoDate', () => {
  it('reads a calendar date as 00:00 WIB of that day', () => {
    expect(parseIsoDate('2025-08-17')).toBe(wib('2025-08-17T00:00:00'));
  });

  it.each(['', '2025-08-17 08:00', ' 2025-08-17', '2025-02-30', '17-08-2025', 'kemarin'])('is undefined for %j', (text) => {
    expect(parseIsoDate(text)).toBeUndefined();
  });
});

describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Jakarta'])('with the machine in %s', (zone) => {
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('really runs in that zone', () => {
    // Proves the zone really changed for this process, so the expectations below could fail.
    const offsets = { UTC: 0, 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, 'Asia/Jakarta': -420 } as Record<string, number>;
    expect(new Date(2026, 11, 1).getTimezoneOffset()).toBe(offsets[zone]);
  });

  it('gives the same instant for a manifest time', () => {
    expect(parseJakartaTime('2026-12-01 08:00', 'from')).toBe(Date.UTC(2026, 11, 1, 1, 0));
    expect(parseJakartaTime('2026-12-01', 'until')).toBe(Date.UTC(2026, 11, 1, 17, 0));
    expect(formatJakartaTime(Date.UTC(2026, 11, 1, 1, 0))).toBe('1 Des 2026 08.00');
  });

  it('a Jakarta day starts at 00:00 WIB (17:00 UTC the day before)', () => {
    expect(iso(jakartaDayStart(wib('2026-11-21T00:00:00')))).toBe('2026-11-20T17:00:00.000Z');
    expect(iso(jakartaDayStart(wib('2026-11-21T23:59:59.999')))).toBe('2026-11-20T17:00:00.000Z');
    expect(iso(jakartaDayStart(wib('2026-11-22T00:00:00')))).toBe('2026-11-21T17:00:00.000Z');
    // 07:30 in the morning of 21 Nov WIB is still the evening of 20 Nov UTC
    expect(iso(jakartaDayStart(Date.parse('2026-11-21T00:30:00Z')))).toBe('2026-11-20T17:00:00.000Z');
  });

  it('the hour of day is Jakarta time, not the UTC hour', () => {
    // 02:00 UTC is 09:00 WIB.
    expect(jakartaHour(new Date('2025-01-15T02:00:00Z'))).toBe(9);
    expect(jakartaHour(Date.parse('2025-01-15T17:00:00Z'))).toBe(0);
  });

  it('names the day in WIB', () => {
    const day = jakartaDayStart(wib('2026-11-21T12:00:00'));
    expect(formatJakartaDate(day, 'id', 'weekday')).toBe('Sabtu, 21 November');
    expect(formatJakartaDate(day, 'en', 'weekday')).toBe('Saturday 21 November');
  });

  it('a calendar date is the same day everywhere', () => {
    expect(formatIsoDate('2025-08-09')).toBe('9 Agu 2025');
    expect(formatIsoDate('2025-08-17', 'id', 'full')).toBe('Minggu, 17 Agustus 2025');
  });
});

describe('formatClock', () => {
  it('is a 24-hour WIB clock, the Indonesian way with a dot and the English way with a colon', () => {
    expect(formatClock(wib('2026-11-21T08:00:00'), 'id')).toBe('08.00');
    expect(formatClock(wib('2026-11-21T08:00:00'), 'en')).toBe('08:00');
    expect(formatClock(wib('2026-11-21T00:05:00'), 'id')).toBe('00.05');
    expect(formatClock(wib('2026-11-21T23:59:00'), 'en')).toBe('23:59');
  });
});

describe('prepareJakartaFormats', () => {
  it('makes the date format the first date needs, so that wording the date makes none', async () => {
    vi.resetModules(); // a page that has made no date format yet
    const fresh = await import('../../../src/model/time/jakarta.ts');
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    try {
      fresh.prepareJakartaFormats('id');
      expect(made).toBe(1);
      expect(fresh.formatClock(wib('2026-11-21T08:00:00'), 'id')).toBe('08.00');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});

describe('formatJakartaTime', () => {
  it('uses the Indonesian month names', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
    months.forEach((name, i) => {
      expect(formatJakartaTime(parseJakartaTime(`2026-${String(i + 1).padStart(2, '0')}-05 09:07`, 'from')!)).toBe(`5 ${name} 2026 09.07`);
    });
  });

  it('in English, the British abbreviations (as every other English date of the portal)', () => {
    expect(formatJakartaTime(wib('2026-12-01T08:00:00'), 'en')).toBe('1 Dec 2026 08:00');
    expect(formatJakartaTime(wib('2026-09-05T09:07:00'), 'en')).toBe('5 Sept 2026 09:07');
  });
});

describe('dates in words', () => {
  it('prints the date of printing in WIB', () => {
    expect(formatJakartaDateTime(new Date('2025-03-11T20:30:00Z'))).toBe('12 Maret 2025 pukul 03.30 WIB');
    expect(formatJakartaDateTime(Date.parse('2025-03-11T20:30:00Z'), 'en')).toBe('12 March 2025 at 03:30 WIB');
  });

  it('shows API dates as Indonesian dates and keeps odd values as given', () => {
    expect(formatIsoDate('2025-08-09')).toBe('9 Agu 2025');
    expect(formatIsoDate('kemarin')).toBe('kemarin');
    expect(formatIsoDate('2025-02-30')).toBe('2025-02-30'); // no such day: shown as given, not as 2 March
  });

  it('each style', () => {
    const day = wib('2025-08-17T10:00:00');
    expect(formatJakartaDate(day, 'id', 'dayMonth')).toBe('17 Agu');
    expect(formatJakartaDate(day, 'id', 'short')).toBe('17 Agu 2025');
    expect(formatJakartaDate(day, 'id', 'long')).toBe('17 Agustus 2025');
    expect(formatJakartaDate(day, 'id', 'full')).toBe('Minggu, 17 Agustus 2025');
    expect(formatJakartaDate(day, 'en', 'long')).toBe('17 August 2025');
    expect(formatJakartaDate(day, 'en', 'full')).toBe('Sunday, 17 August 2025');
  });
});
