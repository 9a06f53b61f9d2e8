import { describe, expect, it } from 'vitest';
import { normalize, wordsOf } from '../../../src/features/search/normalize.ts';

describe('normalize', () => {
  it('lowercases', () => {
    expect(normalize('TAPM')).toBe('tapm');
    expect(normalize('Karya Ilmiah')).toBe('karya ilmiah');
  });

  it('strips accents (NFD), also from upper case and precomposed letters', () => {
    expect(normalize('Résumé')).toBe('resume');
    expect(normalize('DAÉNG')).toBe('daeng');
    expect(normalize('Daéng')).toBe(normalize('Dae\u0301ng')); // precomposed and combining forms agree
    expect(normalize('İstanbul Ñandú Çukurova')).toBe('istanbul nandu cukurova');
  });

  it('folds punctuation and runs of whitespace into single spaces, trimmed', () => {
    expect(normalize('Pendidikan & Pengajaran')).toBe('pendidikan pengajaran');
    expect(normalize('  Tugas Mata Kuliah (TMK)  ')).toBe('tugas mata kuliah tmk');
    expect(normalize('kisi-kisi\tsoal\n\nujian')).toBe('kisi kisi soal ujian');
    expect(normalize('Pendidikan › RPL')).toBe('pendidikan rpl');
    expect(normalize('e-learning')).toBe('e learning');
  });

  it("joins words around an apostrophe (Ma'ruf = maruf)", () => {
    expect(normalize("Ma'ruf")).toBe('maruf');
    expect(normalize('Ma’ruf')).toBe('maruf');
  });

  it('keeps digits and letters of other scripts', () => {
    expect(normalize('S1 / S2')).toBe('s1 s2');
    expect(normalize('Σύνοψη')).toBe('συνοψη');
  });

  it('leaves nothing of a text without letters or digits', () => {
    expect(normalize(' & / - ')).toBe('');
    expect(wordsOf(' & / - ')).toEqual([]);
    expect(wordsOf('Praktik & Praktikum')).toEqual(['praktik', 'praktikum']);
  });
});
