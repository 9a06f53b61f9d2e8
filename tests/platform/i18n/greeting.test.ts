import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../../src/platform/i18n/greeting.ts';

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
});
