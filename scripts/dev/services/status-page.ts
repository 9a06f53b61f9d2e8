// A local stand-in for a public Uptime Kuma 2.5 status page, for `npm run dev` and the tests: the two
// JSON answers the portal reads, shaped, headed and failing as the real server's
// (tests/fixtures/uptime-kuma-2.5.3/, compared in tests/scripts/dev/services/status-page.test.ts):
//   GET /api/status-page/<slug>            config, pinned `incidents`, publicGroupList, maintenanceList;
//                                          an unknown slug is 404 {"status":"fail","msg":"Status Page Not Found"}
//   GET /api/status-page/heartbeat/<slug>  heartbeatList (oldest first, UTC times without a zone), uptimeList;
//                                          an unknown slug is 200 with empty lists
//   any other GET                          the web app's index.html (200, text/html), as Uptime Kuma answers
// No CORS headers (Uptime Kuma sends them only in development). Its monitors are its own, not the
// manifest's: those of the captured page unless given, so a manifest that names a monitor the page
// does not have shows nothing here as it would in production. `/__control` (tests and dev only,
// never passed on by the portal's nginx, which passes /api/status-page/ alone) sets each monitor's
// state, the page's maintenance and incidents and how it misbehaves, and lists the requests it had.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A monitor's state as its latest heartbeat says it; `pending` is Uptime Kuma's 2. */
type MonitorCase = 'up' | 'down' | 'pending' | 'maintenance';
/** How the page answers: `ok` as Uptime Kuma does, or one of the ways a feed fails. */
type FeedCase = 'ok' | 'slow' | 'error' | 'malformed' | 'wrong-shape' | 'unreachable';

export interface StatusPageControl {
  feed?: FeedCase;
  /**
   * By monitor id ("4") or name (every monitor of that name): its state, or its state and how long
   * ago its newest beat was (a paused monitor stops beating). Others are up, beating now.
   */
  monitors?: Record<string, MonitorCase | { state: MonitorCase; lastBeatAgoMs: number }>;
  /** A maintenance of the page itself (no monitor linked), under way. */
  maintenance?: boolean;
  /** Pinned incidents, newest first. */
  incidents?: { title: string; content: string; style?: string }[];
}

/** A group of the page and its monitors, in order. */
export interface StandInGroup {
  name: string;
  monitors: { id: number; name: string }[];
}

export interface StatusPage {
  url: string;
  close(): Promise<void>;
}

/** The groups of the captured page (tests/fixtures/uptime-kuma-2.5.3/README.md): one monitor in two groups, two monitors named Dup. */
const capturedGroups: StandInGroup[] = [
  {
    name: 'Layanan',
    monitors: [
      { id: 1, name: 'Sistem Akademik' },
      { id: 2, name: 'E-Learning UT' },
      { id: 3, name: 'Karil' },
      { id: 4, name: 'Ujian' },
    ],
  },
  {
    name: 'Lain',
    monitors: [
      { id: 1, name: 'Sistem Akademik' },
      { id: 5, name: 'Dup' },
      { id: 6, name: 'Dup' },
    ],
  },
];

const statusCode: Record<MonitorCase, number> = { down: 0, up: 1, pending: 2, maintenance: 3 };
/** How long `slow` waits before answering: past the portal's 5-second deadline. */
const slowMs = 8_000;
/** The monitors' interval: two beats this far apart, the newest this long ago. */
const intervalMs = 20_000;

/** Uptime Kuma's database time: UTC, without a zone (`2026-11-27 07:04:21.496`). */
const sqlTime = (ms: number, withMs = true) =>
  new Date(ms)
    .toISOString()
    .slice(0, withMs ? 23 : 19)
    .replace('T', ' ');

