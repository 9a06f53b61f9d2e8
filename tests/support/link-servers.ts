// Local stand-ins for the addresses of a manifest, on 127.0.0.1 only: one plays every HTTP answer
// the link check has to judge, the others a self-signed certificate, a closed port and a server
// that never answers. `lookup` resolves localhost to 127.0.0.1 and fails for every other name, so
// nothing a test asks leaves this machine.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type LookupFunction, type Socket } from 'node:net';
import { join } from 'node:path';

interface Seen {
  method: string;
  path: string;
  userAgent: string;
}

const listen = (server: Server | ReturnType<typeof createNetServer>) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

export const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== 'localhost') {
    callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '', 4);
  } else if (options.all) {
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  } else {
    callback(null, '127.0.0.1', 4);
  }
};

/** A lookup that fails for every name, as on a machine without a network. */
export const noNetwork: LookupFunction = (hostname, _options, callback) =>
  callback(Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), { code: 'EAI_AGAIN', hostname }), '', 4);

export async function startServers() {
  const seen: Seen[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let port = 0;
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/ok': (_, res) => res.writeHead(200).end('ok'),
    '/head-405': (req, res) => res.writeHead(req.method === 'HEAD' ? 405 : 200).end(),
    '/head-501': (req, res) => res.writeHead(req.method === 'HEAD' ? 501 : 200).end(),
    '/head-drops': (req, res) => (req.method === 'HEAD' ? req.socket.destroy() : res.writeHead(200).end()),
    '/same-origin': (_, res) => res.writeHead(302, { location: '/ok' }).end(),
    '/moved': (_, res) => res.writeHead(301, { location: `http://localhost:${port}/new` }).end(),
    '/new': (_, res) => res.writeHead(200).end(),
    '/moved-away': (_, res) => res.writeHead(308, { location: `http://localhost:${port}/missing` }).end(),
    '/loop': (req, res) =>
      res.writeHead(302, { location: `/loop?n=${Number(new URL(req.url!, 'http://x').searchParams.get('n') ?? 0) + 1}` }).end(),
    '/missing': (_, res) => res.writeHead(404).end(),
    '/broken': (_, res) => res.writeHead(500).end(),
    '/slow': (_, res) => {
      setTimeout(() => res.writeHead(200).end(), 100);
    },
  };
  const http = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    seen.push({ method: req.method!, path, userAgent: req.headers['user-agent'] ?? '' });
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    res.on('close', () => inFlight--);
    (routes[path] ?? routes['/missing']!)(req, res);
  });
  port = await listen(http);

  const pem = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/link-check', name));
  const https = createHttpsServer({ key: pem('self-signed-key.pem'), cert: pem('self-signed-cert.pem') }, (_, res) =>
    res.writeHead(200).end(),
  );
  const httpsPort = await listen(https);

  // Accepts connections and never answers on them.
  const sockets: Socket[] = [];
  const silent = createNetServer((socket) => sockets.push(socket));
  const silentPort = await listen(silent);

  // A port nothing listens on: taken, then given back.
  const closed = createNetServer();
  const closedPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    localhost: (path: string) => `http://localhost:${port}${path}`,
    https: `https://127.0.0.1:${httpsPort}/`,
    silent: `http://127.0.0.1:${silentPort}/`,
    closed: `http://127.0.0.1:${closedPort}/`,
    seen,
    maxInFlight: () => maxInFlight,
    reset() {
      seen.length = 0;
      maxInFlight = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([http, https, silent].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
