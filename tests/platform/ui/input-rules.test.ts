import { describe, expect, it } from 'vitest';
import { applyInputRules, caretAfterRules, inputMessages } from '../../../src/platform/ui/input-rules.ts';

describe('applyInputRules (docs/requirements.md R-INPUT)', () => {
  it('[email] accepts a lowercase address with a 2–4 letter suffix', () => {
    for (const ok of ['dosen@ecampus.ut.ac.id', 'a.b+c@ut.ac.id', 'x_y@mail.info']) {
      expect(applyInputRules(ok, { type: 'email' }).error, ok).toBeUndefined();
    }
  });

  it('[email] marks anything else as an error', () => {
    for (const bad of ['Dosen@ut.ac.id', 'dosen@ut', 'dosen@ut.a', 'dosen@ut.museum', 'dosen.ut.ac.id', 'do sen@ut.ac.id', '@ut.ac.id']) {
      expect(applyInputRules(bad, { type: 'email' }).error, bad).toBe('Format email tidak valid');
    }
  });

  it('[blockSpace] strips every space and asks for the no-spaces toast', () => {
    expect(applyInputRules('nama pengguna  saya', { blockSpace: true })).toEqual({
      value: 'namapenggunasaya',
      toasts: ['Kolom ini tidak boleh berisi spasi'],
      error: undefined,
    });
    expect(applyInputRules('tanpaspasi', { blockSpace: true }).toasts).toEqual([]);
  });

  it('[maxLength] truncates and asks for the maximum toast', () => {
    expect(applyInputRules('abcdefghij', { maxLength: 4 })).toMatchObject({ value: 'abcd', toasts: ['Maksimal 4 karakter'] });
    expect(applyInputRules('abcd', { maxLength: 4 }).toasts).toEqual([]);
  });

  it('[maxLength] counts characters, not UTF-16 units', () => {
    expect(applyInputRules('😀😀😀', { maxLength: 2 }).value).toBe('😀😀');
  });

  it('[minLength] is an error while shorter, not once long enough', () => {
    expect(applyInputRules('abc', { minLength: 8 }).error).toBe('Minimal 8 karakter');
    expect(applyInputRules('abcdefgh', { minLength: 8 }).error).toBeUndefined();
  });

  it('[number] keeps digits only with the toast "Hanya bisa memuat angka"', () => {
    expect(applyInputRules('19a80-01 2x', { type: 'number' })).toMatchObject({ value: '1980012', toasts: ['Hanya bisa memuat angka'] });
    expect(inputMessages.digitsOnly).toBe('Hanya bisa memuat angka');
  });

  it('[phone] keeps digits and + - ( ) only, with a toast', () => {
    expect(applyInputRules('+62 (21) 749-0941 ext', { type: 'phone' })).toMatchObject({
      value: '+62(21)749-0941',
      toasts: ['Hanya bisa memuat angka dan simbol + - ( )'],
    });
    expect(applyInputRules('+62(21)749-0941', { type: 'phone' }).toasts).toEqual([]);
  });

  it('[alphanumeric] keeps letters and digits only, with a toast', () => {
    expect(applyInputRules('MKDU-4111 x', { type: 'alphanumeric' })).toMatchObject({
      value: 'MKDU4111x',
      toasts: ['Hanya bisa memuat huruf dan angka'],
    });
  });

  it('[pattern] shows the custom message while a non-empty value does not match', () => {
    const rules = { pattern: /^\d{5}$/g, patternMessage: 'Kode pos terdiri dari 5 angka' };
    expect(applyInputRules('154', rules).error).toBe('Kode pos terdiri dari 5 angka');
    // Twice, so a stateful (global) regex would fail the second time.
    expect(applyInputRules('15418', rules).error).toBeUndefined();
    expect(applyInputRules('15418', rules).error).toBeUndefined();
    expect(applyInputRules('1', { pattern: /^\d{5}$/ }).error).toBe('Format tidak sesuai');
  });

  it('[spaces] collapses repeated spaces without a toast', () => {
    expect(applyInputRules('metode   penelitian  kualitatif')).toEqual({
      value: 'metode penelitian kualitatif',
      toasts: [],
      error: undefined,
    });
  });

  it('[letterCase] forces upper or lower case', () => {
    expect(applyInputRules('mkdu4111', { letterCase: 'upper' }).value).toBe('MKDU4111');
    expect(applyInputRules('Metode', { letterCase: 'lower' }).value).toBe('metode');
  });

  it('keeps a password exactly as typed', () => {
    expect(applyInputRules('Ra  Hasia', { type: 'password', letterCase: 'lower' }).value).toBe('Ra  Hasia');
  });

  it('[required] is an error only when empty', () => {
    expect(applyInputRules('', { required: true, minLength: 3 }).error).toBe('Kolom ini wajib diisi');
    expect(applyInputRules('', { minLength: 3 }).error).toBeUndefined();
  });

  it('combines rules: type filter, case, spaces and length, one toast each', () => {
    expect(applyInputRules('ab 12 cd 34', { type: 'alphanumeric', letterCase: 'upper', maxLength: 5 })).toMatchObject({
      value: 'AB12C',
      toasts: ['Hanya bisa memuat huruf dan angka', 'Maksimal 5 karakter'],
    });
  });
});

describe('caretAfterRules', () => {
  it('moves the caret left by what was removed before it', () => {
    // "12a|34" → "12|34"
    expect(caretAfterRules('12a34', 3, { type: 'number' })).toBe(2);
    // "a  |b" → "a |b"
    expect(caretAfterRules('a  b', 3)).toBe(2);
    // nothing removed before the caret: it stays
    expect(caretAfterRules('12x', 2, { type: 'number' })).toBe(2);
  });
});
