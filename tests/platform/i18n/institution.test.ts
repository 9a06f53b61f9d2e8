// The institution's words, the words for who holds a session flag and a content page's words, in
// each language, from the manifest (src/platform/i18n/localize.ts): no page writes them itself.
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../../schema/manifest.ts';
import { contentOf, flagLabelOf, institutionOf } from '../../../src/platform/i18n/localize.ts';
import type { Institution } from '../../../src/model/manifest/model.ts';
import { politeknik as otherInstitution } from '../../support/other-institution.ts';
import { realModel } from '../../support/real-model.ts';

const politeknik: Institution = { ...otherInstitution, logo: '/portal-logo.svg' };

describe('institutionOf', () => {
  it("gives the lecturers' portal's words as its manifest has them", () => {
    const { portal } = realModel('dosen');
    expect(institutionOf(portal, 'id')).toEqual({
      name: 'Universitas Terbuka',
      shortName: 'UT',
      account: 'Akun UT',
      provider: 'Microsoft',
      help: 'https://hallo-ut.ut.ac.id',
    });
    expect(institutionOf(portal, 'en')).toMatchObject({ name: 'Universitas Terbuka', shortName: 'UT', account: 'UT account' });
  });

  it('takes the English words where there are any, each falling back to its own', () => {
    const portal = { institution: politeknik };
    expect(institutionOf(portal, 'id')).toEqual({
      name: 'Politeknik Nusa Samudra',
      shortName: 'Polnusa',
      account: 'Akun Polnusa',
      provider: 'Nusa ID',
      help: 'mailto:helpdesk@polnusa.example',
    });
    expect(institutionOf(portal, 'en')).toEqual({
      name: 'Nusa Samudra Polytechnic',
      shortName: 'Polnusa',
      account: 'Polnusa account',
      provider: 'Nusa ID',
      help: 'mailto:helpdesk@polnusa.example',
    });
    const { en: _en, ...indonesianOnly } = politeknik;
    expect(institutionOf({ institution: indonesianOnly }, 'en').account).toBe('Akun Polnusa');
  });
});

describe('flagLabelOf', () => {
  it("names who holds a flag in the portal's words, in each language", () => {
    const { portal } = realModel('dosen');
    expect(flagLabelOf(portal, 'statusAsesor', 'id')).toBe('asesor RPL');
    expect(flagLabelOf(portal, 'statusAsesor', 'en')).toBe('RPL assessors');
    expect(flagLabelOf(portal, 'accessLkam', 'id')).toBe('pemegang akses LKAM');
    expect(flagLabelOf(portal, 'accessLkam', 'en')).toBe('holders of LKAM access');
  });

  it('falls back to the Indonesian words, then to the flag itself', () => {
    const portal = { flags: { accessLkam: { label: 'staf laboratorium' } } };
    expect(flagLabelOf(portal, 'accessLkam', 'en')).toBe('staf laboratorium');
    expect(flagLabelOf(portal, 'statusAsesor', 'id')).toBe('statusAsesor');
    expect(flagLabelOf({}, 'accessLkam', 'en')).toBe('accessLkam');
  });
});

describe('contentOf', () => {
  const content: PageContent = {
    lead: 'Pembuka.',
    sections: [
      { title: 'Satu', text: 'Teks.' },
      { title: 'Dua', items: ['a', 'b'] },
    ],
    en: { lead: 'Opening.' },
  };

  it('is the Indonesian content in Indonesian', () => {
    expect(contentOf(content, 'id')).toEqual({
      lead: 'Pembuka.',
      sections: content.sections,
      indonesian: { lead: false, sections: false },
    });
  });

  it('in English, takes each part in English where there is one and marks the rest', () => {
    expect(contentOf(content, 'en')).toEqual({ lead: 'Opening.', sections: content.sections, indonesian: { lead: false, sections: true } });
    const english = { ...content, en: { sections: [{ title: 'One' }] } };
    expect(contentOf(english, 'en')).toEqual({
      lead: 'Pembuka.',
      sections: [{ title: 'One' }],
      indonesian: { lead: true, sections: false },
    });
  });

  it('is empty without content', () => {
    expect(contentOf(undefined, 'en')).toEqual({ sections: [], indonesian: { lead: false, sections: false } });
  });
});
