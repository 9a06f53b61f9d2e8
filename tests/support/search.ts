// A small hand-built portal model for the search and favourites tests: independent of the real
// manifests, so a manifest edit cannot make these tests pass or fail.
import type { SessionFlag } from '../../schema/vocabulary.ts';
import type { NodeEnglish, PortalModel, PortalNode, TimeWindow } from '../../src/model/manifest/model.ts';
import type { TemplatePart } from '../../src/model/manifest/url-template.ts';

interface NodeSpec {
  id: string;
  label: string;
  parent?: string;
  /** url (default for leaves), component, or redirect (groups). */
  kind?: 'url' | 'component' | 'redirect';
  parts?: TemplatePart[];
  en?: NodeEnglish;
  keywords?: string[];
  description?: string;
  requires?: SessionFlag[];
  hidden?: boolean;
  window?: TimeWindow;
  icon?: PortalNode['icon'];
  layout?: PortalNode['layout'];
}

function modelOf(specs: NodeSpec[], home = specs[0]!.id): PortalModel {
  const nodes: Record<string, PortalNode> = {};
  for (const spec of specs) {
    const parent = spec.parent ? nodes[spec.parent] : undefined;
    if (spec.parent && !parent) throw new Error(`${spec.id}: parent ${spec.parent} must come first`);
    const kind = spec.kind ?? 'url';
    nodes[spec.id] = {
      id: spec.id,
      parent: spec.parent,
      path: `${parent?.path ?? ''}/${spec.id}`,
      segment: spec.id,
      label: spec.label,
      title: spec.label,
      icon: spec.icon,
      access: 'user',
      behaviour:
        kind === 'url'
          ? { kind: 'url', template: `https://${spec.id}.example.ac.id/`, parts: spec.parts ?? [`https://${spec.id}.example.ac.id/`] }
          : kind === 'component'
            ? { kind: 'component', page: 'about' }
            : { kind: 'redirect', target: '' },
      layout: spec.layout,
      requires: spec.requires ?? [],
      hidden: spec.hidden ?? false,
      keywords: spec.keywords ?? [],
      description: spec.description,
      en: spec.en,
      window: spec.window,
      children: [],
    };
    parent?.children.push(spec.id);
  }
  // No login page: the home node stands in, as portal.login, for the paths the compiler would derive.
  const at = nodes[home]!.path;
  return {
    portal: {
      id: 'test',
      title: 'Portal Uji',
      home,
      login: home,
      institution: {
        name: 'Institut Uji',
        shortName: 'IU',
        account: 'Akun IU',
        provider: 'Penyedia Uji',
        help: 'https://bantuan.uji.invalid',
      },
      paths: { home: at, login: at, signedOut: at },
    },
    systems: {},
    nodes,
    roots: specs.filter((s) => !s.parent).map((s) => s.id),
    announcements: [],
  };
}

const examWindow: TimeWindow = { from: Date.parse('2026-12-01T00:00:00+07:00'), until: Date.parse('2026-12-21T00:00:00+07:00') };
export const beforeExams = Date.parse('2026-11-21T10:00:00+07:00');
export const duringExams = Date.parse('2026-12-05T10:00:00+07:00');

/**
 * The menu, in this order: the menu order is deliberately the reverse of the ranking for "tugas",
 * so a test that sorts by menu order only cannot pass.
 */
export const model = modelOf([
  { id: 'dashboard', label: 'Dashboard', kind: 'component', layout: 'sidebar', icon: 'home', keywords: ['beranda'] },
  { id: 'lain', parent: 'dashboard', label: 'Lain-lain', kind: 'redirect', icon: 'list' },
  { id: 'catatan', parent: 'lain', label: 'Catatan Harian', description: 'Tempat menulis tugas harian.' },
  { id: 'petugas', parent: 'lain', label: 'Petugas Lapangan' },
  {
    id: 'tapm',
    parent: 'lain',
    label: 'TAPM',
    parts: ['https://tapm.example.ac.id/mahasiswa?dosen=', { field: 'namaTanpaGelar', transform: 'slug', offset: 0 }],
    keywords: ['tapm', 'tugas akhir', 'magister'],
    description: 'Bimbingan Tugas Akhir Program Magister.',
  },
  { id: 'laporan-tugas', parent: 'lain', label: 'Laporan Tugas' },
  { id: 'tmk', parent: 'lain', label: 'Tugas Mata Kuliah (TMK)', keywords: ['tmk'] },
  {
    id: 'pendidikan',
    parent: 'dashboard',
    label: 'Pendidikan & Pengajaran',
    kind: 'redirect',
    icon: 'book-open',
    en: { label: 'Teaching' },
  },
  { id: 'pembimbingan', parent: 'pendidikan', label: 'Pembimbingan', kind: 'redirect', en: { label: 'Supervision' } },
  {
    id: 'karil',
    parent: 'pembimbingan',
    label: 'Karya Ilmiah (Karil)',
    keywords: ['karil', 'skripsi'],
    en: { label: 'Scientific Papers' },
  },
  {
    id: 'kisi-kisi',
    parent: 'pendidikan',
    label: 'Kisi-Kisi',
    kind: 'component',
    en: { label: 'Exam Blueprint', description: 'Blueprint of the exam questions.' },
  },
  { id: 'rpl', parent: 'pendidikan', label: 'Rekognisi Pembelajaran Lampau', kind: 'redirect', keywords: ['rpl'] },
  { id: 'rpl-perolehan', parent: 'rpl', label: 'Asesmen RPL Perolehan', requires: ['statusAsesor'], keywords: ['rpl', 'asesmen'] },
  { id: 'resume', parent: 'pendidikan', label: 'Résumé Kegiatan Daérah', description: "Catatan Pak Ma'ruf." },
  { id: 'ujian-susulan', parent: 'pendidikan', label: 'Ujian Susulan', window: examWindow },
  { id: 'rahasia', parent: 'pendidikan', label: 'Tugas Rahasia', hidden: true },
  { id: 'cetak', parent: 'dashboard', label: 'Cetak LKAM', kind: 'redirect', icon: 'printer', keywords: ['lkam'] },
  { id: 'cetak-halaman', parent: 'cetak', label: 'Cetak LKAM', kind: 'component', hidden: true },
]);
