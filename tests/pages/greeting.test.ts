import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatJakartaDateTime, greetingFor, jakartaHour } from '../../src/pages/shared/jakarta-time.ts';

// Jakarta is UTC+7 all year, so a UTC instant fixes the local hour.
const atJakarta = (hour: number, minute = 0) => new Date(Date.UTC(2025, 0, 15, hour - 7, minute));

describe('greetingFor (Asia/Jakarta)', () => {
  it.each([
    [4, 'Selamat pagi'],
    [10, 'Selamat pagi'],
    [11, 'Selamat siang'],
    [14, 'Selamat siang'],
    [15, 'Selamat sore'],
    [17, 'Selamat sore'],
    [18, 'Selamat malam'],
    [23, 'Selamat malam'],
    [3, 'Selamat malam'],
  ])('%i:00 WIB is "%s"', (hour, greeting) => {
    expect(greetingFor(atJakarta(hour, 30))).toBe(greeting);
  });

  it('uses Jakarta time, not the UTC hour', () => {
    // 02:00 UTC is 09:00 WIB.
    expect(jakartaHour(new Date('2025-01-15T02:00:00Z'))).toBe(9);
  });
});

describe('date formatting', () => {
  it('prints the date of printing in WIB', () => {
    expect(formatJakartaDateTime(new Date('2025-03-11T20:30:00Z'))).toBe('12 Maret 2025 pukul 03.30 WIB');
  });

  it('shows API dates as Indonesian dates and keeps odd values as given', () => {
    expect(formatIsoDate('2025-08-09')).toBe('9 Agu 2025');
    expect(formatIsoDate('kemarin')).toBe('kemarin');
  });
});
