import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/manifest/load.ts';
import { formatIssue } from '../../src/manifest/format.ts';
import { base, check, line } from './helpers.ts';

// Each rule of docs/manifest-rules.md, with its message and position pinned.
describe('loadManifest', () => {
  it('accepts the base manifest and compiles paths', () => {
    const { lines, model } = check('');
    expect(lines).toEqual([]);
    expect(model?.nodes.home?.path).toBe('/');
    expect(model?.nodes.dashboard?.path).toBe('/dashboard');
  });

  it('[M1] reports YAML syntax errors with their position', () => {
    const { lines, model } = check('portal: {id: x\nnodes: [\n', { alone: true });
    expect(model).toBeUndefined();
    expect(lines[0]).toMatch(/^m\.yaml:\d+:\d+ YAML_SYNTAX /);
    expect(check('a: 1\na: 2\n', { alone: true }).lines).toEqual(['m.yaml:2:1 YAML_SYNTAX Map keys must be unique']);
  });

  it('[M2] reports unknown keys with a suggestion, wrong types and missing fields, all at once', () => {
    const { lines } = check(`  - id: katalog
    parent: dashboard
    lable: Katalog
    url: https://katalog.example.ac.id
  - id: Bad_Id
    parent: dashboard
    label: 3
    url: https://x.example.ac.id
`);
    expect(lines).toEqual([
      `m.yaml:${line(1)}:5 MISSING_FIELD katalog: missing required field "label"`,
      `m.yaml:${line(3)}:5 UNKNOWN_KEY katalog: unknown key "lable" (did you mean label?)`,
      `m.yaml:${line(5)}:9 INVALID_VALUE Bad_Id: id: must be kebab-case: lowercase letters and digits joined by single hyphens`,
      `m.yaml:${line(7)}:12 INVALID_VALUE Bad_Id: label: expected string, received number`,
    ]);
  });

  it('[M2] reports an unknown top-level key', () => {
    expect(check('extra: 1\n').lines).toEqual([`m.yaml:${line(1)}:1 UNKNOWN_KEY unknown key "extra"`]);
  });

  it('[M3] rejects duplicate ids and reports both places', () => {
    const { lines } = check(`  - id: dashboard
    component: about
    label: Again
`);
    expect(lines).toEqual([`m.yaml:${line(1)}:9 DUPLICATE_ID "dashboard" already defined at 24:9`]);
  });

  it('[M3] names the other file when a duplicate id is in another file', () => {
    const { issues } = loadManifest([
      { name: 'a.yaml', text: base },
      { name: 'b.yaml', text: 'nodes:\n  - id: login\n    component: about\n    label: L\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual(['b.yaml:2:9 DUPLICATE_ID "login" already defined at a.yaml:20:9']);
  });

  it('[M4] requires the parent to exist, with a suggestion', () => {
    expect(check(`  - id: katalog
    parent: dashbord
    label: Katalog
    url: https://katalog.example.ac.id
`).lines).toEqual([`m.yaml:${line(2)}:13 UNKNOWN_PARENT katalog: parent "dashbord" does not exist (did you mean dashboard?)`]);
  });

  it('[M5] rejects parent cycles once per cycle', () => {
    expect(check(`  - id: a
    parent: b
    label: A
    redirect: b
  - id: b
    parent: a
    label: B
    redirect: a
`).lines).toEqual([`m.yaml:${line(2)}:13 PARENT_CYCLE a: parent cycle a → b → a`]);
  });

  it('[M6] rejects sibling path segments that collide, also through path overrides', () => {
    expect(check(`  - id: katalog
    parent: dashboard
    label: Katalog
    url: https://katalog.example.ac.id
  - id: katalog-lama
    path: katalog
    parent: dashboard
    label: Katalog lama
    url: https://katalog.example.ac.id
`).lines).toEqual([`m.yaml:${line(6)}:11 DUPLICATE_PATH katalog-lama: path "/dashboard/katalog" is already used by "katalog" at ${line(1)}:9`]);
  });

  it('[M6] keeps legacy segments and rejects an empty segment below the top level', () => {
    const { lines, model } = check(`  - id: kurikulum-dan-bahan-ajar
    path: "kurikulum-&-bahan-ajar"
    parent: dashboard
    label: Kurikulum
    url: https://kurikulum.example.ac.id
  - id: kegiatan
    path: kegiatan-luar-ut(non-jurnal)
    parent: dashboard
    label: Kegiatan
    url: "{kurikulum}/kegiatan"
  - id: kosong
    path: ""
    parent: dashboard
    label: Kosong
    url: https://x.example.ac.id
`);
    expect(lines).toEqual([`m.yaml:${line(12)}:11 DUPLICATE_PATH kosong: an empty path is only allowed on a top-level node (the root "/")`]);
    expect(check(`  - id: kurikulum-dan-bahan-ajar
    path: "kurikulum-&-bahan-ajar"
    parent: dashboard
    label: Kurikulum
    url: https://kurikulum.example.ac.id
`).model?.nodes['kurikulum-dan-bahan-ajar']?.path).toBe('/dashboard/kurikulum-&-bahan-ajar');
    expect(model).toBeUndefined();
  });

  it('[M6] rejects path segments with "/", "?", "#", "%" or spaces', () => {
    expect(check(`  - id: x
    path: a/b
    parent: dashboard
    label: X
    url: https://x.example.ac.id
`).lines[0]).toMatch(new RegExp(`^m.yaml:${line(2)}:11 INVALID_VALUE x: path: a path segment may hold`));
  });

  it('[M7] requires redirect to name an existing descendant', () => {
    expect(check(`  - id: grup
    parent: dashboard
    label: Grup
    redirect: katalgo
  - id: katalog
    parent: grup
    label: Katalog
    url: https://katalog.example.ac.id
  - id: lain
    parent: dashboard
    label: Lain
    redirect: katalog
`).lines).toEqual([
      `m.yaml:${line(4)}:15 BAD_REDIRECT grup: redirect target "katalgo" does not exist (did you mean katalog?)`,
      `m.yaml:${line(12)}:15 BAD_REDIRECT lain: redirect target "katalog" is not a descendant of "lain"`,
    ]);
  });

  it('[M7] lets the root "/" redirect anywhere but not to itself', () => {
    expect(check(`  - id: akar
    path: ""
    label: Akar
    redirect: akar
`, { name: 'm.yaml' }).lines).toContain(`m.yaml:${line(4)}:15 BAD_REDIRECT akar: a node cannot redirect to itself`);
  });

  it('[M8] requires exactly one behaviour and no children under url nodes', () => {
    expect(check(`  - id: kosong
    parent: dashboard
    label: Kosong
  - id: dua
    parent: dashboard
    label: Dua
    component: about
    url: https://x.example.ac.id
  - id: anak
    parent: dua
    label: Anak
    component: about
`).lines).toEqual([
      `m.yaml:${line(1)}:9 BEHAVIOUR kosong: a node needs exactly one of redirect, component or url`,
      `m.yaml:${line(4)}:9 BEHAVIOUR dua: has component and url; a node does exactly one of redirect, component or url`,
      `m.yaml:${line(8)}:10 BEHAVIOUR dua: a url node cannot have children (anak); make it a group with a redirect`,
    ]);
  });

  it('[M9] requires component, layout and icon to be registered in code', () => {
    expect(check(`  - id: halaman
    parent: dashboard
    label: Halaman
    component: kisi-kisih
    layout: sidbar
    icon: calender
`).lines).toEqual([
      `m.yaml:${line(4)}:16 UNKNOWN_NAME halaman: unknown page "kisi-kisih" (did you mean kisi-kisi?)`,
      `m.yaml:${line(5)}:13 UNKNOWN_NAME halaman: unknown layout "sidbar" (did you mean sidebar?)`,
      `m.yaml:${line(6)}:11 UNKNOWN_NAME halaman: unknown icon "calender" (did you mean calendar?)`,
    ]);
  });

  it('[M10] requires known placeholders and transforms, pointing at the placeholder', () => {
    expect(check(`  - id: researchgate
    parent: dashboard
    label: ResearchGate
    url: "{rg}/profile/<namaTanpaGelr:slugg>"
`).lines).toEqual([
      `m.yaml:${line(4)}:24 UNKNOWN_PLACEHOLDER researchgate: unknown placeholder <namaTanpaGelr> (did you mean namaTanpaGelar?)`,
      `m.yaml:${line(4)}:24 UNKNOWN_PLACEHOLDER researchgate: unknown transform "slugg" in <namaTanpaGelr:slugg> (did you mean slug?); known: slug, lower, upper`,
    ]);
  });

  it('[M10] rejects an unclosed placeholder', () => {
    expect(check(`  - id: x
    parent: dashboard
    label: X
    url: https://x.example.ac.id/?q=<nip
`).lines).toEqual([`m.yaml:${line(4)}:37 UNSAFE_URL x: placeholder is not closed with ">"`]);
  });

  it('[M11] sends tokens only to trusted systems', () => {
    expect(check(`  - id: tapm
    parent: dashboard
    label: TAPM
    url: "{kurikulum}/tapm?t=<idToken>"
  - id: bocor
    parent: dashboard
    label: Bocor
    url: "{rg}/x?t=<idToken>"
  - id: bocor-langsung
    parent: dashboard
    label: Bocor langsung
    url: https://evil.example.com/?t=<token>
`).lines).toEqual([
      `m.yaml:${line(8)}:20 TOKEN_TO_UNTRUSTED bocor: <idToken> is a token and may only go to a trusted system; system rg is not marked trusted: true`,
      `m.yaml:${line(12)}:38 TOKEN_TO_UNTRUSTED bocor-langsung: <token> is a token and may only go to a trusted system; the url names no {system}`,
    ]);
  });

  it.each([
    ['javascript:alert(1)', 'the javascript: protocol is not allowed; use https:'],
    [' JavaScript:alert(1)', 'the javascript: protocol is not allowed; use https:'],
    ['java\\nscript:alert(1)', 'the javascript: protocol is not allowed; use https:'],
    ['data:text/html,hi', 'the data: protocol is not allowed; use https:'],
    ['//evil.example.com/x', 'protocol-relative addresses are not allowed; write https://'],
    ['http://example.com/x', 'http: is allowed for localhost and 127.0.0.1 only; use https:'],
    ['https://<nip>.example.com/', 'placeholders may not stand in the scheme or host of an address'],
    ['/relative/path', 'not an absolute https:// address'],
  ])('[M12] rejects the unsafe url %j', (url, reason) => {
    const { lines } = check(`  - id: x
    parent: dashboard
    label: X
    url: "${url}"
`);
    expect(lines).toEqual([`m.yaml:${line(4)}:10 UNSAFE_URL x: ${reason}`]);
  });

  it('[M12] allows https and http on localhost', () => {
    expect(check(`  - id: x
    parent: dashboard
    label: X
    url: http://127.0.0.1:8080/x?nip=<nip>
  - id: y
    parent: dashboard
    label: Y
    url: HTTPS://Example.ac.id/<namaTanpaGelar:slug>
`).lines).toEqual([]);
  });

  it('[M12] checks system addresses too', () => {
    expect(check(`  - id: x
    parent: dashboard
    label: X
    url: "{jahat}/x"
`).lines).toEqual([`m.yaml:${line(4)}:10 UNKNOWN_SYSTEM x: unknown system {jahat}`]);
    const text = `portal: { id: t, title: T, home: l, login: l }
systems:
  jahat: { label: J, url: "javascript:alert(1)" }
  kueri: { label: K, url: "https://k.example.ac.id/?a=1" }
nodes:
  - { id: l, component: login, label: L }
`;
    expect(check(text, { alone: true }).lines).toEqual([
      'm.yaml:3:27 UNSAFE_URL system jahat: the javascript: protocol is not allowed; use https:',
      'm.yaml:4:27 UNSAFE_URL system kueri: a system address is a base without ?query or #fragment',
    ]);
  });

  it('[M13] requires {system} references to exist and to start the url', () => {
    expect(check(`  - id: x
    parent: dashboard
    label: X
    url: "{kurikulm}/x"
  - id: y
    parent: dashboard
    label: Y
    url: "https://a.example.ac.id/{rg}"
`).lines).toEqual([
      `m.yaml:${line(4)}:10 UNKNOWN_SYSTEM x: unknown system {kurikulm} (did you mean kurikulum?)`,
      `m.yaml:${line(8)}:35 UNSAFE_URL y: a {system} reference may only start the url`,
      `m.yaml:${line(8)}:38 UNSAFE_URL y: a {system} reference may only start the url`,
    ]);
  });

  it('[M14] requires known boolean session flags', () => {
    expect(check(`  - id: rpl
    parent: dashboard
    label: RPL
    requires: [statusAssesor]
    url: https://rpl.example.ac.id
`).lines).toEqual([
      `m.yaml:${line(4)}:16 UNKNOWN_FLAG rpl: unknown session flag "statusAssesor" (did you mean statusAsesor?); known: statusAsesor, accessLkam`,
    ]);
  });

  it('[M15] requires exactly one portal block whose home and login exist', () => {
    expect(check('nodes: []\n', { alone: true }).lines).toEqual([
      'm.yaml:1:1 PORTAL no file defines the portal block (portal: {id, title, home, login})',
    ]);
    const { issues } = loadManifest([
      { name: 'a.yaml', text: 'portal: { id: t, title: T, home: dasbor, login: l }\nnodes:\n  - { id: l, component: login, label: L }\n' },
      { name: 'b.yaml', text: 'portal: { id: t, title: T, home: l, login: l }\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'a.yaml:1:34 PORTAL portal.home: no node "dasbor"',
      'b.yaml:1:1 PORTAL portal is already defined at a.yaml:1:9',
    ]);
  });

  it('[W1] warns about unverified system addresses but still compiles', () => {
    const text = base.replace('systems:\n', 'systems:\n  baru:\n    label: Baru\n    url: https://baru.ut.ac.id\n    verified: false\n');
    const { issues, model } = loadManifest([{ name: 'm.yaml', text }]);
    expect(issues.map((i) => `${formatIssue(i)} (${i.severity})`)).toEqual([
      'm.yaml:9:10 UNVERIFIED_SYSTEM system baru: address https://baru.ut.ac.id is not verified yet; confirm it and remove "verified: false" (warning)',
    ]);
    expect(model).toBeDefined();
  });

  it('[W2] warns about nodes no click can reach', () => {
    const { issues, model } = check(`  - id: arsip
    parent: dashboard
    label: Arsip
    hidden: true
    redirect: lama
  - id: lama
    parent: arsip
    label: Lama
    url: https://lama.example.ac.id
  - id: tersembunyi
    parent: arsip
    label: Tersembunyi
    url: https://lama.example.ac.id
`);
    expect(issues.map(formatIssue)).toEqual([
      `m.yaml:${line(10)}:9 UNREACHABLE tersembunyi: not reachable from the menu: its ancestor "arsip" is hidden and no redirect leads here`,
    ]);
    expect(issues[0]?.severity).toBe('warning');
    expect(model).toBeDefined();
  });

  it('reports the problems of every file of a split manifest in one run', () => {
    const { issues } = loadManifest([
      { name: 'manifest/a.yaml', text: base },
      { name: 'manifest/b.yaml', text: 'nodes:\n  - id: x\n    parent: dashboard\n    label: X\n    url: "{rg}/<nipp>"\n' },
      { name: 'manifest/c.yaml', text: 'nodes:\n  - id: y\n    parent: nope\n    label: Y\n    component: about\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'manifest/b.yaml:5:16 UNKNOWN_PLACEHOLDER x: unknown placeholder <nipp> (did you mean nip?)',
      'manifest/c.yaml:3:13 UNKNOWN_PARENT y: parent "nope" does not exist',
    ]);
  });
});

describe('loadManifest edge cases', () => {
  it('[M15] reports a portal with no files instead of crashing', () => {
    expect(loadManifest([]).issues.map(formatIssue)).toEqual([
      '(no manifest files):1:1 PORTAL no file defines the portal block (portal: {id, title, home, login})',
    ]);
  });

  it('puts ordered siblings first and keeps file order for the rest', () => {
    const { model } = check(`  - { id: c, parent: dashboard, label: C, component: about }
  - { id: b, parent: dashboard, label: B, component: about, order: 2 }
  - { id: a, parent: dashboard, label: A, component: about }
  - { id: d, parent: dashboard, label: D, component: about, order: 1 }
`);
    expect(model?.nodes.dashboard?.children).toEqual(['d', 'b', 'c', 'a']);
  });
});

describe('loadManifest on YAML aliases', () => {
  it('[M1] reports an alias whose anchor is missing instead of crashing (found by the mutation test)', () => {
    expect(check('portal: *nothing\n', { alone: true }).lines).toEqual(['m.yaml:1:9 YAML_SYNTAX alias *nothing has no anchor &nothing before it']);
  });
});

describe('loadManifest on help, English text, windows and announcements', () => {
  it('[M2] accepts help without requires and checks the en block with suggestions', () => {
    const { lines, model } = check(`  - id: katalog
    parent: dashboard
    label: Katalog
    url: https://katalog.example.ac.id
    help: Hubungi bagian akademik.
    en:
      label: Catalogue
`);
    expect(lines).toEqual([]);
    expect(model?.nodes.katalog?.help).toBe('Hubungi bagian akademik.');
    expect(check(`  - id: katalog
    parent: dashboard
    label: Katalog
    url: https://katalog.example.ac.id
    help: ""
    en:
      lable: Catalogue
      title: ""
`).lines).toEqual([
      `m.yaml:${line(5)}:11 INVALID_VALUE katalog: help: Too small: expected string to have >=1 characters`,
      `m.yaml:${line(7)}:7 UNKNOWN_KEY katalog: unknown key "lable" (did you mean label?)`,
      `m.yaml:${line(8)}:14 INVALID_VALUE katalog: title: Too small: expected string to have >=1 characters`,
    ]);
  });

  it('[M2] checks the shape of announcements and of windows', () => {
    expect(check(`announcements:
  - id: info
    title: Info
    tone: loud
    windw: {from: 2026-12-01}
    window: {form: 2026-12-01}
`).lines).toEqual([
      `m.yaml:${line(2)}:5 MISSING_FIELD announcement info: missing required field "body"`,
      `m.yaml:${line(4)}:11 INVALID_VALUE announcement info: tone: Invalid option: expected one of "info"|"warning"`,
      `m.yaml:${line(5)}:5 UNKNOWN_KEY announcement info: unknown key "windw" (did you mean window?)`,
      `m.yaml:${line(6)}:14 UNKNOWN_KEY announcement info: unknown key "form" (did you mean from?)`,
    ]);
    expect(check('announcements: {id: x}\n').lines).toEqual([`m.yaml:${line(1)}:16 INVALID_VALUE announcements: expected array, received object`]);
  });

  it('[M16] reads unquoted dates as text, also under a %YAML 1.1 directive', () => {
    const text = `%YAML 1.1
---
${base}  - id: ujian
    parent: dashboard
    label: Ujian
    url: https://ujian.example.ac.id
    window:
      from: 2026-12-01
      until: 2026-12-20 17:00
`;
    const { lines, model } = check(text, { alone: true });
    expect(lines).toEqual([]);
    expect(model?.nodes.ujian?.window).toEqual({ from: Date.parse('2026-12-01T00:00:00+07:00'), until: Date.parse('2026-12-20T17:00:00+07:00') });
  });

  it('[M16] rejects bounds that are not Jakarta times, pointing at the bound', () => {
    expect(check(`  - id: ujian
    parent: dashboard
    label: Ujian
    url: https://ujian.example.ac.id
    window:
      from: 2026-02-30
      until: 20-12-2026
announcements:
  - id: info
    title: Info
    body: Teks
    window: {from: "2026-12-01 8:00"}
`).lines).toEqual([
      `m.yaml:${line(6)}:13 BAD_WINDOW ujian: window.from "2026-02-30" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)`,
      `m.yaml:${line(7)}:14 BAD_WINDOW ujian: window.until "20-12-2026" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)`,
      `m.yaml:${line(12)}:20 BAD_WINDOW announcement info: window.from "2026-12-01 8:00" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)`,
    ]);
  });

  it('[M16] rejects an empty window and one that closes before it opens', () => {
    expect(check(`  - id: kosong
    parent: dashboard
    label: Kosong
    url: https://x.example.ac.id
    window: {}
  - id: terbalik
    parent: dashboard
    label: Terbalik
    url: https://x.example.ac.id
    window:
      from: 2026-12-02
      until: 2026-12-01
  - id: sehari
    parent: dashboard
    label: Sehari
    url: https://x.example.ac.id
    window:
      from: 2026-12-01 08:00
      until: 2026-12-01
`).lines).toEqual([
      `m.yaml:${line(5)}:13 BAD_WINDOW kosong: a window needs from, until or both`,
      `m.yaml:${line(12)}:14 BAD_WINDOW terbalik: the window never opens: it starts 2 Dec 2026 00:00 WIB but ends 2 Dec 2026 00:00 WIB (until is exclusive; a date alone means the end of that day)`,
    ]);
  });

  it('[M16] keeps windows off the home and login nodes, the groups above them and redirect targets', () => {
    const text = base
      .replace('    layout: sidebar\n', '    layout: sidebar\n    window: {until: 2027-01-01}\n')
      .replace('    label: Login\n', '    label: Login\n    window: {from: 2026-01-01}\n');
    expect(check(text, { alone: true }).lines).toEqual([
      'm.yaml:17:15 BAD_WINDOW home: redirect target "dashboard" has a time window; redirect to an item that is always there',
      'm.yaml:24:5 BAD_WINDOW login: cannot have a window: it is the portal\'s login node, which must always be there',
      'm.yaml:28:5 BAD_WINDOW dashboard: cannot have a window: it is the portal\'s home node, which must always be there',
    ]);
    expect(check(`  - id: ujian
    parent: dashboard
    label: Ujian
    redirect: jadwal
  - id: jadwal
    parent: ujian
    label: Jadwal
    url: https://x.example.ac.id
    window: {from: 2026-12-01}
  - id: arsip
    parent: dashboard
    label: Arsip
    window: {from: 2026-12-01}
    redirect: lama
  - id: periode
    parent: arsip
    label: Periode
    window: {from: 2026-12-01}
    redirect: lama
  - id: lama
    parent: periode
    label: Lama
    url: https://x.example.ac.id
`).lines).toEqual([
      `m.yaml:${line(4)}:15 BAD_WINDOW ujian: redirect target "jadwal" has a time window; redirect to an item that is always there`,
      `m.yaml:${line(14)}:15 BAD_WINDOW arsip: redirect target "lama" lies below "periode", which has a time window; redirect to an item that is always there`,
    ]);
    // A group that carries the window itself, over children without one, is fine.
    expect(check(`  - id: ujian
    parent: dashboard
    label: Ujian
    window: {from: 2026-12-01, until: 2026-12-20}
    redirect: jadwal
  - id: jadwal
    parent: ujian
    label: Jadwal
    url: https://x.example.ac.id
  - id: susulan
    parent: ujian
    label: Susulan
    url: https://x.example.ac.id
    window: {from: 2026-12-10}
`).lines).toEqual([]);
  });

  it('[W3] warns about a window that has ended, judged against the injected time', () => {
    const text = `  - id: uas
    parent: dashboard
    label: UAS
    url: https://x.example.ac.id
    window: {from: 2026-11-01, until: 2026-11-20}
announcements:
  - id: libur
    title: Libur
    body: Kantor tutup.
    window: {until: "2026-11-21 00:00"}
`;
    const { issues, model } = check(text);
    expect(issues.map((i) => `${formatIssue(i)} (${i.severity})`)).toEqual([
      `m.yaml:${line(5)}:39 WINDOW_ENDED uas: the window ended 21 Nov 2026 00:00 WIB; remove the item (or its window) (warning)`,
      `m.yaml:${line(10)}:21 WINDOW_ENDED announcement libur: the window ended 21 Nov 2026 00:00 WIB; remove the announcement (warning)`,
    ]);
    expect(model).toBeDefined();
    // One minute earlier both windows were still open (until is exclusive).
    expect(check(text, { now: Date.parse('2026-11-20T23:59:00+07:00') }).lines).toEqual([]);
  });

  it('[M3] rejects duplicate announcement ids, also across files', () => {
    const { issues } = loadManifest([
      { name: 'a.yaml', text: `${base}announcements:\n  - {id: info, title: A, body: A}\n` },
      { name: 'b.yaml', text: 'announcements:\n  - id: info\n    title: B\n    body: B\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual([`b.yaml:2:9 DUPLICATE_ID announcement "info" already defined at a.yaml:${line(2)}:10`]);
    // Announcements have their own names: one may share an id with a node.
    expect(check('announcements:\n  - {id: dashboard, title: A, body: A}\n').lines).toEqual([]);
  });

  it('[M14] requires known session flags in an announcement audience', () => {
    expect(check(`announcements:
  - id: asesor
    title: Asesor
    body: Untuk asesor.
    requires: [statusAsesor, accesLkam]
`).lines).toEqual([
      `m.yaml:${line(5)}:30 UNKNOWN_FLAG announcement asesor: unknown session flag "accesLkam" (did you mean accessLkam?); known: statusAsesor, accessLkam`,
    ]);
  });

  it('[M17] requires an announcement link to name a node, with a suggestion', () => {
    expect(check(`announcements:
  - id: info
    title: Info
    body: Teks
    link: dashbord
  - id: lain
    title: Lain
    body: Teks
    link: dashboard
`).lines).toEqual([`m.yaml:${line(5)}:11 UNKNOWN_LINK announcement info: link "dashbord" does not exist (did you mean dashboard?)`]);
  });
});
