// Every host but this machine, answered here: a forward http proxy on 127.0.0.1 that Firefox
// (its network.proxy prefs) and WebKit (MiniBrowser's --proxy) are pointed at, localhost and
// 127.0.0.1 going direct. Nothing it is asked for leaves the machine and no host name is looked
// up: a plain http request, or an https one through CONNECT (its TLS ended here with a throwaway
// self-signed certificate, which the browsers are told to accept), gets a tiny page at the address
// asked for, so the tab a launch opened shows that address. Every address is recorded, as
// launchBrowser's stubExternal does for Chromium with request routing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';

export const EXTERNAL_STUB_PAGE =
  '<!doctype html><html lang="en"><title>external (stub)</title><p>External system (stubbed by the test harness).</p></html>';

export interface ExternalStub {
  /** The proxy's address, http://127.0.0.1:port. */
  url: string;
  host: string;
  port: number;
  /** Every external address asked for, in order (https ones with their path, read inside the tunnel). */
  requests: string[];
  close(): Promise<void>;
}

const OPENSSL_BIN = '/usr/bin/openssl';

/** A key and a self-signed certificate, made with Debian's openssl for this run only. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-stub-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      OPENSSL_BIN,
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=external-stub', '-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startExternalStub(): Promise<ExternalStub> {
  const requests: string[] = [];
  const tls = throwawayCertificate();
  // The host a CONNECT tunnel was opened to, by the TLS socket that ends it here.
  const tunnels = new WeakMap<Duplex, string>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Through the proxy, a plain http request names its whole address; inside a tunnel, its path.
    const tunnel = tunnels.get(req.socket);
    requests.push(tunnel === undefined ? (req.url ?? '') : `https://${tunnel}${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(EXTERNAL_STUB_PAGE);
  });
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    const secure = new TLSSocket(socket, { isServer: true, key: tls.key, cert: tls.cert, ALPNProtocols: ['http/1.1'] });
    secure.on('error', () => socket.destroy());
    tunnels.set(secure, port === '443' ? host : `${host}:${port}`);
    server.emit('connection', secure);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
