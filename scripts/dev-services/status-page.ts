// A local stand-in for a public Uptime Kuma status page: the two JSON answers the portal reads
// (`/api/status-page/<slug>`, `/api/status-page/heartbeat/<slug>`, shaped as Uptime Kuma 1.23/2.0
// sends them), for `npm run dev` and the browser tests. `/__control` (tests only, never proxied by
// the portal's nginx, which passes on /api/status-page/ alone) sets each monitor's state and how the
// page misbehaves, and lists the requests it had.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A monitor's state as its latest heartbeat says it; `pending` is Uptime Kuma's 2. */
type MonitorCase = 'up' | 'down' | 'pending' | 'maintenance';
/** How the page answers: `ok` as Uptime Kuma does, or one of the ways a feed fails. */
type FeedCase = 'ok' | 'slow' | 'error' | 'malformed' | 'wrong-shape' | 'unreachable';

export interface StatusPageControl {
  feed?: FeedCase;
  monitors?: Record<string, MonitorCase>;
}

export interface StatusPage {
  url: string;
  close(): Promise<void>;
}

const statusCode: Record<MonitorCase, number> = { down: 0, up: 1, pending: 2, maintenance: 3 };
/** How long `slow` waits before answering: past the portal's 5-second deadline. */
const slowMs = 8_000;

export async function startStatusPage({ port = 0, monitors }: { port?: number; monitors: readonly string[] }): Promise<StatusPage> {
  const initial = () => Object.fromEntries(monitors.map((name) => [name, 'up' as MonitorCase]));
  let feed: FeedCase = 'ok';
  let states = initial();
  let requests: { path: string; at: number }[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(payload);
  };

  const ids = () => Object.keys(states).map((name, index) => ({ id: index + 1, name }));
  const page = (slug: string) => ({
    config: { slug, title: `Status ${slug}`, showPoweredBy: true },
    incident: null,
    publicGroupList: [{ id: 1, name: 'Layanan', weight: 1, monitorList: ids().map(({ id, name }) => ({ id, name, type: 'http' })) }],
    maintenanceList: [],
  });
  const heartbeats = () => {
    const now = Date.now();
    const beat = (status: number, ago: number) => ({ status, time: new Date(now - ago).toISOString(), msg: '', ping: 42 });
    return {
      // Oldest first, as Uptime Kuma lists them: an older "up" beat before the current state.
      heartbeatList: Object.fromEntries(ids().map(({ id, name }) => [id, [beat(1, 120_000), 0, beat(statusCode[states[name]!], 60_000)]])),
      uptimeList: Object.fromEntries(ids().map(({ id }) => [`${id}_24`, 0.99])),
    };
  };

  const control = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === '/__control/requests') return json(res, 200, requests);
    if (req.method === 'POST' && req.url === '/__control') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const wanted = JSON.parse(body || '{}') as StatusPageControl;
      feed = wanted.feed ?? 'ok';
      states = { ...initial(), ...wanted.monitors };
      requests = [];
      return json(res, 200, { feed, states });
    }
    return json(res, 404, { ok: false, msg: 'Not Found' });
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://status.local').pathname;
    if (path.startsWith('/__control')) return void control(req, res);
    const match = /^\/api\/status-page\/(?:(heartbeat)\/)?([a-z0-9-]+)$/.exec(path);
    if (req.method !== 'GET' || !match) return json(res, 404, { ok: false, msg: 'Not Found' });
    requests.push({ path, at: Date.now() });
    const answer = () => json(res, 200, match[1] ? heartbeats() : page(match[2]!));
    switch (feed) {
      case 'ok':
        return answer();
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer();
        }, slowMs);
        timers.add(timer);
        return;
      }
      case 'error':
        return json(res, 500, { ok: false, msg: 'Internal Server Error' });
      case 'malformed':
        return json(res, 200, '{"publicGroupList": [');
      case 'wrong-shape':
        return json(res, 200, match[1] ? { heartbeatList: 'down' } : { publicGroupList: [{ monitorList: [{ name: 7 }] }] });
      case 'unreachable':
        return void req.socket.destroy();
    }
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ready);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
