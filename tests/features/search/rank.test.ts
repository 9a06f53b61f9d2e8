import { describe, expect, it } from 'vitest';
import { groupPathOf, iconOf, isOpenAt, menuItems, menuRoot } from '../../../src/features/menu/items.ts';
import { buildIndex, search, searchIndex } from '../../../src/features/search/rank.ts';
import { realModel } from '../../support/real-model.ts';
import { beforeExams, duringExams, model } from '../../support/search.ts';

const index = buildIndex(model);
const ids = (query: string, now = beforeExams) => search(index, query, now).map((hit) => hit.item.node.id);

describe('menu items (what search, favourites and recent work from)', () => {
  it('lists the leaves of the menu below the layout node, in menu order, without groups or hidden nodes', () => {
    expect(menuRoot(model)?.id).toBe('dashboard');
    expect(menuItems(model).list.map((item) => item.node.id)).toEqual([
      'catatan',
      'petugas',
      'tapm',
      'laporan-tugas',
      'tmk',
      'karil',
      'kisi-kisi',
      'rpl-perolehan',
      'resume',
      'ujian-susulan',
      'cetak', // a redirect whose only child is hidden: a leaf of the menu
    ]);
  });

  it('gives each item its group path in the chosen language, and an icon from its nearest group', () => {
    const karil = menuItems(model).byId.get('karil')!;
    expect(groupPathOf(karil, 'id')).toBe('Pendidikan & Pengajaran › Pembimbingan');
    expect(groupPathOf(karil, 'en')).toBe('Teaching › Supervision');
    expect(iconOf(karil)).toBe('book-open');
    expect(groupPathOf(menuItems(model).byId.get('cetak')!, 'id')).toBe('');
  });

  it('an item is in the menu only inside its time window', () => {
    const exam = menuItems(model).byId.get('ujian-susulan')!;
    expect(isOpenAt(exam, beforeExams)).toBe(false);
    expect(isOpenAt(exam, duringExams)).toBe(true);
  });

  it('is computed once per model', () => {
    expect(menuItems(model)).toBe(menuItems(model));
    expect(searchIndex(model)).toBe(searchIndex(model));
  });
});

describe('search ranking', () => {
  it('label start > label word start > keyword > label contains > description, whatever the menu order', () => {
    const hits = search(index, 'tugas', beforeExams);
    expect(hits.map((hit) => [hit.item.node.id, hit.tier])).toEqual([
      ['tmk', 0], // "Tugas Mata Kuliah (TMK)"
      ['laporan-tugas', 1], // "Laporan Tugas"
      ['tapm', 2], // keyword "tugas akhir"
      ['petugas', 3], // "Petugas Lapangan"
      ['catatan', 4], // description "… menulis tugas harian."
    ]);
  });

  it('ties keep menu order, and the same query gives the same list every time', () => {
    // Every item under "Lain-lain" matches by group path only (tier 4).
    expect(ids('lain')).toEqual(['catatan', 'petugas', 'tapm', 'laporan-tugas', 'tmk']);
    expect(ids('lain')).toEqual(ids('lain'));
  });

  it('ignores case and accents on both sides', () => {
    expect(ids('resume')).toEqual(['resume']);
    expect(ids('RÉSUMÉ')).toEqual(['resume']);
    expect(ids('daerah')).toEqual(['resume']);
    expect(ids('tApM')).toEqual(['tapm']);
    expect(ids('maruf')).toEqual(['resume']); // description "Catatan Pak Ma'ruf."
  });

  it('needs every word of a multi-word query, in any field and any order', () => {
    expect(ids('tugas magister')).toEqual(['tapm']);
    expect(ids('magister tugas')).toEqual(['tapm']);
    expect(ids('tugas kuliah')).toEqual(['tmk']);
    expect(ids('tugas karil')).toEqual([]);
    // A phrase at the start of a label beats its words matched elsewhere.
    expect(search(index, 'tugas mata', beforeExams)[0]).toMatchObject({ item: { node: { id: 'tmk' } }, tier: 0 });
  });

  it('matches the group path', () => {
    expect(ids('pembimbingan')).toEqual(['karil']);
    expect(ids('pengajaran')).toEqual(['karil', 'kisi-kisi', 'rpl-perolehan', 'resume']);
    expect(ids('pendidikan pembimbingan')).toEqual(['karil']);
  });

  it('matches English labels, descriptions and group paths too', () => {
    expect(ids('scientific')).toEqual(['karil']);
    expect(search(index, 'scientific', beforeExams)[0]!.tier).toBe(0);
    expect(ids('blueprint')).toEqual(['kisi-kisi']);
    expect(ids('questions')).toEqual(['kisi-kisi']); // English description
    expect(ids('supervision')).toEqual(['karil']); // English group path
  });

  it('matches keywords, and punctuation does not matter', () => {
    expect(ids('skripsi')).toEqual(['karil']);
    expect(ids('kisi kisi')).toEqual(['kisi-kisi']);
    expect(ids('(tmk)')).toEqual(['tmk']);
    expect(ids('lkam')).toEqual(['cetak']);
  });

  it('leaves out items outside their time window, groups, hidden nodes and the home', () => {
    expect(ids('ujian susulan', beforeExams)).toEqual([]);
    expect(ids('ujian susulan', duringExams)).toEqual(['ujian-susulan']);
    expect(ids('rekognisi')).toEqual(['rpl-perolehan']); // the group itself is not a result
    expect(ids('rahasia')).toEqual([]);
    expect(ids('beranda')).toEqual([]);
  });

  it('finds nothing for an empty query or one of only punctuation', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  &  ')).toEqual([]);
  });
});

describe('search over the real lecturer manifest', () => {
  const real = realModel('dosen');
  const realIds = (query: string) => search(searchIndex(real), query, Date.now()).map((hit) => hit.item.node.id);

  it('"rpl" finds the three RPL items, each with its group path', () => {
    const hits = search(searchIndex(real), 'rpl', Date.now());
    expect(
      hits
        .map((hit) => hit.item.node.id)
        .slice(0, 3)
        .sort(),
    ).toEqual(['asesmen-rpl-perolehan', 'asesmen-rpl-transfer', 'pembatalan-rpl']);
    const groups = ['pendidikan-pengajar', 'rekognisi-pembelajaran-lampau'].map((id) => real.nodes[id]!.label);
    expect(groupPathOf(hits[0]!.item, 'id')).toBe(groups.join(' › '));
  });

  it('"tapm" puts TAPM first; "researchgate" finds ResearchGate', () => {
    expect(realIds('tapm')[0]).toBe('tapm');
    expect(realIds('researchgate')[0]).toBe('researchgate');
  });
});