/** Express's weak ETag: the length in hex and the body's SHA-1, as Uptime Kuma sends it. */
const etagOf = (body: string) =>
  `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

export async function startStatusPage({
  port = 0,
  slugs,
  groups = capturedGroups,
}: {
  port?: number;
  /** The pages it has; any other slug is unknown. */
  slugs: readonly string[];
  groups?: readonly StandInGroup[];
}): Promise<StatusPage> {
  let control: StatusPageControl = {};
  let requests: { path: string; at: number }[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const monitors = [...new Map(groups.flatMap((g) => g.monitors).map((m) => [m.id, m])).values()];

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8') => {
    const etag = etagOf(body);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { 'X-Frame-Options': 'SAMEORIGIN', 'cache-control': 'no-cache', ETag: etag });
      return void res.end();
    }
    res.writeHead(status, {
      'X-Frame-Options': 'SAMEORIGIN',
      'cache-control': 'no-cache',
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      ETag: etag,
    });
    res.end(body);
  };

  const caseOf = ({ id, name }: { id: number; name: string }) => {
    const wanted = control.monitors?.[String(id)] ?? control.monitors?.[name] ?? 'up';
    return typeof wanted === 'string' ? { state: wanted, lastBeatAgoMs: intervalMs } : wanted;
  };

  const page = (slug: string) => ({
    config: {
      slug,
      title: `Status ${slug}`,
      description: '',
      icon: '/icon.svg',
      autoRefreshInterval: 300,
      theme: 'light',
      published: true,
      showTags: false,
      customCSS: '',
      footerText: '',
      showPoweredBy: true,
      analyticsId: null,
      analyticsScriptUrl: null,
      analyticsType: null,
      showCertificateExpiry: false,
      showOnlyLastHeartbeat: false,
      rssTitle: null,
    },
    incidents: (control.incidents ?? []).map((incident, index) => ({
      id: index + 1,
      style: incident.style ?? 'warning',
      title: incident.title,
      content: incident.content,
      pin: true,
      active: true,
      createdDate: sqlTime(Date.now() - 60_000 * (index + 1), false),
      lastUpdatedDate: null,
      status_page_id: 1,
    })),
    publicGroupList: groups.map((group, index) => ({
      id: index + 1,
      name: group.name,
      weight: index + 1,
      monitorList: group.monitors.map(({ id, name }) => ({ id, name, sendUrl: 0, type: 'http' })),
    })),
    maintenanceList: control.maintenance
      ? [
          {
            id: 1,
            title: 'Pemeliharaan',
            description: 'Pemeliharaan server',
            strategy: 'manual',
            intervalDay: 1,
            active: true,
            dateRange: [null],
            timeRange: [
              { hours: 0, minutes: 0 },
              { hours: 0, minutes: 0 },
            ],
            weekdays: [],
            daysOfMonth: [],
            timeslotList: [],
            cron: '',
            durationMinutes: null,
            timezone: 'UTC',
            timezoneOption: 'SAME_AS_SERVER',
            timezoneOffset: '+00:00',
            status: 'under-maintenance',
          },
        ]
      : [],
  });

  const heartbeats = () => {
    const now = Date.now();
    const beat = (status: number, at: number) => ({ status, time: sqlTime(at), msg: '', ping: status === 1 ? 12 : null });
    const list = monitors.map((monitor) => {
      const { state, lastBeatAgoMs } = caseOf(monitor);
      // Oldest first: an earlier beat (up before a maintenance began, else in the same state), then the newest.
      const last = now - lastBeatAgoMs;
      const before = state === 'maintenance' ? 'up' : state;
      return [monitor.id, [beat(statusCode[before], last - intervalMs), beat(statusCode[state], last)]] as const;
    });
    return {
      heartbeatList: Object.fromEntries(list),
      uptimeList: Object.fromEntries(monitors.map((m) => [`${m.id}_24`, caseOf(m).state === 'down' ? 0 : 1])),
    };
  };

  const answer = (req: IncomingMessage, res: ServerResponse, heartbeat: boolean, slug: string) => {
    const known = slugs.includes(slug);
    if (heartbeat) return send(req, res, 200, JSON.stringify(known ? heartbeats() : { heartbeatList: {}, uptimeList: {} }));
    if (!known) return send(req, res, 404, JSON.stringify({ status: 'fail', msg: 'Status Page Not Found' }));
    send(req, res, 200, JSON.stringify(page(slug)));
  };

  const controlRoute = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === '/__control/requests') return send(req, res, 200, JSON.stringify(requests));
    if (req.method === 'POST' && req.url === '/__control') {
      let body = '';
      for await (const chunk of req) body += chunk;
      control = JSON.parse(body || '{}') as StatusPageControl;
      requests = [];
      return send(req, res, 200, JSON.stringify(control));
    }
    send(req, res, 404, JSON.stringify({ status: 'fail', msg: 'Not Found' }));
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://status.local').pathname;
    if (path.startsWith('/__control')) return void controlRoute(req, res);
    const match = /^\/api\/status-page\/(?:(heartbeat)\/)?([^/]+)$/.exec(path);
    if (req.method !== 'GET' || !match) return send(req, res, 200, '<!DOCTYPE html><title>Uptime Kuma</title>', 'text/html; charset=utf-8');
    requests.push({ path, at: Date.now() });
    const [, heartbeat, raw] = match;
    let slug: string;
    try {
      slug = decodeURIComponent(raw!).toLowerCase();
    } catch {
      return send(req, res, 400, JSON.stringify({ status: 'fail', msg: 'Bad Request' }));
    }
    const reply = () => answer(req, res, heartbeat !== undefined, slug);
    switch (control.feed ?? 'ok') {
      case 'ok':
        return reply();
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) reply();
        }, slowMs);
        timers.add(timer);
        return;
      }
      case 'error':
        // What Uptime Kuma answers when its database is busy (sendHttpError).
        return send(req, res, 503, JSON.stringify({ status: 'fail', msg: 'SQLITE_BUSY: database is locked' }));
      case 'malformed':
        return send(req, res, 200, '{"publicGroupList": [');
      case 'wrong-shape':
        return send(
          req,
          res,
          200,
          JSON.stringify(heartbeat ? { heartbeatList: 'down' } : { publicGroupList: [{ monitorList: [{ name: 7 }] }] }),
        );
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
