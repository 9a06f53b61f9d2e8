import { afterEach, describe, expect, it } from 'vitest';
import { formatJakartaTime, formatWindow, isWithin, parseJakartaTime } from '../../src/manifest/schedule.ts';

// Expected instants are written with an explicit +07:00 offset, so they do not depend on the
// time zone of the machine running the tests.
const wib = (text: string) => Date.parse(`${text}+07:00`);

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

  describe('whatever the machine time zone is', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each(['UTC', 'America/Los_Angeles', 'Asia/Jakarta', 'Pacific/Kiritimati'])('gives the same instant with TZ=%s', (zone) => {
      process.env.TZ = zone;
      // Proves the zone really changed for this process, so the expectations below could fail.
      const offsets = { UTC: 0, 'America/Los_Angeles': 480, 'Asia/Jakarta': -420, 'Pacific/Kiritimati': -840 } as Record<string, number>;
      expect(new Date(2026, 11, 1).getTimezoneOffset()).toBe(offsets[zone]);
      expect(parseJakartaTime('2026-12-01 08:00', 'from')).toBe(Date.UTC(2026, 11, 1, 1, 0));
      expect(parseJakartaTime('2026-12-01', 'until')).toBe(Date.UTC(2026, 11, 1, 17, 0));
      expect(formatJakartaTime(Date.UTC(2026, 11, 1, 1, 0))).toBe('1 Des 2026 08.00');
    });
  });
});

describe('isWithin', () => {
  const window = { from: parseJakartaTime('2026-12-01 08:00', 'from')!, until: parseJakartaTime('2026-12-20', 'until')! };

  it('includes the exact from and excludes the exact until', () => {
    expect(isWithin(window, window.from - 1)).toBe(false);
    expect(isWithin(window, window.from)).toBe(true);
    expect(isWithin(window, window.until - 1)).toBe(true);
    expect(isWithin(window, window.until)).toBe(false);
  });

  it('keeps a date-only until open through the whole of that day in Jakarta', () => {
    expect(isWithin(window, wib('2026-12-20T23:59:59'))).toBe(true);
    expect(isWithin(window, wib('2026-12-21T00:00:00'))).toBe(false);
  });

  it('treats a missing bound as open and a missing window as always', () => {
    expect(isWithin({ from: window.from }, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isWithin({ until: window.until }, 0)).toBe(true);
    expect(isWithin({ until: window.until }, window.until)).toBe(false);
    expect(isWithin(undefined, 0)).toBe(true);
  });
});

describe('formatWindow', () => {
  const from = parseJakartaTime('2026-12-01 08:00', 'from')!;
  const until = parseJakartaTime('2026-12-20', 'until')!;

  it('shows both bounds in WIB, a date-only until as 23.59 of that day', () => {
    expect(formatWindow({ from, until })).toBe('1 Des 2026 08.00 – 20 Des 2026 23.59 WIB');
    expect(formatWindow({ from, until }, 'en')).toBe('1 Dec 2026 08:00 – 20 Dec 2026 23:59 WIB');
  });

  it('shows an until with a time as written', () => {
    expect(formatWindow({ until: parseJakartaTime('2026-12-20 17:00', 'until')! })).toBe('sampai 20 Des 2026 17.00 WIB');
  });

  it('words open windows', () => {
    expect(formatWindow({ from })).toBe('mulai 1 Des 2026 08.00 WIB');
    expect(formatWindow({ from }, 'en')).toBe('from 1 Dec 2026 08:00 WIB');
    expect(formatWindow({ until }, 'en')).toBe('until 20 Dec 2026 23:59 WIB');
    expect(formatWindow(undefined)).toBe('selalu');
    expect(formatWindow({}, 'en')).toBe('always');
  });

  it('uses the Indonesian month names', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
    months.forEach((name, i) => {
      expect(formatJakartaTime(parseJakartaTime(`2026-${String(i + 1).padStart(2, '0')}-05 09:07`, 'from')!)).toBe(`5 ${name} 2026 09.07`);
    });
  });
});
