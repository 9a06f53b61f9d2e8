// Windows of menu nodes and announcements; reading and wording Jakarta times: tests/model/time/jakarta.test.ts.
import { describe, expect, it } from 'vitest';
import { formatWindow, isWithin } from '../../../src/model/manifest/schedule.ts';
import { parseJakartaTime } from '../../../src/model/time/jakarta.ts';

// Expected instants are written with an explicit +07:00 offset, so they do not depend on the
// time zone of the machine running the tests.
const wib = (text: string) => Date.parse(`${text}+07:00`);

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
});
