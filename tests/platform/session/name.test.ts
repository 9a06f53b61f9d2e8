import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripAcademicTitles } from '../../../src/platform/session/name.ts';
import { DEMO_USERS } from '../../../scripts/dev/services/users.ts';

describe('stripAcademicTitles', () => {
  it.each([
    ['Prof. Dr. Ir. Budi Santoso Wibowo, M.Sc.', 'Budi Santoso Wibowo'],
    ['Dr. Siti Rahmawati, M.Pd.', 'Siti Rahmawati'],
    ['Drs. H. Ahmad, S.E., M.M.', 'Ahmad'],
    ['Dra. Hj. Sri Wahyuni, M.Hum.', 'Sri Wahyuni'],
    ['Andi Pratama, S.E., M.M.', 'Andi Pratama'],
    ['Rina Kartika, S.H., M.H.', 'Rina Kartika'],
    ['Drs. Ni Luh Putu Ayu Saraswati, M.Hum.', 'Ni Luh Putu Ayu Saraswati'],
    ["Dr. Andi Ma'ruf Daéng Matutu, S.Pd., M.Si.", "Andi Ma'ruf Daéng Matutu"],
    ["Nur'aini, S.Kom., M.T.", "Nur'aini"],
    ['Bambang Hartono, S.E., Ak., M.Si., CA', 'Bambang Hartono'],
    ['Joko Susilo, S.E., M.Si., Akt., CA', 'Joko Susilo'],
    ['Dewi Lestari, Ph.D.', 'Dewi Lestari'],
    ['Dr. Eng. Agus Salim, S.T., M.T.', 'Agus Salim'],
    ['Dr.-Ing. Hendra Gunawan', 'Hendra Gunawan'],
    ['Dr. rer. nat. Wahyu Hidayat, M.Si.', 'Wahyu Hidayat'],
    ['Prof.Dr.Ir. Slamet Riyadi, M.Sc.', 'Slamet Riyadi'],
    ['Dr Siti Aminah', 'Siti Aminah'],
    ['Budi Santoso M.Sc.', 'Budi Santoso'],
    ['Yusuf Maulana MBA', 'Yusuf Maulana'],
    ['  Dr.   Siti   Rahmawati ,  M.Pd. ', 'Siti Rahmawati'],
    ['DR. SITI RAHMAWATI, M.PD.', 'SITI RAHMAWATI'],
  ])('%s → %s', (name, expected) => {
    expect(stripAcademicTitles(name)).toBe(expected);
  });

  it.each([
    'Ni Luh Putu Ayu Saraswati',
    "Nur'aini",
    'A. Rahman Hakim', // an initial is part of the name
    'M. Nur Hidayat',
    'Muhammad Hasan Ca', // a capitalised word that is not a title
    'Siti',
    'Đặng Thị Hồng',
    'Ketut Sri Wahyuni',
  ])('leaves a name without titles as it is: %s', (name) => {
    expect(stripAcademicTitles(name)).toBe(name);
  });

  it('keeps parts after a comma that are not titles', () => {
    expect(stripAcademicTitles('Santoso, Budi')).toBe('Santoso, Budi');
  });

  it('is pure: same input, same output, no title-only results', () => {
    expect(stripAcademicTitles('Dr.')).toBe('Dr.');
    expect(stripAcademicTitles('')).toBe('');
    expect(stripAcademicTitles('Dr. Siti Rahmawati, M.Pd.')).toBe(stripAcademicTitles('Dr. Siti Rahmawati, M.Pd.'));
  });

  it("agrees with every demo lecturer's namaTanpaGelar", () => {
    for (const { portal } of DEMO_USERS) expect(stripAcademicTitles(portal.nama)).toBe(portal.namaTanpaGelar);
  });
});

describe('stripAcademicTitles (generated names)', () => {
  // Given names as written in Indonesia: letters (any script), apostrophes, no dots or commas.
  const word = fc.stringMatching(/^[A-ZÀ-Ý][a-zà-ÿ']{2,9}$/).filter((w) => !/^(Prof|Dr|Drs|Dra)$/i.test(w));
  const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
  const prefix = fc.subarray(['Prof.', 'Dr.', 'Ir.', 'Drs.', 'H.', 'Hj.']);
  const suffix = fc.subarray(['S.Pd.', 'M.Pd.', 'S.E.', 'M.M.', 'M.Sc.', 'Ph.D.', 'M.Hum.', 'Akt.', 'CA']);

  it('leaves a plain name alone', () => {
    fc.assert(fc.property(name, (n) => stripAcademicTitles(n) === n));
  });

  it('recovers the name from any titles before and after it', () => {
    fc.assert(
      fc.property(prefix, name, suffix, (before, n, after) => {
        const titled = [[...before, n].join(' '), ...after].join(', ');
        return stripAcademicTitles(titled) === n;
      }),
    );
  });
});
