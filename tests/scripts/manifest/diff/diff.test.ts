// manifest:diff's comparison, case by case over small before/after manifests. Long because each
// kind of change (added, removed, moved, retargeted, renamed path) needs its own pair.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenPaths, diffModels, isEmpty } from '../../../../scripts/manifest/diff/diff.ts';
import { provenanceOf } from '../../../../scripts/manifest/diff/diff-blocks.ts';
import { formatDiffMarkdown } from '../../../../scripts/manifest/diff/format-markdown.ts';
import { formatDiffText } from '../../../../scripts/manifest/diff/format-text.ts';
import { summary } from '../../../../scripts/manifest/diff/report.ts';
import type { ManifestDiff } from '../../../../scripts/manifest/diff/types.ts';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../../src/model/manifest/load.ts';
import type { PortalModel } from '../../../../src/model/manifest/model.ts';

// Each fixture folder holds a before/ and after/ manifest that differ by one kind of change
// (tests/model/manifest/fixtures/diff/<case>/{before,after}/*.yaml).
const fixtures = join(import.meta.dirname, '../../../fixtures/diff');

function filesOf(name: string, side: 'before' | 'after') {
  const dir = join(fixtures, name, side);
  return readdirSync(dir)
    .sort()
    .map((f) => ({ name: `${name}/${side}/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
}

function model(name: string, side: 'before' | 'after'): PortalModel {
  const files = filesOf(name, side);
  const { model, issues } = loadManifest(files);
  if (!model) throw new Error(`fixture ${name}/${side} does not load:\n${issues.map(formatIssue).join('\n')}`);
  return model;
}

const diff = (name: string) => diffModels(model(name, 'before'), model(name, 'after'));
const heading = { dir: 'manifest/uji', base: 'main (abc1234)' };
const changesOf = (d: ManifestDiff) => d.fields.map((f) => [f.node.id, f.category, f.field, f.before, f.after]);

describe('diffModels', () => {
  it('finds nothing between equal manifests, and says so', () => {
    const d = diff('unchanged');
    expect(isEmpty(d)).toBe(true);
    expect(formatDiffText(d, heading)).toBe('manifest/uji: no changes\n  compared: main (abc1234) → working tree');
    expect(formatDiffMarkdown(d, heading)).toBe('### Manifest `manifest/uji`: no changes\n\nCompared: main (abc1234) → working tree.');
  });

  it('reports added nodes, with a new group’s children folded into it', () => {
    const d = diff('added');
    expect(d.added).toEqual([
      {
        node: { id: 'kalender', label: 'Kalender Akademik', path: '/dashboard/kalender' },
        behaviour: 'link https://kalender.example.ac.id',
        below: [],
      },
      {
        node: { id: 'penelitian', label: 'Penelitian', path: '/dashboard/penelitian' },
        behaviour: 'group opening sinta (/dashboard/penelitian/sinta)',
        below: [
          { id: 'sinta', label: 'SINTA', path: '/dashboard/penelitian/sinta' },
          { id: 'garuda', label: 'Garuda', path: '/dashboard/penelitian/garuda' },
        ],
      },
    ]);
    expect(d.routes).toEqual([]);
    expect(d.removed).toEqual([]);
    // The dashboard's new children are not a reordering of the ones it had.
    expect(d.fields).toEqual([]);
  });

  it('reports removed nodes and every path they break, a group’s paths folded under it', () => {
    const d = diff('removed');
    expect(d.removed.map((e) => [e.node.id, e.below.map((n) => n.id)])).toEqual([
      ['tuweb', []],
      ['pembimbingan', ['karil', 'tapm']],
    ]);
    expect(d.routes).toEqual([
      {
        status: 'broken',
        path: '/dashboard/pembimbingan',
        node: { id: 'pembimbingan', label: 'Pembimbingan', path: '/dashboard/pembimbingan' },
        why: 'removed',
        below: [{ path: '/dashboard/pembimbingan/karil' }, { path: '/dashboard/pembimbingan/tapm' }],
      },
      {
        status: 'broken',
        path: '/dashboard/pengajaran/tuweb',
        node: { id: 'tuweb', label: 'Tutorial Webinar', path: '/dashboard/pengajaran/tuweb' },
        why: 'removed',
        below: [],
      },
    ]);
    expect(brokenPaths(d)).toBe(4);
  });

  it('reports moved nodes (parent changed) and the paths that move with them', () => {
    const d = diff('moved');
    expect(d.moved.map((m) => [m.node.id, m.from?.id, m.to?.id, m.fromPath, m.node.path])).toEqual([
      ['tuweb', 'pengajaran', 'dashboard', '/dashboard/pengajaran/tuweb', '/dashboard/tuweb'],
      ['pembimbingan', 'dashboard', 'pengajaran', '/dashboard/pembimbingan', '/dashboard/pengajaran/pembimbingan'],
    ]);
    expect(d.routes.map((r) => [r.status, r.path, r.why, r.movedTo, r.below])).toEqual([
      [
        'broken',
        '/dashboard/pembimbingan',
        'moved',
        '/dashboard/pengajaran/pembimbingan',
        [
          { path: '/dashboard/pembimbingan/karil', movedTo: '/dashboard/pengajaran/pembimbingan/karil' },
          { path: '/dashboard/pembimbingan/tapm', movedTo: '/dashboard/pengajaran/pembimbingan/tapm' },
        ],
      ],
      ['broken', '/dashboard/pengajaran/tuweb', 'moved', '/dashboard/tuweb', []],
    ]);
    expect(d.added).toEqual([]);
    expect(d.removed).toEqual([]);
  });

  it('reports a changed path segment as a broken path, not a move', () => {
    const d = diff('segment');
    expect(d.routes.map((r) => [r.status, r.path, r.why, r.movedTo])).toEqual([
      ['broken', '/dashboard/pengajaran/tuweb', 'path', '/dashboard/pengajaran/webinar'],
    ]);
    expect(d.moved).toEqual([]);
  });

  it('pairs a removed id with the added id that keeps its path: renamed, nothing breaks', () => {
    const d = diff('renamed');
    expect(d.renamed).toEqual([
      { from: 'tuton', to: 'tutorial-online', label: 'Tutorial Online', path: '/dashboard/pengajaran/tuton' },
      { from: 'pembimbingan', to: 'bimbingan', label: 'Pembimbingan', path: '/dashboard/pembimbingan' },
    ]);
    expect([d.routes, d.added, d.removed, d.moved]).toEqual([[], [], [], []]);
    // pengajaran's redirect now names tutorial-online, the same page; karil's parent is the renamed group.
    expect(d.fields).toEqual([]);
    expect(summary(d)).toBe('2 ids renamed; no route path breaks');
  });

  it('says which node now answers at a path another node gave up, and lists broken paths first', () => {
    const d = diff('path-taken');
    expect(d.routes).toEqual([
      {
        status: 'broken',
        path: '/dashboard/pembimbingan/tapm',
        node: { id: 'tapm', label: 'TAPM', path: '/dashboard/pembimbingan/tapm' },
        why: 'path',
        movedTo: '/dashboard/pembimbingan/karil',
        below: [],
      },
      {
        status: 'taken',
        path: '/dashboard/pembimbingan/karil',
        node: { id: 'karil', label: 'Karya Ilmiah', path: '/dashboard/pembimbingan/karil' },
        why: 'removed',
        nowShows: { id: 'tapm', label: 'TAPM', path: '/dashboard/pembimbingan/karil' },
        below: [],
      },
    ]);
    // tapm existed before, so karil → tapm is not a rename.
    expect(d.renamed).toEqual([]);
    expect(d.removed.map((e) => e.node.id)).toEqual(['karil']);
  });

  it('reports relabelling: label, English label and an explicit title, not the title that follows the label', () => {
    expect(changesOf(diff('relabelled'))).toEqual([
      ['tuton', 'label', 'label', 'Tutorial Online', 'Tutorial Online (Tuton)'],
      ['tuweb', 'label', 'en.label', undefined, 'Webinar tutorials'],
      ['karil', 'label', 'title', 'Karya Ilmiah', 'Karil'],
    ]);
  });

  it('reports URL template changes and a system’s new address against the nodes that use it', () => {
    const d = diff('url');
    expect(changesOf(d)).toEqual([['tuton', 'url', 'url', '{elearning}/tuton', '{elearning}/tuton/v2']]);
    expect(d.systems).toEqual([
      {
        name: 'elearning',
        status: 'changed',
        changes: [{ field: 'url', before: 'https://elearning.example.ac.id', after: 'https://lms.example.ac.id' }],
        usedBy: ['tuton', 'tuweb'],
      },
    ]);
    expect(formatDiffText(d, heading)).toContain(
      '{elearning}: url https://elearning.example.ac.id → https://lms.example.ac.id; changes the links of tuton, tuweb',
    );
  });

  it('reports rule changes: page, access, layout, hidden, window, redirect target, behaviour, requires, help', () => {
    expect(changesOf(diff('rules'))).toEqual([
      ['tentang', 'rule', 'component', 'about', 'list-route'],
      ['tentang', 'rule', 'access', 'public', 'user'],
      ['tentang', 'rule', 'layout', 'none', 'sidebar'],
      ['tuweb', 'rule', 'hidden', 'no', 'yes'],
      ['tuweb', 'rule', 'window', 'always', '1 Dec 2026 08:00 – 20 Dec 2026 23:59 WIB'],
      [
        'pembimbingan',
        'rule',
        'redirect',
        'group opening karil (/dashboard/pembimbingan/karil)',
        'group opening tapm (/dashboard/pembimbingan/tapm)',
      ],
      ['karil', 'rule', 'behaviour', 'link {bimbingan}/karil', 'page ttm'],
      ['tapm', 'rule', 'requires', 'none', 'statusAsesor'],
      ['tapm', 'rule', 'help', undefined, 'Hubungi admin RPL di rpl@example.ac.id.'],
    ]);
  });

  it('reports the rest: icon, menu order, description, keywords', () => {
    expect(changesOf(diff('other'))).toEqual([
      ['pengajaran', 'other', 'icon', 'graduation-cap', 'book-open'],
      ['pengajaran', 'other', 'menu order', 'tuton, tuweb', 'tuweb, tuton'],
      ['tuton', 'other', 'description', undefined, 'Kelas tutorial online.'],
      ['tuton', 'other', 'keywords', 'none', 'tuton, e-learning'],
    ]);
  });

  it('reports what the compiled model leaves out of a system: whether its address is verified, and its source', () => {
    const provenance = { before: provenanceOf(filesOf('provenance', 'before')), after: provenanceOf(filesOf('provenance', 'after')) };
    expect(provenance.before).toEqual({ elearning: { verified: true }, bimbingan: { verified: false } });
    const d = diffModels(model('provenance', 'before'), model('provenance', 'after'), provenance);
    expect(d.systems.map((x) => [x.name, x.status, x.changes.filter((c) => c.field === 'verified' || c.field === 'source')])).toEqual([
      [
        'bimbingan',
        'changed',
        [
          { field: 'verified', before: 'no', after: 'yes' },
          { field: 'source', after: 'https://contoh.example.ac.id/panduan/tugas-akhir' },
        ],
      ],
      ['elearning', 'changed', [{ field: 'source', after: 'https://contoh.example.ac.id/panduan/e-learning' }]],
      [
        'sinta',
        'added',
        [
          { field: 'verified', after: 'no' },
          { field: 'source', after: 'https://contoh.example.ac.id/berita/sinta' },
        ],
      ],
    ]);
    expect(formatDiffMarkdown(d, heading).split('\n')).toEqual(
      expect.arrayContaining([
        '- `{bimbingan}`: url `https://bimbingan.example.ac.id` → `https://tugas-akhir.example.ac.id`; changes the links of `karil`, `tapm`',
        '- `{bimbingan}`: verified `no` → `yes`; source set to `https://contoh.example.ac.id/panduan/tugas-akhir`; used by `karil`, `tapm`',
        '- `{elearning}`: source set to `https://contoh.example.ac.id/panduan/e-learning`; used by `tuton`, `tuweb`',
        '- added `{sinta}`: `https://sinta.example.go.id`, not verified, source `https://contoh.example.ac.id/berita/sinta`',
      ]),
    );
    // Without provenance (a model alone), only what the model holds is compared.
    expect(
      diffModels(model('provenance', 'before'), model('provenance', 'after')).systems.flatMap((x) => x.changes.map((c) => c.field)),
    ).toEqual(['url', 'url', 'trusted', 'label']);
  });

  it('reports systems added, removed and no longer trusted', () => {
    expect(diff('systems').systems).toEqual([
      {
        name: 'bimbingan',
        status: 'changed',
        changes: [
          { field: 'trusted', before: 'yes', after: 'no' },
          { field: 'label', before: 'Bimbingan', after: 'Sistem Bimbingan', text: true },
        ],
        usedBy: ['karil', 'tapm'],
      },
      {
        name: 'garuda',
        status: 'removed',
        changes: [
          { field: 'url', before: 'https://garuda.example.go.id' },
          { field: 'trusted', before: 'no' },
          { field: 'label', before: 'Garuda', text: true },
        ],
        usedBy: [],
      },
      {
        name: 'sinta',
        status: 'added',
        changes: [
          { field: 'url', after: 'https://sinta.example.go.id' },
          { field: 'trusted', after: 'no' },
          { field: 'label', after: 'SINTA', text: true },
        ],
        usedBy: [],
      },
    ]);
  });

  it('reports announcements added, removed and changed', () => {
    const d = diff('announcements');
    expect(d.announcements).toEqual([
      {
        id: 'ujian',
        title: 'Ujian akhir semester 2026.2',
        status: 'changed',
        changes: [
          { field: 'title', before: 'Ujian akhir semester', after: 'Ujian akhir semester 2026.2', text: true },
          { field: 'tone', before: 'info', after: 'warning' },
          { field: 'window', before: '20 Nov 2026 00:00 – 15 Dec 2026 23:59 WIB', after: '20 Nov 2026 00:00 – 20 Dec 2026 23:59 WIB' },
        ],
      },
      {
        id: 'asesor-rpl',
        title: 'Penilaian RPL dibuka',
        status: 'added',
        changes: [
          { field: 'title', after: 'Penilaian RPL dibuka', text: true },
          { field: 'body', after: 'Silakan menilai berkas RPL.', text: true },
          { field: 'tone', after: 'info' },
          { field: 'requires', after: 'statusAsesor' },
          { field: 'window', after: 'from 1 Dec 2026 08:00 WIB' },
          { field: 'link', after: 'tapm (/dashboard/pembimbingan/tapm)' },
        ],
      },
      {
        id: 'libur',
        title: 'Libur semester',
        status: 'removed',
        changes: [
          { field: 'title', before: 'Libur semester', text: true },
          { field: 'body', before: 'Layanan tutup sementara.', text: true },
          { field: 'tone', before: 'info' },
          { field: 'requires', before: 'none' },
          { field: 'window', before: 'always' },
        ],
      },
    ]);
    expect(formatDiffText(d, heading).split('\n').slice(3)).toEqual([
      'Announcements:',
      '  ujian "Ujian akhir semester 2026.2": title "Ujian akhir semester" → "Ujian akhir semester 2026.2"; tone info → warning; window 20 Nov 2026 00:00 – 15 Dec 2026 23:59 WIB → 20 Nov 2026 00:00 – 20 Dec 2026 23:59 WIB',
      '  added asesor-rpl "Penilaian RPL dibuka": for users with statusAsesor, from 1 Dec 2026 08:00 WIB',
      '  removed libur "Libur semester"',
    ]);
  });

  it('reports maintenance windows added, removed and changed, monitors and the status source', () => {
    const d = diff('maintenance');
    expect(d.maintenance).toEqual([
      {
        system: 'bimbingan',
        status: 'added',
        window: '10 Mar 2031 21:00 – 10 Mar 2031 23:00 WIB',
        changes: [
          { field: 'time', after: '10 Mar 2031 21:00 – 10 Mar 2031 23:00 WIB' },
          { field: 'message', after: 'Bimbingan ditutup sementara.', text: true },
        ],
      },
      // Its time overlaps the old one's: the same maintenance, lengthened.
      {
        system: 'elearning',
        status: 'changed',
        window: '1 Mar 2031 22:00 – 2 Mar 2031 04:00 WIB',
        changes: [{ field: 'time', before: '1 Mar 2031 22:00 – 2 Mar 2031 04:00 WIB', after: '1 Mar 2031 22:00 – 2 Mar 2031 06:00 WIB' }],
      },
      {
        system: 'elearning',
        status: 'removed',
        window: '8 Mar 2031 00:00 – 8 Mar 2031 23:59 WIB',
        changes: [
          { field: 'time', before: '8 Mar 2031 00:00 – 8 Mar 2031 23:59 WIB' },
          { field: 'message', before: 'Pemeliharaan jaringan.', text: true },
        ],
      },
      // Written first now, still reported in time order; the 15 March window is the same and not reported.
      {
        system: 'elearning',
        status: 'changed',
        window: '22 Mar 2031 20:00 – 22 Mar 2031 22:00 WIB',
        changes: [
          { field: 'message', before: 'Pembaruan basis data.', after: 'Pembaruan basis data | tahap 1.', text: true },
          { field: 'en', after: 'Database upgrade, stage 1.', text: true },
        ],
      },
    ]);
    expect(d.systems.map((s) => [s.name, s.status, s.changes])).toEqual([
      ['bimbingan', 'changed', [{ field: 'monitor', after: 'Bimbingan', text: true }]],
      ['elearning', 'changed', [{ field: 'monitor', before: 'E-Learning', after: 'E-Learning UT', text: true }]],
    ]);
    expect(d.portalBlock).toEqual([
      {
        field: 'status',
        before: 'uptime-kuma /status-feed, slug layanan-uji',
        after: 'uptime-kuma https://status.example.ac.id, slug layanan-uji',
      },
    ]);
    expect(formatDiffText(d, heading)).toBe(
      [
        'manifest/uji: 7 changes; no route path breaks',
        '  compared: main (abc1234) → working tree',
        '',
        'Systems:',
        '  {bimbingan}: monitor set to "Bimbingan"; used by karil, tapm',
        '  {elearning}: monitor "E-Learning" → "E-Learning UT"; used by tuton, tuweb',
        '',
        'Planned maintenance:',
        '  added {bimbingan} 10 Mar 2031 21:00 – 10 Mar 2031 23:00 WIB: "Bimbingan ditutup sementara."',
        '  {elearning}: time 1 Mar 2031 22:00 – 2 Mar 2031 04:00 WIB → 1 Mar 2031 22:00 – 2 Mar 2031 06:00 WIB',
        '  removed {elearning} 8 Mar 2031 00:00 – 8 Mar 2031 23:59 WIB: "Pemeliharaan jaringan."',
        '  {elearning} 22 Mar 2031 20:00 – 22 Mar 2031 22:00 WIB: message "Pembaruan basis data." → "Pembaruan basis data | tahap 1."; en set to "Database upgrade, stage 1."',
        '',
        'Portal block:',
        '  status uptime-kuma /status-feed, slug layanan-uji → uptime-kuma https://status.example.ac.id, slug layanan-uji',
      ].join('\n'),
    );
    expect(formatDiffMarkdown(d, heading).split('\n').slice(9)).toEqual([
      '#### Planned maintenance',
      '',
      '- added `{bimbingan}` `10 Mar 2031 21:00 – 10 Mar 2031 23:00 WIB`: "Bimbingan ditutup sementara."',
      '- `{elearning}`: time `1 Mar 2031 22:00 – 2 Mar 2031 04:00 WIB` → `1 Mar 2031 22:00 – 2 Mar 2031 06:00 WIB`',
      '- removed `{elearning}` `8 Mar 2031 00:00 – 8 Mar 2031 23:59 WIB`: "Pemeliharaan jaringan."',
      '- `{elearning}` `22 Mar 2031 20:00 – 22 Mar 2031 22:00 WIB`: message "Pembaruan basis data." → "Pembaruan basis data \\| tahap 1."; en set to "Database upgrade, stage 1."',
      '',
      '#### Portal block',
      '',
      '- status `uptime-kuma /status-feed, slug layanan-uji` → `uptime-kuma https://status.example.ac.id, slug layanan-uji`',
    ]);
  });

  it('a monitor by name is text, by id a number: a change from one to the other says both', () => {
    const after = model('maintenance', 'after');
    const elearning = after.systems.elearning!;
    const byId = { ...after, systems: { ...after.systems, elearning: { ...elearning, monitor: 2 } } };
    expect(diffModels(after, byId).systems.map((s) => [s.name, s.changes])).toEqual([
      [
        'elearning',
        [
          { field: 'monitor', before: 'E-Learning UT', text: true },
          { field: 'monitor id', after: '2' },
        ],
      ],
    ]);
    expect(formatDiffText(diffModels(after, byId), heading)).toContain(
      '{elearning}: monitor "E-Learning UT" removed; monitor id set to 2;',
    );
  });

  it('reports every maintenance window of a new portal as added', () => {
    const created = diffModels(undefined, model('maintenance', 'after'));
    expect(created.maintenance.map((m) => [m.system, m.status, m.window])).toEqual([
      ['bimbingan', 'added', '10 Mar 2031 21:00 – 10 Mar 2031 23:00 WIB'],
      ['elearning', 'added', '1 Mar 2031 22:00 – 2 Mar 2031 06:00 WIB'],
      ['elearning', 'added', '15 Mar 2031 20:00 – 15 Mar 2031 22:00 WIB'],
      ['elearning', 'added', '22 Mar 2031 20:00 – 22 Mar 2031 22:00 WIB'],
    ]);
    expect(created.portalBlock).toEqual([]);
  });

  it('treats a portal missing on one side as all added or all removed (every path breaks)', () => {
    const m = model('unchanged', 'after');
    const created = diffModels(undefined, m);
    expect(created.added.map((e) => e.node.id)).toEqual(['home', 'login', 'tentang', 'dashboard']);
    expect([created.routes, created.removed, created.fields, created.portalBlock]).toEqual([[], [], [], []]);

    const deleted = diffModels(m, undefined);
    expect(deleted.portal).toBe('uji');
    expect(deleted.added).toEqual([]);
    expect(deleted.removed.map((e) => [e.node.id, e.below.length])).toEqual([
      ['home', 0],
      ['login', 0],
      ['tentang', 0],
      ['dashboard', 6],
    ]);
    expect(brokenPaths(deleted)).toBe(10);
    expect(deleted.routes.map((r) => r.path)).toEqual(['/', '/dashboard', '/login', '/tentang']);
  });
});

