import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../../../src/platform/session/auth-state.ts';
import { visibleText } from '../../../src/platform/core/visible-text.ts';

describe('visibleText', () => {
  it.each(['', '   ', '\u200B\u202E', '\u200E\u2066\uFEFF', '\u3164', '\u2800', '\u00A0\u2003'])('%j shows nothing: undefined', (value) => {
    expect(visibleText(value)).toBeUndefined();
  });

  it('is undefined for anything but a string', () => {
    expect(visibleText(null)).toBeUndefined();
    expect(visibleText(42)).toBeUndefined();
  });

  it('keeps the name, without direction controls, invisible edges or runs of spaces', () => {
    expect(visibleText('\u200B Budi\u00A0 Santoso\u202E ')).toBe('Budi Santoso');
  });

  it('keeps joiners inside a word, which some scripts need', () => {
    expect(visibleText('نرگس\u200Cی')).toBe('نرگس\u200Cی');
  });
});

describe('displayNameOf', () => {
  it('falls back past names that show nothing, and is undefined when none shows', () => {
    const user = (userInfo: { nama?: string; namaTanpaGelar?: string } | null, namaTanpaGelar: string | null) =>
      ({ userInfo, namaTanpaGelar, nip: null, statusAsesor: false, accessLkam: false, idLevel: null, userEmail: 'x@ut.ac.id' }) as const;
    expect(displayNameOf(user({ nama: 'Dr. Siti, M.Pd.' }, '\u200B'))).toBe('Dr. Siti, M.Pd.');
    expect(displayNameOf(user({ nama: '\u202E' }, ''))).toBeUndefined();
  });
});
