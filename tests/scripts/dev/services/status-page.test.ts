// The stand-in Uptime Kuma status page (scripts/dev/services/status-page.ts) answers as the real
// Uptime Kuma 2.5.3 did (tests/fixtures/uptime-kuma-2.5.3/): set up as the captured page was, its
// answers have the same shape, the same monitors and states, the same headers (and no CORS ones),
// and an unknown slug fails as there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatusPage, type StatusPage, type StatusPageControl } from '../../../../scripts/dev/services/status-page.ts';
import { beatTime } from '../../../../src/features/launch/status-feed.ts';
import { captured, capturedHeaders } from '../../../support/uptime-kuma.ts';

/** The shape of a JSON value: objects by their keys, arrays by the shapes of their items, else the type. */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return [...new Set(value.map((item) => JSON.stringify(shape(item))))].sort().map((s) => JSON.parse(s));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

/** The page as it was captured (the fixture's README): states, the page's own maintenance, one pinned incident. */
const asCaptured: StatusPageControl = {
  monitors: { 2: 'down', 3: 'maintenance', 4: 'down', 5: 'down' },
  maintenance: true,
  incidents: [{ title: 'Gangguan jaringan', content: 'Sedang ditangani' }],
};

let server: StatusPage;
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const control = (wanted: StatusPageControl) => get('/__control', { method: 'POST', body: JSON.stringify(wanted) });

beforeAll(async () => {
  server = await startStatusPage({ slugs: ['layanan-ut'] });
  await control(asCaptured);
});
afterAll(() => server.close());

describe('the stand-in status page, against the captured answers', () => {
  it('the page: the same shape, groups, monitors, maintenance and incident as Uptime Kuma sent', async () => {
    const page = await (await get('/api/status-page/layanan-ut')).json();
    const real = captured('status-page');
    expect(shape(page)).toEqual(shape(real));
    expect(page.publicGroupList).toEqual(real.publicGroupList);
    expect(page.config.slug).toBe('layanan-ut');
    expect(page.maintenanceList).toMatchObject([{ status: 'under-maintenance', strategy: 'manual', active: true }]);
    expect(page.incidents).toMatchObject([
      { id: 1, style: 'warning', title: 'Gangguan jaringan', content: 'Sedang ditangani', pin: true, active: true },
    ]);
    expect(page.incidents[0].createdDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the heartbeats: the same shape, each monitor’s beats oldest first in the same states, UTC times without a zone', async () => {
    const before = Date.now();
    const beats = await (await get('/api/status-page/heartbeat/layanan-ut')).json();
    const real = captured('heartbeat');
    expect(shape(beats)).toEqual(shape(real));
    expect(Object.keys(beats.heartbeatList)).toEqual(Object.keys(real.heartbeatList));
    expect(Object.keys(beats.uptimeList)).toEqual(Object.keys(real.uptimeList));
    for (const [id, list] of Object.entries<any[]>(beats.heartbeatList)) {
      expect(
        list.map((b) => b.status),
        `monitor ${id}`,
      ).toEqual(real.heartbeatList[id].map((b: { status: number }) => b.status));
      for (const beat of list) {
        expect(beat.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
        expect(beat.ping === null).toBe(beat.status !== 1);
      }
      const times = list.map((b) => beatTime(b.time)!);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)!).toBeLessThanOrEqual(Date.now());
      expect(times.at(-1)!).toBeGreaterThan(before - 60_000);
    }
    expect(beats.uptimeList).toEqual(real.uptimeList);
  });

  it.each(['status-page', 'heartbeat'] as const)('%s: the same headers, no CORS ones', async (answer) => {
    const response = await get(answer === 'heartbeat' ? '/api/status-page/heartbeat/layanan-ut' : '/api/status-page/layanan-ut');
    const real = capturedHeaders(answer);
    const names = (headers: Iterable<string>) => [...headers].map((h) => h.toLowerCase()).sort();
    expect(names(response.headers.keys())).toEqual(names(real.keys()));
    for (const name of ['x-frame-options', 'cache-control', 'content-type']) expect(response.headers.get(name), name).toBe(real.get(name));
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect([...response.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
    // A preflight gets nothing that would let another origin read it either.
    const preflight = await get('/api/status-page/layanan-ut', { method: 'OPTIONS', headers: { Origin: 'https://portal.example' } });
    expect([...preflight.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('an ETag it sent answers 304, as express does', async () => {
    const first = await get('/api/status-page/layanan-ut');
    const again = await get('/api/status-page/layanan-ut', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('an unknown slug: 404 {"status":"fail"} on the page route, 200 with empty lists on the heartbeat route', async () => {
    const page = await get('/api/status-page/kampus');
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ status: 'fail', msg: 'Status Page Not Found' });
    const beats = await get('/api/status-page/heartbeat/kampus');
    expect(beats.status).toBe(200);
    expect(await beats.json()).toEqual({ heartbeatList: {}, uptimeList: {} });
    // Uptime Kuma lowercases the slug.
    expect((await get('/api/status-page/Layanan-UT')).status).toBe(200);
  });

  it('any other address is the web app’s page, as Uptime Kuma answers it: HTML, not JSON', async () => {
    const response = await get('/status-feed/api/status-page/layanan-ut');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('a paused monitor: its beats stop at the time it is told', async () => {
    await control({ monitors: { 'E-Learning UT': { state: 'down', lastBeatAgoMs: 3 * 3600_000 } } });
    const beats = await (await get('/api/status-page/heartbeat/layanan-ut')).json();
    expect(Date.now() - beatTime(beats.heartbeatList['2'].at(-1).time)!).toBeGreaterThanOrEqual(3 * 3600_000);
    expect(beats.heartbeatList['2'].at(-1).status).toBe(0);
    await control(asCaptured);
  });
});
