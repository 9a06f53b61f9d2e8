// npm run manifest:monitors (scripts/manifest/links/monitors.ts): the manifest's monitors against a live
// status page, asked over HTTP on 127.0.0.1 — a server that answers the captured answers of Uptime
// Kuma 2.5.3 as they are, and the dev stand-in behind a proxy that plays the portal's nginx.
import { spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatusPage, type StatusPage } from '../../../../scripts/dev/services/status-page.ts';
import { readPortal } from '../../../../scripts/manifest/files.ts';
import { runMonitorCheck } from '../../../../scripts/manifest/links/monitors.ts';
import { captured } from '../../../support/uptime-kuma.ts';

const listen = async (server: Server) => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** The captured answers, as Uptime Kuma sent them, for the slug layanan-ut; its 404 for any other. */
const capturedServer = createServer((req, res) => {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  if (req.url === '/api/status-page/layanan-ut') return json(200, captured('status-page'));
  if (req.url === '/api/status-page/heartbeat/layanan-ut') return json(200, captured('heartbeat'));
  if (req.url?.startsWith('/api/status-page/heartbeat/')) return json(200, { heartbeatList: {}, uptimeList: {} });
  if (req.url?.startsWith('/api/status-page/')) return json(404, { status: 'fail', msg: 'Status Page Not Found' });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><title>Uptime Kuma</title>');
});

let standIn: StatusPage;
/** The portal's web server: /status-feed/api/status-page/… passed on to the stand-in, as deploy/nginx.conf.template does. */
const portalServer = createServer((req, res) => {
  const prefix = '/status-feed/api/status-page/';
  if (!req.url?.startsWith(prefix)) return void res.writeHead(404).end();
  const upstream = request(`${standIn.url}/api/status-page/${req.url.slice(prefix.length)}`, (answer) => {
    res.writeHead(answer.statusCode!, answer.headers);
    answer.pipe(res);
  });
  upstream.end();
});

let capturedUrl: string;
let portalOrigin: string;
beforeAll(async () => {
  capturedUrl = await listen(capturedServer);
  standIn = await startStatusPage({ slugs: ['kampus'] });
  portalOrigin = await listen(portalServer);
});
afterAll(async () => {
  await Promise.all([close(capturedServer), close(portalServer), standIn.close()]);
});

/** A portal reading the status page at `url`, slug `slug`, whose systems name these monitors (systems.yaml: the n-th on line 2 + 3n). */
const portalNaming = (url: string, slug: string, monitors: (string | number)[]) => ({
  portal: 'lokal',
  files: [
    {
      name: 'manifest/lokal/portal.yaml',
      text: `portal:
  id: lokal
  title: Lokal
  home: beranda
  login: masuk
  institution: { name: L, shortName: L, account: A, provider: P, help: "https://l.example" }
  status: { provider: uptime-kuma, url: "${url}", slug: ${slug} }
nodes:
  - { id: masuk, label: Masuk, access: guest, component: login, hidden: true }
  - { id: beranda, label: Beranda, component: dashboard-home, layout: sidebar }
`,
    },
    {
      name: 'manifest/lokal/systems.yaml',
      text: `systems:\n${monitors.map((m, i) => `  s${i}:\n    url: https://s${i}.example\n    monitor: ${typeof m === 'number' ? m : JSON.stringify(m)}\n`).join('')}`.replace(
        /( {2}s\d+:\n)/g,
        '$1    label: S\n',
      ),
    },
  ],
});

