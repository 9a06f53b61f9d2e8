// Deterministic sample data for the three internal assessment pages (kisi-kisi, sebaran nilai,
// rekapitulasi kelulusan). Numbers come from a hash, so every run and every test sees the same.

const MASA_UJIAN = ['2024.2', '2025.1', '2025.2'] as const;

const FAKULTAS = {
  FEB: 'Fakultas Ekonomi dan Bisnis',
  FKIP: 'Fakultas Keguruan dan Ilmu Pendidikan',
  FHISIP: 'Fakultas Hukum, Ilmu Sosial, dan Ilmu Politik',
  FST: 'Fakultas Sains dan Teknologi',
} as const;

const MATA_KULIAH = [
  { kode: 'EKMA4116', nama: 'Manajemen' },
  { kode: 'EKMA4115', nama: 'Pengantar Akuntansi' },
  { kode: 'ESPA4122', nama: 'Matematika Ekonomi' },
  { kode: 'PDGK4104', nama: 'Perspektif Pendidikan SD' },
  { kode: 'PDGK4301', nama: 'Evaluasi Pembelajaran di SD' },
  { kode: 'SKOM4101', nama: 'Pengantar Ilmu Komunikasi' },
  { kode: 'HKUM4203', nama: 'Hukum Pidana' },
  { kode: 'MSIM4103', nama: 'Matematika Diskrit' },
  { kode: 'SATS4121', nama: 'Metode Statistik I' },
] as const;

const PROGRAM_STUDI = [
  { fakultas: FAKULTAS.FEB, programStudi: 'Manajemen' },
  { fakultas: FAKULTAS.FEB, programStudi: 'Akuntansi' },
  { fakultas: FAKULTAS.FKIP, programStudi: 'Pendidikan Guru Sekolah Dasar' },
  { fakultas: FAKULTAS.FKIP, programStudi: 'Pendidikan Bahasa Inggris' },
  { fakultas: FAKULTAS.FHISIP, programStudi: 'Ilmu Hukum' },
  { fakultas: FAKULTAS.FHISIP, programStudi: 'Ilmu Komunikasi' },
  { fakultas: FAKULTAS.FST, programStudi: 'Sistem Informasi' },
  { fakultas: FAKULTAS.FST, programStudi: 'Statistika' },
] as const;

/** FNV-1a: a stable pseudo-random integer per key. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const between = (key: string, min: number, max: number) => min + (hash(key) % (max - min + 1));

/** A date inside the preparation period of a masa: 2025.2 -> 2025-08..2025-09. */
function tanggalDalamMasa(masa: string, key: string): string {
  const [tahun = '2025', semester = '1'] = masa.split('.');
  const bulan = (semester === '1' ? 2 : 8) + between(`${key}:bulan`, 0, 1);
  const hari = between(`${key}:hari`, 1, 28);
  return `${tahun}-${String(bulan).padStart(2, '0')}-${String(hari).padStart(2, '0')}`;
}

export const kisiKisi = MASA_UJIAN.flatMap((masa) =>
  MATA_KULIAH.map((mk) => {
    const key = `${mk.kode}:${masa}`;
    const status = masa !== '2025.2' ? 'Disetujui' : (['Disetujui', 'Dalam Penelaahan', 'Draf'] as const)[hash(key) % 3]!;
    return {
      kodeMataKuliah: mk.kode,
      namaMataKuliah: mk.nama,
      masa,
      jumlahSoal: [30, 40, 45, 50][hash(`${key}:soal`) % 4]!,
      status,
      diperbarui: tanggalDalamMasa(masa, key),
    };
  }),
);

export const sebaranNilai = MASA_UJIAN.flatMap((masa) =>
  MATA_KULIAH.map((mk) => {
    const key = `${mk.kode}:${masa}:nilai`;
    const [A, B, C, D, E] = ['A', 'B', 'C', 'D', 'E'].map((g, i) =>
      between(`${key}:${g}`, [40, 120, 150, 30, 5][i]!, [180, 420, 380, 110, 60][i]!),
    ) as [number, number, number, number, number];
    return {
      kodeMataKuliah: mk.kode,
      namaMataKuliah: mk.nama,
      masa,
      A,
      B,
      C,
      D,
      E,
      jumlah: A + B + C + D + E,
    };
  }),
);

export const rekapitulasiKelulusan = MASA_UJIAN.flatMap((masa) =>
  PROGRAM_STUDI.map((ps) => {
    const key = `${ps.programStudi}:${masa}`;
    const peserta = between(`${key}:peserta`, 800, 6500);
    const lulus = Math.round((peserta * between(`${key}:rasio`, 62, 93)) / 100);
    return {
      fakultas: ps.fakultas,
      programStudi: ps.programStudi,
      masa,
      peserta,
      lulus,
      persentase: Math.round((lulus / peserta) * 1000) / 10,
    };
  }),
);

const mataKuliahFilter = MATA_KULIAH.map(({ kode, nama }) => ({ kode, nama }));

export const filters = {
  kisiKisi: { masa: [...MASA_UJIAN], mataKuliah: mataKuliahFilter },
  sebaranNilai: { masa: [...MASA_UJIAN], mataKuliah: mataKuliahFilter },
  rekapitulasiKelulusan: { masa: [...MASA_UJIAN], fakultas: Object.values(FAKULTAS) },
};
