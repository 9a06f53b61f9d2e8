// M2 of docs/manifest-rules.md (src/model/manifest/read.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { base, baseWithStatus, check, checkBeside, line } from '../../../support/manifest.ts';

describe('M2 the shape of schema/manifest.ts (readFiles in src/model/manifest/read.ts)', () => {
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

  it('[M2] wants the institution a portal belongs to, naming the missing field, and checks its help address', () => {
    expect(check(base.replace(/^ {2}institution: .*\n/m, ''), { alone: true }).lines).toEqual([
      'm.yaml:2:3 MISSING_FIELD portal: missing required field "institution"',
    ]);
    expect(check(base.replace('{name: Institut Uji, ', '{'), { alone: true }).lines).toEqual([
      'm.yaml:6:16 MISSING_FIELD portal: missing required field "institution.name"',
    ]);
    expect(check(base.replace('help: https://bantuan.uji.example', 'help: bantuan@uji'), { alone: true }).lines).toEqual([
      'm.yaml:6:100 INVALID_VALUE portal: help: write an https:// address (http only for localhost), a mailto: address or a tel: number',
    ]);
    const { lines, model } = check(
      base.replace(
        'help: https://bantuan.uji.example}',
        'help: "tel:+62 21 1500"}\n  language: en\n  agenda: true\n  searchExamples: [Lab]',
      ),
      { alone: true },
    );
    expect(lines).toEqual([]);
    expect(model?.portal).toMatchObject({
      language: 'en',
      agenda: true,
      searchExamples: ['Lab'],
      institution: { help: 'tel:+62 21 1500' },
    });
  });

  it('[M2] reports an unknown top-level key', () => {
    expect(check('extra: 1\n').lines).toEqual([`m.yaml:${line(1)}:1 UNKNOWN_KEY unknown key "extra"`]);
  });

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
    expect(
      check(`  - id: katalog
    parent: dashboard
    label: Katalog
    url: https://katalog.example.ac.id
    help: ""
    en:
      lable: Catalogue
      title: ""
`).lines,
    ).toEqual([
      `m.yaml:${line(5)}:11 INVALID_VALUE katalog: help: Too small: expected string to have >=1 characters`,
      `m.yaml:${line(7)}:7 UNKNOWN_KEY katalog: unknown key "lable" (did you mean label?)`,
      `m.yaml:${line(8)}:14 INVALID_VALUE katalog: title: Too small: expected string to have >=1 characters`,
    ]);
  });

  it('[M2] checks the shape of announcements and of windows', () => {
    expect(
      check(`announcements:
  - id: info
    title: Info
    tone: loud
    windw: {from: 2026-12-01}
    window: {form: 2026-12-01}
`).lines,
    ).toEqual([
      `m.yaml:${line(2)}:5 MISSING_FIELD announcement info: missing required field "body"`,
      `m.yaml:${line(4)}:11 INVALID_VALUE announcement info: tone: Invalid option: expected one of "info"|"warning"`,
      `m.yaml:${line(5)}:5 UNKNOWN_KEY announcement info: unknown key "windw" (did you mean window?)`,
      `m.yaml:${line(6)}:14 UNKNOWN_KEY announcement info: unknown key "form" (did you mean from?)`,
    ]);
    expect(check('announcements: {id: x}\n').lines).toEqual([
      `m.yaml:${line(1)}:16 INVALID_VALUE announcements: expected array, received object`,
    ]);
  });

  it('[M2] checks the shape of maintenance windows, monitors and the status block, unknown keys at the key', () => {
    const portal = baseWithStatus
      .replace('provider: uptime-kuma', 'provider: uptime-robot')
      .replace('    url: /status-feed\n', '    url: /status-feed\n    sluq: x\n')
      .replace('slug: layanan-ut', 'slug: Layanan_UT');
    expect(
      checkBeside(
        `systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    monitor: ""
    maintenance:
      - form: 2026-12-05 22:00
        until: 2026-12-06 04:00
        message: Pemeliharaan.
      - from: 2026-12-07 22:00
        until: 2026-12-08 04:00
        message: ""
        english: Maintenance.
      - until: 2026-12-09
  tuweb:
    label: Tuweb
    url: https://tuweb.ut.ac.id
    maintenance: {from: 2026-12-05}
`,
        { portal },
      ).lines,
    ).toEqual([
      'base.yaml:7:15 INVALID_VALUE portal: provider: expected "uptime-kuma"',
      'base.yaml:9:5 UNKNOWN_KEY portal: unknown key "sluq" (did you mean slug?)',
      'base.yaml:10:11 INVALID_VALUE portal: slug: the status page slug holds lowercase letters, digits and hyphens only',
      'm.yaml:5:14 INVALID_VALUE system tuton: monitor: Too small: expected string to have >=1 characters',
      'm.yaml:7:9 MISSING_FIELD system tuton: missing required field "maintenance[0].from"',
      'm.yaml:7:9 UNKNOWN_KEY system tuton: unknown key "form" (did you mean from?)',
      'm.yaml:12:18 INVALID_VALUE system tuton: message: Too small: expected string to have >=1 characters',
      'm.yaml:13:9 UNKNOWN_KEY system tuton: unknown key "english"',
      'm.yaml:14:9 MISSING_FIELD system tuton: missing required field "maintenance[2].from"',
      'm.yaml:14:9 MISSING_FIELD system tuton: missing required field "maintenance[2].message"',
      'm.yaml:18:18 INVALID_VALUE system tuweb: maintenance: expected array, received object',
    ]);
  });

  it("[M2] wants a system's source to be the https:// address of a public page", () => {
    const system = (source: string) => `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n    source: ${source}\n`;
    for (const bad of [
      'http://pustaka.example.ac.id/panduan',
      'pustaka.example.ac.id/panduan',
      '"https://"',
      'https://user@pustaka.example.ac.id/x',
      '"https://pustaka.example.ac.id/a b"',
    ]) {
      expect(checkBeside(system(bad)).lines, bad).toEqual([
        "m.yaml:5:13 INVALID_VALUE system tuton: source: write the https:// address of a public page that shows the system's address",
      ]);
    }
    for (const good of [
      'https://pustaka.example.ac.id',
      'https://pustaka.example.ac.id/publikasi/page196.html',
      'https://id.example.com/document/1?x=1#p2',
    ]) {
      expect(checkBeside(system(good)).lines, good).toEqual([]);
    }
  });

  it('[M2] a monitor is its id (a whole number over 0) or its name: anything else says so', () => {
    const system = (monitor: string) =>
      `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n    monitor: ${monitor}\n    source: https://pustaka.example.ac.id/tuton\n`;
    expect(checkBeside(system('4'), { portal: baseWithStatus }).lines).toEqual([]);
    expect(checkBeside(system('"4"'), { portal: baseWithStatus }).lines).toEqual([]);
    expect(checkBeside(system('E-Learning UT'), { portal: baseWithStatus }).lines).toEqual([]);
    for (const wrong of ['2.5', '[4]', '{id: 4}', 'true'])
      expect(checkBeside(system(wrong), { portal: baseWithStatus }).lines, wrong).toEqual([
        "m.yaml:5:14 INVALID_VALUE system tuton: monitor: write the monitor's id (a whole number) or its exact name",
      ]);
    expect(checkBeside(system('0'), { portal: baseWithStatus }).lines).toEqual([
      'm.yaml:5:14 INVALID_VALUE system tuton: monitor: Too small: expected number to be >0',
    ]);
  });
});
