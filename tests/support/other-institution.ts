// Another institution, sharing no word with the university's portals: what the unit tests give a
// model to see that every institution word comes from it (the browser tests use the
// tests/fixtures/portal-politeknik portal of the same institution).
import type { Institution } from '../../src/model/manifest/model.ts';

export const politeknik: Institution = {
  name: 'Politeknik Nusa Samudra',
  shortName: 'Polnusa',
  account: 'Akun Polnusa',
  provider: 'Nusa ID',
  help: 'mailto:helpdesk@polnusa.example',
  en: { name: 'Nusa Samudra Polytechnic', account: 'Polnusa account' },
};
