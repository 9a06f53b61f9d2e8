// M16 of docs/manifest-rules.md (src/model/manifest/rules/m16-valid-windows.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { base, check, checkBeside, line } from '../../../support/manifest.ts';

describe('M16 m16ValidWindows', () => {
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
    expect(model?.nodes.ujian?.window).toEqual({
      from: Date.parse('2026-12-01T00:00:00+07:00'),
      until: Date.parse('2026-12-20T17:00:00+07:00'),
    });
  });

  it('[M16] rejects bounds that are not Jakarta times, pointing at the bound', () => {
    expect(
      check(`  - id: ujian
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
`).lines,
    ).toEqual([
      `m.yaml:${line(6)}:13 BAD_WINDOW ujian: window.from "2026-02-30" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)`,
      `m.yaml:${line(7)}:14 BAD_WINDOW ujian: window.until "20-12-2026" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)`,
      `m.yaml:${line(12)}:20 BAD_WINDOW announcement info: window.from "2026-12-01 8:00" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)`,
    ]);
  });

  it('[M16] rejects an empty window and one that closes before it opens', () => {
    expect(
      check(`  - id: kosong
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
`).lines,
    ).toEqual([
      `m.yaml:${line(5)}:13 BAD_WINDOW kosong: a window needs from, until or both`,
      `m.yaml:${line(12)}:14 BAD_WINDOW terbalik: the window never opens: it starts 2 Dec 2026 00:00 WIB but ends 2 Dec 2026 00:00 WIB (until is exclusive; a date alone means the end of that day)`,
    ]);
  });

  it('[M16] keeps windows off the home and login nodes, the groups above them and redirect targets', () => {
    const text = base
      .replace('    layout: sidebar\n', '    layout: sidebar\n    window: {until: 2027-01-01}\n')
      .replace('    label: Login\n', '    label: Login\n    window: {from: 2026-01-01}\n');
    expect(check(text, { alone: true }).lines).toEqual([
      'm.yaml:21:15 BAD_WINDOW home: redirect target "dashboard" has a time window; redirect to an item that is always there',
      "m.yaml:28:5 BAD_WINDOW login: cannot have a window: it is the portal's login node, which must always be there",
      "m.yaml:32:5 BAD_WINDOW dashboard: cannot have a window: it is the portal's home node, which must always be there",
    ]);
    expect(
      check(`  - id: ujian
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
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:15 BAD_WINDOW ujian: redirect target "jadwal" has a time window; redirect to an item that is always there`,
      `m.yaml:${line(14)}:15 BAD_WINDOW arsip: redirect target "lama" lies below "periode", which has a time window; redirect to an item that is always there`,
    ]);
    // A group that carries the window itself, over children without one, is fine.
    expect(
      check(`  - id: ujian
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
`).lines,
    ).toEqual([]);
  });

  it('[M16] checks maintenance windows the same way, naming the system and the window', () => {
    expect(
      checkBeside(`systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    maintenance:
      - from: 2026-12-05 22:00
        until: 2026-12-06 04:00
        message: Pemeliharaan server.
      - from: 2026-12-5 22:00
        until: 2026-12-06 24:00
        message: Tanggal salah.
      - from: 2026-12-07 22:00
        until: 2026-12-07 21:00
        message: Terbalik.
    source: https://elearning.ut.ac.id/tentang
`).lines,
    ).toEqual([
      'm.yaml:9:15 BAD_WINDOW system tuton maintenance #2: from "2026-12-5 22:00" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)',
      'm.yaml:10:16 BAD_WINDOW system tuton maintenance #2: until "2026-12-06 24:00" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)',
      'm.yaml:13:16 BAD_WINDOW system tuton maintenance #3: the window never opens: it starts 7 Dec 2026 22:00 WIB but ends 7 Dec 2026 21:00 WIB (until is exclusive; a date alone means the end of that day)',
    ]);
  });
});
