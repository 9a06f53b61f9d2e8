// The real manifests: what issue 7 promised editors and lecturers is actually in them.
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { parseFile } from '../../../src/model/manifest/parse.ts';
import { readFiles } from '../../../src/model/manifest/read.ts';
import { readPortal } from '../../../scripts/manifest/files.ts';
import { testNow } from '../../support/manifest.ts';

const load = (portal: string) => loadManifest(readPortal(portal), { now: testNow });
const errorsOf = (portal: string) => load(portal).issues.filter((i) => i.severity === 'error' || i.code === 'WINDOW_ENDED');

/** Nodes below the dashboard that the menu shows (no hidden node on the way). */
function visibleUnderDashboard(model: PortalModel) {
  const out: string[] = [];
  const walk = (id: string) => {
    for (const child of model.nodes[id]!.children) {
      if (model.nodes[child]!.hidden) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(model.portal.home);
  return out;
}

describe('manifest/dosen', () => {
  const { model } = load('dosen');

  it('compiles without errors or ended windows', () => {
    expect(errorsOf('dosen')).toEqual([]);
    expect(model).toBeDefined();
  });

  it('gives every visible menu item an English label, and an English description where there is one', () => {
    const ids = visibleUnderDashboard(model!);
    expect(ids.length).toBeGreaterThan(60);
    const missing = ids.filter((id) => {
      const node = model!.nodes[id]!;
      return !node.en?.label || (node.description !== undefined && !node.en.description);
    });
    expect(missing).toEqual([]);
  });

  it('tells users of every gated item whom to contact, in both languages', () => {
    const gated = Object.values(model!.nodes).filter((n) => n.requires.length > 0);
    expect(gated.map((n) => n.id)).toEqual(expect.arrayContaining(['asesmen-rpl-perolehan', 'asesmen-rpl-transfer', 'pembatalan-rpl']));
    for (const node of gated) {
      expect(node.help, node.id).toMatch(/asesor/);
      expect(node.en?.help, node.id).toMatch(/assessor/);
      // A contact text, not a made-up address or number.
      expect(`${node.help} ${node.en?.help}`).not.toMatch(/@|\d{3}/);
    }
  });

  it('announces the new search, favourites and English option until the end of January 2027', () => {
    const announcement = model!.announcements.find((a) => a.id === 'fitur-baru-pencarian-favorit-bahasa');
    expect(announcement).toMatchObject({
      tone: 'info',
      requires: [],
      window: { from: Date.parse('2026-11-21T00:00:00+07:00'), until: Date.parse('2027-02-01T00:00:00+07:00') },
    });
    expect(announcement?.body).toMatch(/Ctrl\+K/);
    expect(announcement?.en?.title).toBeTruthy();
    expect(announcement?.en?.body).toMatch(/Ctrl\+K/);
  });
});

describe('manifest/mahasiswa', () => {
  it('still compiles without errors', () => {
    expect(errorsOf('mahasiswa')).toEqual([]);
    expect(load('mahasiswa').model?.announcements).toEqual([]);
  });
});

/** Each system as written (verified and source are not in the compiled model). */
const systemsOf = (portal: string) =>
  Object.fromEntries(readFiles(readPortal(portal).map((f) => parseFile(f).parsed)).read.systems.map(({ value }) => [value.name, value]));
const hostOf = (url: string) => new URL(url).host;
/** The address an item opens, up to its first placeholder. */
const opens = (model: PortalModel, id: string) => {
  const behaviour = model.nodes[id]!.behaviour;
  if (behaviour.kind !== 'url') throw new Error(`${id} opens no address`);
  return behaviour.parts.filter((p) => typeof p === 'string').join('');
};

describe('the addresses of the university systems (issue 38)', () => {
  const dosen = systemsOf('dosen');
  const mahasiswa = systemsOf('mahasiswa');

  it('follow their public sources: Tuweb on Silayar, Tuton on elearning, grades in SIA; the guessed hosts are gone', () => {
    for (const systems of [dosen, mahasiswa]) {
      expect(systems.tuweb).toMatchObject({ url: 'https://silayar.ut.ac.id', source: expect.stringMatching(/^https:\/\//) });
      expect(systems.tuton).toMatchObject({ url: 'https://elearning.ut.ac.id', source: expect.stringMatching(/^https:\/\//) });
      expect(systems.praktikum).toMatchObject({ url: 'https://praktik.ut.ac.id', source: expect.stringMatching(/^https:\/\//) });
    }
    expect(dosen.sia).toMatchObject({ url: 'https://sia.ut.ac.id', source: expect.stringMatching(/^https:\/\//) });
    expect(dosen.rpl).toMatchObject({ url: 'https://rpl.ut.ac.id', source: expect.stringMatching(/^https:\/\//) });
    expect(dosen.rpl?.verified).toBeUndefined();
    const hosts = [...Object.values(dosen), ...Object.values(mahasiswa)].map((s) => hostOf(s.url));
    for (const guessed of ['tuweb.ut.ac.id', 'nilai.ut.ac.id']) expect(hosts).not.toContain(guessed);
  });

  it('count as confirmed only with a source; the rest stay verified: false', () => {
    for (const systems of [dosen, mahasiswa]) {
      for (const s of Object.values(systems)) {
        if (s.source !== undefined) expect(s.source, s.name).toMatch(/^https:\/\/[^\s]+$/);
      }
    }
    const unverified = (systems: typeof dosen) =>
      Object.values(systems)
        .filter((s) => s.verified === false)
        .map((s) => s.name);
    expect(unverified(dosen)).toEqual([
      'tutorial',
      'karil',
      'bimbingan',
      'mbkm',
      'kemahasiswaan',
      'kurikulum',
      'moocs-ice',
      'ujian',
      'katalog',
      'feedback',
      'kepegawaian',
    ]);
    expect(unverified(mahasiswa)).toEqual(['tutorial', 'tv']);
    // Confirmed without a source: only platforms outside the university, which W5 still warns about.
    const unsourced = Object.values(dosen).filter((s) => s.verified !== false && s.source === undefined);
    expect(unsourced.map((s) => s.name)).toEqual(['sinta', 'bima', 'google-scholar', 'academia-edu', 'scopus', 'researchgate']);
    expect(load('dosen').issues.filter((i) => i.code === 'UNSOURCED_SYSTEM')).toHaveLength(unsourced.length);
    expect(load('mahasiswa').issues.filter((i) => i.code === 'UNSOURCED_SYSTEM')).toEqual([]);
  });

  it('are the same in both portals for the systems they share', () => {
    for (const name of Object.keys(mahasiswa).filter((n) => n in dosen)) {
      expect([name, mahasiswa[name]!.url, mahasiswa[name]!.source, mahasiswa[name]!.verified]).toEqual([
        name,
        dosen[name]!.url,
        dosen[name]!.source,
        dosen[name]!.verified,
      ]);
    }
  });

  it('open the exam items in the system whose public description matches each job', () => {
    const model = load('dosen').model!;
    // Marking and validating the marking: the Take Home Exam marking application, confirmed by its markers' guide.
    for (const id of ['pemeriksaan-hasil-ujian', 'validasi-hasil-pemeriksaan']) {
      expect(opens(model, id), id).toBe('https://the-pemeriksaan.ut.ac.id');
    }
    expect(dosen['pemeriksaan-ujian']).toMatchObject({ source: expect.stringContaining('korektor') });
    expect(dosen['pemeriksaan-ujian']?.verified).toBeUndefined();
    // Writing and reviewing questions, item analysis, monitoring face-to-face exams: no public page names a system; still a guess.
    for (const id of ['soal', 'item-analysis', 'laporan-pemantauan-utm']) {
      expect(hostOf(opens(model, id)), id).toBe('ujian.ut.ac.id');
    }
    expect(dosen.ujian?.verified).toBe(false);
    // Grades are read in SIA; no source shows a path for the distribution, so the item opens its front page.
    expect(opens(model, 'sebaran-nilai-eksternal')).toBe('https://sia.ut.ac.id');
  });
});
