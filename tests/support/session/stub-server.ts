// A tiny node:http server for answers the real dev API never gives (slow, HTML, odd shapes).
// Routes by the first path segment, so each case is its own base URL: `${url}/<case>/`.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (res: ServerResponse, authorization: string | undefined) => void;

export interface StubServer {
  url: string;
  /** Base URL for one case. */
  base(name: string): string;
  seen: { path: string; method: string; authorization?: string }[];
  close(): Promise<void>;
}

export const json =
  (status: number, body: unknown): StubHandler =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

export const text =
  (status: number, body: string, type = 'text/html'): StubHandler =>
  (res) => {
    res.writeHead(status, { 'content-type': type }).end(body);
  };

export async function startStubServer(cases: Record<string, StubHandler>): Promise<StubServer> {
  const seen: StubServer['seen'] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, method: req.method ?? '', authorization: req.headers.authorization });
    const handler = cases[path.split('/')[1] ?? ''];
    if (handler) handler(res, req.headers.authorization);
    else json(404, { message: `stub: no case for ${path}` })(res, undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    base: (name) => `${url}/${name}/`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