describe('formatters', () => {
  const d = diff('mixed');

  it('write text for a terminal, most important first', () => {
    expect(formatDiffText(d, heading)).toBe(
      [
        'manifest/uji: 4 route paths break, 1 removed, 1 id renamed, 1 moved, 1 added, 3 other changes',
        '  compared: main (abc1234) → working tree',
        '',
        'Route paths that break (bookmarks and shared links stop working):',
        '  ! /dashboard/pembimbingan: pembimbingan "Pembimbingan" moved to /dashboard/pengajaran/pembimbingan (and 2 paths below it)',
        '      /dashboard/pembimbingan/karil → /dashboard/pengajaran/pembimbingan/karil',
        '      /dashboard/pembimbingan/tapm → /dashboard/pengajaran/pembimbingan/tapm',
        '  ! /dashboard/pengajaran/tuweb: tuweb "Tutorial Webinar" was removed',
        '',
        'Nodes removed:',
        '  tuweb "Tutorial Webinar" at /dashboard/pengajaran/tuweb: link {elearning}/tuweb',
        '',
        'Ids renamed, path kept:',
        '  tuton → tutorial-online "Tutorial Online" at /dashboard/pengajaran/tuton; favourites and recent items saved under the old id drop out',
        '',
        'Nodes moved:',
        '  pembimbingan "Pembimbingan": from dashboard "Dashboard" to pengajaran "Pengajaran"',
        '',
        'Nodes added:',
        '  kalender "Kalender | Akademik" at /dashboard/kalender: link https://kalender.example.ac.id',
        '',
        'URL changes:',
        '  karil "Karya Ilmiah": url {bimbingan}/karil → {bimbingan}/karil?nip=<nip>',
        '',
        'Relabelled:',
        '  tapm "Tugas Akhir Program Magister": label "TAPM" → "Tugas Akhir Program Magister"',
        '',
        'Announcements:',
        '  added libur "Libur semester": for everyone, always',
      ].join('\n'),
    );
  });

  it('write markdown for a pull-request comment, with ⚠ on breaking route changes and escaped text', () => {
    expect(formatDiffMarkdown(d, { ...heading, note: 'A <note>.' })).toBe(
      [
        '### ⚠ Manifest `manifest/uji`: 4 route paths break, 1 removed, 1 id renamed, 1 moved, 1 added, 3 other changes',
        '',
        'Compared: main (abc1234) → working tree.',
        '',
        'A \\<note\\>.',
        '',
        '#### ⚠ Route paths that break (bookmarks and shared links stop working)',
        '',
        '- ⚠ `/dashboard/pembimbingan`: `pembimbingan` "Pembimbingan" moved to `/dashboard/pengajaran/pembimbingan` (and 2 paths below it)',
        '- ⚠ `/dashboard/pengajaran/tuweb`: `tuweb` "Tutorial Webinar" was removed',
        '',
        '<details><summary>2 paths below /dashboard/pembimbingan</summary>',
        '',
        '- `/dashboard/pembimbingan/karil` → `/dashboard/pengajaran/pembimbingan/karil`',
        '- `/dashboard/pembimbingan/tapm` → `/dashboard/pengajaran/pembimbingan/tapm`',
        '',
        '</details>',
        '',
        '#### Nodes removed',
        '',
        '- `tuweb` "Tutorial Webinar" at `/dashboard/pengajaran/tuweb`: `link {elearning}/tuweb`',
        '',
        '#### Ids renamed, path kept',
        '',
        '- `tuton` → `tutorial-online` "Tutorial Online" at `/dashboard/pengajaran/tuton`; favourites and recent items saved under the old id drop out',
        '',
        '#### Nodes moved',
        '',
        '- `pembimbingan` "Pembimbingan": from `dashboard` "Dashboard" to `pengajaran` "Pengajaran"',
        '',
        '#### Nodes added',
        '',
        '- `kalender` "Kalender \\| Akademik" at `/dashboard/kalender`: `link https://kalender.example.ac.id`',
        '',
        '#### URL changes',
        '',
        '- `karil` "Karya Ilmiah": url `{bimbingan}/karil` → `{bimbingan}/karil?nip=<nip>`',
        '',
        '#### Relabelled',
        '',
        '- `tapm` "Tugas Akhir Program Magister": label "TAPM" → "Tugas Akhir Program Magister"',
        '',
        '#### Announcements',
        '',
        '- added `libur` "Libur semester": for everyone, always',
      ].join('\n'),
    );
  });

  it('keep a value with backticks inside its code span', () => {
    const m = model('unchanged', 'before');
    const changed = structuredClone(m);
    changed.nodes.tentang!.label = 'Ten`tang';
    const b = changed.nodes.tuton!.behaviour;
    if (b.kind === 'url') b.template = '{elearning}/a`b';
    const md = formatDiffMarkdown(diffModels(m, changed), heading);
    expect(md).toContain('- `tentang` "Ten\\`tang": label "Tentang" → "Ten\\`tang"');
    expect(md).toContain('url `{elearning}/tuton` → ``{elearning}/a`b``');
  });
});
