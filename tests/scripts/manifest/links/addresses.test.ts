import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../../src/model/manifest/parse.ts';
import { readFiles } from '../../../../src/model/manifest/read.ts';
import { collectAddresses, fixedPart, itemAddress, mergeAddresses, siteName } from '../../../../scripts/manifest/links/addresses.ts';
import { readPortal } from '../../../../scripts/manifest/files.ts';

const fixture = join(import.meta.dirname, '../../../fixtures/link-check/portal-links');
const dir = relative(process.cwd(), fixture);

function addresses() {
  const { read } = readFiles(readPortal(fixture).map((f) => parseFile(f).parsed));
  return collectAddresses('tautan', read);
}

describe('the addresses the link check asks', () => {
  it('cuts a template before its first placeholder, with the query or path segment it would complete', () => {
    expect(fixedPart('/authors?q=', false)).toBe('/authors');
    expect(fixedPart('/citations?view_op=search_authors&mauthors=', false)).toBe('/citations');
    expect(fixedPart('/profile/', false)).toBe('/profile/');
    expect(fixedPart('/u/x-', false)).toBe('/u/');
    expect(fixedPart('', false)).toBe('');
    expect(fixedPart('/jadwal#minggu-ini', true)).toBe('/jadwal');
    expect(fixedPart('/daftar?tahun=2026', true)).toBe('/daftar?tahun=2026');
  });

  it('makes an item’s address from its system’s, and none when the item adds nothing fixed to it', () => {
    const system = 'https://kurikulum.example.ac.id/';
    expect(itemAddress('{kurikulum}/rps', system)).toBe('https://kurikulum.example.ac.id/rps');
    expect(itemAddress('{kurikulum}/tapm?id_token=<idToken>', system)).toBe('https://kurikulum.example.ac.id/tapm');
    expect(itemAddress('{kurikulum}', system)).toBeUndefined();
    expect(itemAddress('{kurikulum}/', system)).toBeUndefined();
    expect(itemAddress('{kurikulum}/<nip>', system)).toBeUndefined();
    expect(itemAddress('{kurikulum}?nip=<nip>', system)).toBeUndefined();
    expect(itemAddress('https://beasiswa.example.ac.id', undefined)).toBe('https://beasiswa.example.ac.id/');
  });

  it('lists every distinct address once, with every place that writes it (file, line and column of its url)', () => {
    expect(addresses().map((a) => [a.url, a.sites.map((s) => `${s.file}:${s.line}:${s.col} ${siteName(s)}`)])).toEqual([
      ['https://akademik.example.ac.id/', [`${dir}/systems.yaml:5:10 akademik`, `${dir}/systems.yaml:21:10 akademik-lama`]],
      ['https://elearning.example.ac.id/', [`${dir}/systems.yaml:8:10 elearning`]],
      ['https://sinta.example.go.id/', [`${dir}/systems.yaml:11:10 sinta`]],
      ['https://rg.example.net/', [`${dir}/systems.yaml:14:10 rg`]],
      ['https://bimbingan.example.ac.id/', [`${dir}/systems.yaml:17:10 bimbingan`]],
      [
        'https://akademik.example.ac.id/jadwal',
        [`${dir}/portal.yaml:26:10 akademik (jadwal)`, `${dir}/portal.yaml:30:10 akademik (jadwal-minggu-ini)`],
      ],
      ['https://elearning.example.ac.id/kelas/', [`${dir}/portal.yaml:34:10 elearning (kelas)`]],
      ['https://sinta.example.go.id/authors', [`${dir}/portal.yaml:42:10 sinta (penulis)`]],
      ['https://rg.example.net/profile/', [`${dir}/portal.yaml:46:10 rg (profil)`]],
      ['https://rg.example.net/u/', [`${dir}/portal.yaml:50:10 rg (profil-pendek)`]],
      ['https://bimbingan.example.ac.id/tapm', [`${dir}/portal.yaml:54:10 bimbingan (tapm)`]],
      ['https://beasiswa.example.ac.id/daftar?tahun=2026', [`${dir}/portal.yaml:58:10 (beasiswa)`]],
    ]);
    expect(addresses()[0]!.sites[0]).toEqual({ portal: 'tautan', system: 'akademik', file: `${dir}/systems.yaml`, line: 5, col: 10 });
  });

  it('asks an address two portals share once, keeping the places of both', () => {
    const [first] = addresses();
    const other = { ...first!.sites[0]!, portal: 'lain', file: 'manifest/lain/systems.yaml' };
    const merged = mergeAddresses([...addresses(), { url: first!.url, sites: [other] }]);
    expect(merged).toHaveLength(addresses().length);
    expect(merged[0]!.sites.map((s) => s.portal)).toEqual(['tautan', 'tautan', 'lain']);
  });
});