describe('manifest:monitors against the captured page of Uptime Kuma 2.5.3', () => {
  it('lists by file:line every system whose monitor is not on the page, each name several monitors share, and the monitors no system names', async () => {
    const run = await runMonitorCheck(
      [portalNaming(capturedUrl, 'layanan-ut', ['Sistem Akademik', 'karil', 'E-Learning', 9, 'Dup', 4])],
      new Map(),
      'human',
    );
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      'manifest/lokal/portal.yaml:7:73 layanan-ut: monitor 2 "E-Learning UT" is named by no system',
      'manifest/lokal/portal.yaml:7:73 layanan-ut: monitor 3 "Karil" is named by no system',
      'manifest/lokal/systems.yaml:9:14 s1: monitor "karil" is not on the status page (the page writes it "Karil"; names are exact); the portal shows nothing for it',
      'manifest/lokal/systems.yaml:13:14 s2: monitor "E-Learning" is not on the status page (did you mean "E-Learning UT"?); the portal shows nothing for it',
      'manifest/lokal/systems.yaml:17:14 s3: monitor 9 is not on the status page; the portal shows nothing for it',
      'manifest/lokal/systems.yaml:21:14 s4: monitor "Dup" is the name of 2 monitors on the status page (ids 5, 6); the portal shows the worse of them: write the id of the one that watches it',
      '',
      `lokal: status page layanan-ut at ${capturedUrl}: 6 monitors, 3 systems naming one it does not have, 1 name shared by several, 2 named by no system`,
    ]);
  });

  it('all found: exit 0; the monitors no system names are notices in CI, a shared name a warning', async () => {
    const run = await runMonitorCheck(
      [portalNaming(capturedUrl, 'layanan-ut', ['Sistem Akademik', 2, 'Karil', 'Ujian', 'Dup'])],
      new Map(),
      'github',
    );
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::'))).toEqual([
      '::warning file=manifest/lokal/systems.yaml,line=21,col=14,title=monitor%3A shared::s4: monitor "Dup" is the name of 2 monitors on the status page (ids 5, 6); the portal shows the worse of them: write the id of the one that watches it',
    ]);
    const json = JSON.parse((await runMonitorCheck([portalNaming(capturedUrl, 'layanan-ut', [5, 6])], new Map(), 'json')).stdout);
    expect(json[0].findings.map((f: { kind: string; monitor: { id: number } }) => [f.kind, f.monitor.id])).toEqual([
      ['unnamed', 1],
      ['unnamed', 2],
      ['unnamed', 3],
      ['unnamed', 4],
    ]);
  });

  it('a page that cannot be read is an error at status.url: an unknown slug (404), a path that is not the API (HTML), nothing listening', async () => {
    const unknown = await runMonitorCheck([portalNaming(capturedUrl, 'layanan', ['Karil'])], new Map(), 'human');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toMatch(
      /^manifest\/lokal\/portal\.yaml:7:\d+ layanan: the status page could not be read: .*\/api\/status-page\/layanan answered HTTP 404$/m,
    );
    const html = await runMonitorCheck([portalNaming(`${capturedUrl}/uptime`, 'layanan-ut', ['Karil'])], new Map(), 'human');
    expect(html.stdout).toMatch(/could not be read: .* answered text\/html; charset=utf-8 that is not JSON: <!DOCTYPE html>/);
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    const closed = await runMonitorCheck([portalNaming(goneUrl, 'layanan-ut', ['Karil'])], new Map(), 'human', 2_000);
    expect(closed.code).toBe(1);
    expect(closed.stdout).toMatch(
      /could not be read: http:\/\/127\.0\.0\.1:\d+\/api\/status-page\/layanan-ut: fetch failed \(.*ECONNREFUSED.*\)/,
    );
  });
});

describe('manifest:monitors for a portal that reads its status page on its own origin (the kampus fixture)', () => {
  const kampus = () => [{ portal: 'kampus', files: readPortal('tests/fixtures/portal-kampus') }];

  it('asks through the portal’s address given with --origin; the fixture’s monitor is on the stand-in’s page', async () => {
    const run = await runMonitorCheck(kampus(), new Map([['kampus', portalOrigin]]), 'human');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').at(-1)).toBe(
      `kampus: status page kampus at ${portalOrigin}/status-feed: 6 monitors, 0 systems naming one it does not have, 0 names shared by several, 5 named by no system`,
    );
    expect(run.stdout).not.toContain('"Sistem Akademik" is named by no system');
  });

  it('without its address it cannot be asked: an error at status.url, exit 1', async () => {
    const run = await runMonitorCheck(kampus(), new Map(), 'human');
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[0]).toBe(
      'tests/fixtures/portal-kampus/portal.yaml:32:10 kampus: status.url /status-feed is a path on the portal: give its public address, --origin kampus=https://…',
    );
  });

  it('the command: --origin for all portals or one; a bad address or format is exit 2', async () => {
    const cli = (...args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((done) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/manifest/monitors.ts', ...args]);
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('close', (code) => done({ code, out: out.trim(), err: err.trim() }));
      });
    const ok = await cli('--portal', 'tests/fixtures/portal-kampus', '--origin', portalOrigin, '--format', 'github');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(
      '::notice file=tests/fixtures/portal-kampus/portal.yaml,line=33,col=11,title=monitor%3A unnamed::kampus: monitor 4 "Ujian" is named by no system',
    );
    expect(await cli('--origin', 'status.example')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^manifest:monitors: --origin status\.example: give an address/),
    });
    expect(await cli('--format', 'xml')).toMatchObject({ code: 2 });
  });
});
