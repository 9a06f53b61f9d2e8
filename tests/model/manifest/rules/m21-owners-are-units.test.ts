// M21 of docs/manifest-rules.md (src/model/manifest/rules/m21-owners-are-units.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { checkBeside } from '../../../support/manifest.ts';

const system = (owner: string) =>
  `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n    owner: ${owner}\n    source: https://elearning.ut.ac.id/tentang\n`;

describe('M21 m21OwnersAreUnits', () => {
  it('[M21] an owner that is an e-mail address or a phone number is an error at the owner', () => {
    expect(checkBeside(system('puskom@ut.ac.id')).lines).toEqual([
      'm.yaml:5:12 OWNER_CONTACT system tuton: owner "puskom@ut.ac.id" holds an e-mail address; name the unit or role that answers for the system (e.g. "Pusat Komputer"), not a person\'s contact',
    ]);
    expect(checkBeside(system('"Budi (0812-3456-7890)"')).lines).toEqual([
      'm.yaml:5:12 OWNER_CONTACT system tuton: owner "Budi (0812-3456-7890)" holds a phone number; name the unit or role that answers for the system (e.g. "Pusat Komputer"), not a person\'s contact',
    ]);
    expect(checkBeside(system('"+62 21 749 0941"')).lines).toHaveLength(1);
  });

  it('[M21] a unit or a role passes, also with a short number in its name', () => {
    expect(checkBeside(system('Pusat Komputer')).lines).toEqual([]);
    expect(checkBeside(system('UPBJJ-UT Jakarta, bagian layanan 2')).lines).toEqual([]);
    expect(checkBeside(system('Direktorat Sistem Informasi (Tim 2024)')).lines).toEqual([]);
  });
});
