// Random mutations of the real manifests never crash the validator: every result is either a
// compiled model or a list of located issues.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { issueCodes } from '../../../src/model/manifest/issues.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import type { ManifestFile } from '../../../src/model/manifest/parse.ts';
import { readPortal } from '../../../scripts/manifest/files.ts';

const fields = [
  'id',
  'parent',
  'path',
  'label',
  'redirect',
  'component',
  'url',
  'requires',
  'access',
  'icon',
  'hidden',
  'order',
  'layout',
  'help',
  'en',
  'window',
  'link',
  'tone',
  'maintenance',
  'monitor',
  'status',
  'bogus',
];
const values = fc.oneof(
  fc.constantFrom(
    'dashboard',
    'karil',
    'login',
    '',
    'javascript:alert(1)',
    '{bimbingan}/x?t=<idToken>',
    '<nip',
    '{nope}/x',
    'https://x.ac.id/<namaTanpaGelar:slug>',
    'kurikulum-&-bahan-ajar',
    'a/b',
    '2026-12-01',
    'warning',
  ),
  fc.constantFrom<object>(
    { from: '2026-12-01' },
    { from: '2026-12-02', until: '2026-12-01' },
    { until: '2026-02-30 25:00' },
    {},
    { label: 'X', bogus: 1 },
    { until: '2000-01-01' },
    [
      { from: '2026-12-05 22:00', until: '2026-12-06 04:00', message: 'Pemeliharaan.' },
      { from: '2026-12-06 02:00', until: '2026-12-06', message: 'Tumpang tindih.', en: 'Overlapping.' },
    ],
    [{ from: '2026-12-05', message: '', bogus: 1 }],
    { provider: 'uptime-kuma', url: '/status-feed', slug: 'layanan-ut' },
    { provider: 'uptime-kuma', url: '//status.example.ac.id/?a#b', slug: 'Layanan UT' },
  ),
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

type Data = {
  portal?: Record<string, unknown>;
  nodes?: Record<string, unknown>[];
  systems?: Record<string, unknown>;
  announcements?: Record<string, unknown>[];
};

/** One structural change to one file's data. */
const dataMutation = fc.record({
  file: fc.nat(),
  node: fc.nat(),
  other: fc.nat(),
  kind: fc.constantFrom('set', 'delete', 'duplicate', 'remove', 'reparent', 'system', 'system-field', 'portal', 'announcement'),
  field: fc.constantFrom(...fields),
  value: values,
});

type DataMutation = typeof dataMutation extends fc.Arbitrary<infer T> ? T : never;

function mutateData(files: ManifestFile[], m: DataMutation): ManifestFile[] {
  return files.map((file, i) => {
    if (i !== m.file % files.length) return file;
    const data = (parse(file.text) ?? {}) as Data;
    const nodes = data.nodes ?? [];
    const node = nodes[m.node % Math.max(nodes.length, 1)];
    const other = nodes[m.other % Math.max(nodes.length, 1)];
    if (m.kind === 'set' && node) node[m.field] = m.value;
    if (m.kind === 'delete' && node) delete node[m.field];
    if (m.kind === 'duplicate' && node) nodes.push({ ...node });
    if (m.kind === 'remove') nodes.splice(m.node % Math.max(nodes.length, 1), 1);
    if (m.kind === 'reparent' && node && other) node.parent = other.id;
    if (m.kind === 'announcement') {
      data.announcements ??= [];
      const list = data.announcements;
      const announcement = list[m.node % Math.max(list.length, 1)] ?? { id: 'baru', title: 'T', body: 'B' };
      if (!list.includes(announcement)) list.push(announcement);
      announcement[m.field] = m.value;
    }
    if ((m.kind === 'system' || m.kind === 'system-field') && data.systems) {
      const name = Object.keys(data.systems)[m.node % Math.max(Object.keys(data.systems).length, 1)];
      const system = name === undefined ? undefined : data.systems[name];
      if (name && m.kind === 'system') data.systems[name] = m.value;
      else if (system && typeof system === 'object') (system as Record<string, unknown>)[m.field] = m.value;
    }
    if (m.kind === 'portal' && data.portal) data.portal[m.field] = m.value;
    return { ...file, text: stringify(data) };
  });
}

function expectLocatedResult(files: ManifestFile[]) {
  const { model, issues } = loadManifest(files);
  const names = new Set(files.map((f) => f.name));
  for (const issue of issues) {
    expect(names.has(issue.file)).toBe(true);
    expect(issue.line).toBeGreaterThanOrEqual(1);
    expect(issue.col).toBeGreaterThanOrEqual(1);
    expect(issue.message.length).toBeGreaterThan(0);
    expect(Object.keys(issueCodes)).toContain(issue.code);
  }
  if (model) {
    for (const node of Object.values(model.nodes)) {
      expect(node.path.startsWith('/')).toBe(true);
      if (node.behaviour.kind === 'redirect') expect(model.nodes[node.behaviour.target]).toBeDefined();
    }
  } else {
    expect(issues.some((i) => i.severity === 'error')).toBe(true);
  }
}

describe.each(['dosen', 'mahasiswa'])('loadManifest on mutations of the %s manifest', (portal) => {
  const files = readPortal(portal);
  // 100 whole-manifest loads take about a second alone; on a busy 2-core machine, far longer.
  const propertyTimeout = 90_000;

  it(
    'never crashes on structural mutations',
    () => {
      fc.assert(
        fc.property(fc.array(dataMutation, { minLength: 1, maxLength: 3 }), (mutations) => {
          expectLocatedResult(mutations.reduce(mutateData, files));
        }),
        { numRuns: 100 },
      );
    },
    propertyTimeout,
  );

  it(
    'never crashes on text edits (cuts, insertions)',
    () => {
      const edit = fc.record({
        file: fc.nat(),
        at: fc.nat(),
        cut: fc.nat({ max: 40 }),
        insert: fc.constantFrom(
          '',
          ':',
          '- ',
          '"',
          '{',
          '[',
          '\n  ',
          '\t',
          '<idToken>',
          '&a',
          '*a',
          '!!int ',
          fc.sample(fc.string(), 1)[0]!,
        ),
      });
      fc.assert(
        fc.property(edit, ({ file, at, cut, insert }) => {
          const changed = files.map((f, i) => {
            if (i !== file % files.length) return f;
            const pos = at % (f.text.length + 1);
            return { ...f, text: f.text.slice(0, pos) + insert + f.text.slice(pos + cut) };
          });
          expectLocatedResult(changed);
        }),
        { numRuns: 100 },
      );
    },
    propertyTimeout,
  );
});
