// Search text in one comparable form: lower case, no accents, words separated by single spaces.
// Pure. "Pendidikan & Pengajaran" and "pendidikan pengajaran" compare equal; so do "Daéng" and
// "daeng", and "Ma'ruf" and "maruf" (an apostrophe joins, it does not separate words).

export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text after normalising (none for a text of only spaces and punctuation). */
export const wordsOf = (text: string): string[] => {
  const normal = normalize(text);
  return normal ? normal.split(' ') : [];
};
