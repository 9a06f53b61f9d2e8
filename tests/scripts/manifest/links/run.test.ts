import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPortal } from '../../../../scripts/manifest/files.ts';
import { defaultProbeOptions, type Exchange } from '../../../../scripts/manifest/links/probe.ts';
import { runLinkCheck } from '../../../../scripts/manifest/links/run.ts';
import { lookup, noNetwork, startServers } from '../../../support/link-servers.ts';

const fixture = join(import.meta.dirname, '../../../fixtures/link-check/portal-links');
const dir = relative(process.cwd(), fixture);

let servers: Awaited<ReturnType<typeof startServers>>;
beforeAll(async () => {
  servers = await startServers();
});
afterAll(() => servers.close());

/** A portal whose systems are the local servers' answers. */
const localPortal = (systems: Record<string, string>) => ({
  portal: 'lokal',
  files: [
    {
      name: 'manifest/lokal/portal.yaml',
      text: `portal: { id: lokal, title: Lokal, home: beranda, login: masuk, institution: { name: L, shortName: L, account: A, provider: P, help: "https://l.example" } }
nodes:
  - { id: masuk, label: Masuk, access: guest, component: login, hidden: true }
  - { id: beranda, label: Beranda, component: dashboard-home, layout: sidebar }
  - { id: hilang, parent: beranda, label: Hilang, url: "{satu}/missing" }
`,
    },
    {
      name: 'manifest/lokal/systems.yaml',
      text: `systems:\n${Object.entries(systems)
        // Every system but tiga has an owner, a review date and a source.
        .map(
          ([name, url]) =>
            `  ${name}:\n    label: ${name}\n    url: ${url}\n${name === 'tiga' ? '' : '    owner: Pusat Komputer\n    reviewed: 2026-11-01\n    source: https://kampus.example.ac.id/panduan\n'}`,
        )
        .join('')}`,
    },
  ],
});

describe('npm run manifest:links', () => {
  it('reports every address unreachable with its reason when there is no network, and exits 1', async () => {
    let started = 0;
    const run = await runLinkCheck(
      [{ portal: 'tautan', files: readPortal(fixture) }],
      'human',
      { ...defaultProbeOptions, lookup: noNetwork },
      (n) => {
        started = n;
      },
    );
    expect(started).toBe(12);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    const summary = lines.indexOf('12 addresses (written in 14 places) of tautan:');
    expect(summary).toBe(15);
    expect(lines[0]).toBe(
      `${dir}/portal.yaml:26:10 akademik (jadwal) https://akademik.example.ac.id/jadwal → DNS failure (getaddrinfo EAI_AGAIN akademik.example.ac.id)`,
    );
    expect(lines.slice(summary - 1, summary + 3)).toEqual(['', '12 addresses (written in 14 places) of tautan:', '  DNS failure  12', '']);
    // Then the systems nobody answers for yet: the fixture names no owner, review date or source.
    expect(lines[summary + 3]).toMatch(/^\d+ systems without an owner, a review date or a source/);
    expect(lines[summary + 4]).toBe(`  ${dir}/systems.yaml:3:3 akademik: no owner, no reviewed date, no source`);
  });

  it('prints the place of each broken or redirected address, and exits 1 only for a broken one', async () => {
    const options = { ...defaultProbeOptions, deadlineMs: 2_000, lookup };
    const broken = await runLinkCheck(
      [localPortal({ satu: servers.url('/ok'), dua: servers.url('/moved'), tiga: servers.url('/broken') })],
      'human',
      options,
    );
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe(
      [
        `manifest/lokal/portal.yaml:5:56 satu (hilang) ${servers.url('/ok/missing')} → client error: 404 Not Found`,
        `manifest/lokal/systems.yaml:10:10 dua ${servers.url('/moved')} → redirected elsewhere: ends at ${servers.localhost('/new')} (200 OK)`,
        `manifest/lokal/systems.yaml:16:10 tiga ${servers.url('/broken')} → server error: 500 Internal Server Error`,
        '',
        '4 addresses (written in 4 places) of lokal:',
        '  ok                    1',
        '  redirected elsewhere  1',
        '  client error (4xx)    1',
        '  server error (5xx)    1',
        '',
        '1 system without an owner, a review date or a source (docs/manifest.md, "Owners and review dates", "Sources"):',
        '  manifest/lokal/systems.yaml:14:3 tiga: no owner, no reviewed date, no source',
      ].join('\n'),
    );

    const github = await runLinkCheck([localPortal({ satu: servers.url('/ok'), dua: servers.url('/moved') })], 'github', options);
    expect(github.code).toBe(1);
    expect(github.stdout.split('\n').slice(0, 2)).toEqual([
      `::error file=manifest/lokal/portal.yaml,line=5,col=56,title=link%3A client error (4xx)::satu (hilang) ${servers.url('/ok/missing')} → client error: 404 Not Found`,
      `::warning file=manifest/lokal/systems.yaml,line=10,col=10,title=link%3A redirected elsewhere::dua ${servers.url('/moved')} → redirected elsewhere: ends at ${servers.localhost('/new')} (200 OK)`,
    ]);

    // The item's own address answers too: only a redirect elsewhere is left, which is not broken.
    const redirectedOnly = await runLinkCheck(
      [localPortal({ satu: servers.url('/head-405'), dua: servers.url('/moved') })].map((p) => ({
        ...p,
        files: p.files.map((f) => ({ ...f, text: f.text.replace('{satu}/missing', '{satu}') })),
      })),
      'json',
      options,
    );
    expect(redirectedOnly.code).toBe(0);
    expect(JSON.parse(redirectedOnly.stdout).summary).toEqual({ ok: 1, redirected: 1 });
  });

  it('asks nothing when the manifest has errors: they are printed as by manifest:check, exit 1', async () => {
    const exchange: Exchange = () => {
      throw new Error('asked the network');
    };
    const portal = localPortal({ satu: servers.url('/ok') });
    portal.files[0]!.text += '  - { id: salah, parent: beranda, label: Salah, url: "{satu}/<nipp>" }\n';
    const run = await runLinkCheck([portal], 'github', { ...defaultProbeOptions, exchange });
    expect(run).toEqual({
      code: 1,
      stdout: expect.stringMatching(
        /^::error file=manifest\/lokal\/portal\.yaml,line=6,col=\d+,title=UNKNOWN_PLACEHOLDER::salah: unknown placeholder <nipp>/,
      ),
      stderr: 'manifest:links: the manifest has errors (lokal); fix them first (npm run manifest:check), then check its addresses',
    });
  });

  // Only arguments the command refuses before it asks anything: the tests never ask real addresses.
  it('explains a bad argument or an unknown portal (exit 2)', () => {
    const cli = (...args: string[]) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/manifest/links.ts', ...args], { encoding: 'utf8' });
      return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
    };
    expect(cli('--format', 'xml')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^manifest:links: unknown --format xml; use human, github or json\nusage:/),
    });
    expect(cli('--portal', 'nope')).toMatchObject({
      code: 2,
      err: expect.stringMatching(
        /^manifest:links: --portal nope: unknown portal "nope": manifest\/nope\/ does not exist\. Portals: [^\n]*dosen/,
      ),
    });
    expect(cli('--bogus')).toMatchObject({ code: 2, err: expect.stringMatching(/^manifest:links: Unknown option '--bogus'/) });
    expect(cli('--help')).toMatchObject({ code: 0, out: expect.stringMatching(/^usage: npm run manifest:links/) });
  }, 30_000);
});
