import { describe, expect, it } from 'vitest';
import { parseTemplate, sample } from '../../../src/model/manifest/url-template.ts';

describe('parseTemplate', () => {
  it('gives the launcher the placeholders of the vocabulary, typed, and the text between them', () => {
    const parsed = parseTemplate('{sinta}/authors?q=< namaTanpaGelar : slug >&nip=<nip>');
    expect(parsed.system).toBe('sinta');
    expect(parsed.parts).toEqual([
      '/authors?q=',
      { field: 'namaTanpaGelar', offset: 18, transform: 'slug' },
      '&nip=',
      { field: 'nip', offset: 48 },
    ]);
    expect(parsed.written).toEqual(parsed.parts);
    expect(parsed.errors).toEqual([]);
  });

  it('leaves a placeholder outside the vocabulary as text for the launcher, and written for the rules', () => {
    const parsed = parseTemplate('https://<host>.ac.id/<nip:slg>/<nip>');
    expect(parsed.parts).toEqual(['https://<host>.ac.id/<nip:slg>/', { field: 'nip', offset: 31 }]);
    expect(parsed.placeholders).toEqual([
      { field: 'host', offset: 8 },
      { field: 'nip', offset: 21, transform: 'slg' },
      { field: 'nip', offset: 31 },
    ]);
    expect(sample(parsed.written, '', 'x')).toBe('https://x.ac.id/x/x');
  });
});
