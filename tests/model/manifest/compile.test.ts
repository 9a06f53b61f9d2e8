import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/model/manifest/compile.ts';
import { parseFile } from '../../../src/model/manifest/parse.ts';
import { readFiles } from '../../../src/model/manifest/read.ts';
import { base, baseWithStatus, check, checkBeside } from '../../support/manifest.ts';

const wib = (text: string) => Date.parse(`${text}+07:00`);

describe('compile: help, English text, windows and announcements', () => {
  const { lines, model } = check(`  - id: rpl
    parent: dashboard
    label: Asesmen RPL
    url: https://rpl.example.ac.id
    requires: [statusAsesor]
    help: Hubungi pengelola RPL.
    en:
      label: RPL Assessment
      help: Contact the RPL coordinator.
  - id: uas
    parent: dashboard
    label: Pemeriksaan UAS
    url: https://ujian.example.ac.id
    window:
      from: 2026-12-01 08:00
      until: 2026-12-20
  - id: susulan
    parent: dashboard
    label: Ujian Susulan
    url: https://ujian.example.ac.id
    window: {until: 2027-01-10T12:30}
announcements:
  - id: fitur-baru
    title: Baru
    body: Ada pencarian.
    en: {title: New}
  - id: uas
    title: UAS
    body: Pemeriksaan dibuka.
    tone: warning
    requires: [statusAsesor]
    window: {from: 2026-12-01}
    link: uas
`);

  it('compiles without issues', () => expect(lines).toEqual([]));

  it('keeps help and only the English fields that are written', () => {
    expect(model?.nodes.rpl).toMatchObject({
      help: 'Hubungi pengelola RPL.',
      en: { label: 'RPL Assessment', help: 'Contact the RPL coordinator.' },
    });
    expect(Object.keys(model!.nodes.rpl!.en!)).toEqual(['label', 'help']);
    expect(model?.nodes.uas).not.toHaveProperty('help');
    expect(model?.nodes.uas).not.toHaveProperty('en');
  });

  it('turns window bounds into epoch milliseconds of Jakarta time', () => {
    expect(model?.nodes.uas?.window).toEqual({ from: wib('2026-12-01T08:00:00'), until: wib('2026-12-21T00:00:00') });
    expect(model?.nodes.susulan?.window).toEqual({ until: wib('2027-01-10T12:30:00') });
    expect(model?.nodes.rpl).not.toHaveProperty('window');
  });

  it('fills announcements in file order with defaults for tone and audience', () => {
    expect(model?.announcements).toEqual([
      { id: 'fitur-baru', title: 'Baru', body: 'Ada pencarian.', tone: 'info', requires: [], en: { title: 'New' } },
      {
        id: 'uas',
        title: 'UAS',
        body: 'Pemeriksaan dibuka.',
        tone: 'warning',
        requires: ['statusAsesor'],
        window: { from: wib('2026-12-01T00:00:00') },
        link: 'uas',
      },
    ]);
  });

  it('is plain JSON: nothing is lost in the bundle', () => {
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it('has no announcements when the manifest has none', () => {
    expect(check('').model?.announcements).toEqual([]);
  });
});

describe('compile: a group narrows the windows of everything below it', () => {
  const { lines, model } = check(`  - id: ujian
    parent: dashboard
    label: Ujian
    redirect: jadwal
    window: {from: 2026-12-01, until: 2026-12-31}
  - id: uas
    parent: ujian
    label: Pemeriksaan UAS
    url: https://ujian.example.ac.id
    window: {from: 2026-11-01, until: 2026-12-20}
  - id: jadwal
    parent: ujian
    label: Jadwal
    url: https://ujian.example.ac.id/jadwal
`);

  it('gives each item the window inside its own and its groups', () => {
    expect(lines).toEqual([]);
    expect(model?.nodes.uas?.window).toEqual({ from: wib('2026-12-01T00:00:00'), until: wib('2026-12-21T00:00:00') });
    expect(model?.nodes.jadwal?.window).toEqual({ from: wib('2026-12-01T00:00:00'), until: wib('2027-01-01T00:00:00') });
    expect(model?.nodes.dashboard).not.toHaveProperty('window');
  });
});

describe('compile: planned maintenance, monitors and the status source', () => {
  const systems = `systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    source: https://elearning.ut.ac.id/tentang
    monitor: E-Learning UT
    maintenance:
      - from: 2026-12-12
        until: 2026-12-12
        message: Pemeliharaan sepanjang hari.
      - from: 2026-12-05 22:00
        until: 2026-12-06 04:00
        message: Tuton tidak dapat diakses selama pemeliharaan server.
        en: Tuton is unavailable during server maintenance.
  tuweb:
    label: Tuweb
    url: https://tuweb.ut.ac.id/
    source: https://tuweb.ut.ac.id/tentang
    maintenance: []
`;
  const { lines, model } = checkBeside(systems, { portal: baseWithStatus.replace('url: /status-feed', 'url: /status-feed/') });

  it('compiles without issues', () => expect(lines).toEqual([]));

  it('gives a system its maintenance windows in time order, in epoch ms of Jakarta time, and its monitor', () => {
    expect(model?.systems.tuton).toEqual({
      label: 'Tuton',
      url: 'https://elearning.ut.ac.id',
      trusted: false,
      maintenance: [
        {
          from: wib('2026-12-05T22:00:00'),
          until: wib('2026-12-06T04:00:00'),
          message: 'Tuton tidak dapat diakses selama pemeliharaan server.',
          en: 'Tuton is unavailable during server maintenance.',
        },
        // A date alone: from its start to the end of that day.
        { from: wib('2026-12-12T00:00:00'), until: wib('2026-12-13T00:00:00'), message: 'Pemeliharaan sepanjang hari.' },
      ],
      monitor: 'E-Learning UT',
    });
  });

  it('leaves maintenance and monitor out of a system without them (an empty list is none)', () => {
    expect(model?.systems.tuweb).toEqual({ label: 'Tuweb', url: 'https://tuweb.ut.ac.id', trusted: false });
    expect(Object.keys(model!.systems.tuweb!)).toEqual(['label', 'url', 'trusted']);
  });

  it('keeps the status source in the portal block, its url without a trailing slash', () => {
    expect(model?.portal.status).toEqual({ provider: 'uptime-kuma', url: '/status-feed', slug: 'layanan-ut' });
    expect(check('').model?.portal).not.toHaveProperty('status');
    expect(
      check(baseWithStatus.replace('url: /status-feed', 'url: https://status.example.ac.id/'), { alone: true }).model?.portal.status,
    ).toEqual({ provider: 'uptime-kuma', url: 'https://status.example.ac.id', slug: 'layanan-ut' });
  });

  it('is plain JSON: nothing is lost in the bundle', () => {
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});

describe('compile: names outside the vocabulary', () => {
  // validate() reports them (M9, M14) and loadManifest() then does not compile; compile() on its
  // own still refuses to type one, so an unknown flag can never be dropped from `requires`.
  it.each([
    ['component: dashbord-home', '"dashbord-home"'],
    ['url: https://x.example.ac.id\n    requires: [statusAsesr]', '"statusAsesr"'],
  ])('throws for %s', (field, name) => {
    const text = `${base}  - id: x\n    parent: dashboard\n    label: X\n    ${field}\n`;
    const { read } = readFiles([parseFile({ name: 'm.yaml', text }).parsed]);
    expect(() => compile(read)).toThrow(`${name} is not in the vocabulary`);
  });
});

describe('compile: whether sign-in asks for the calendar token', () => {
  const calendarLink = `  - id: jadwal
    parent: dashboard
    label: Jadwal
    url: "{kurikulum}/jadwal?t=<token2>"
`;

  it('asks when the dashboard shows the agenda or a link carries <token2>, else not', () => {
    expect(check('').model!.portal.calendar).toBeUndefined();
    expect(
      check(base.replace('  login: login\n', '  login: login\n  agenda: false\n'), { alone: true }).model!.portal.calendar,
    ).toBeUndefined();
    expect(check(base.replace('  login: login\n', '  login: login\n  agenda: true\n'), { alone: true }).model!.portal.calendar).toBe(true);
    expect(check(calendarLink).model!.portal.calendar).toBe(true);
  });
});
