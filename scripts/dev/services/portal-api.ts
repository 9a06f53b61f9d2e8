// The local "portal API" (plus the Graph calendar emulation) on node:http. JSON everywhere,
// CORS only for the portal origin, no test hooks: the SPA sees what a real API would send.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccessTokenVerifier } from './access-token.ts';
import { graphRoutes } from './graph-routes.ts';
import { createPortalTokens } from './portal-token.ts';
import { portalRoutes, type ApiResponse, type Handler } from './portal-routes.ts';

export interface PortalApiOptions {
  port: number;
  issuer: string;
  jwksUri: string;
  portalOrigin: string;
  /** More origins allowed by CORS (the browser tests serve two portal builds). */
  extraPortalOrigins?: readonly string[];
  /** Clock for the calendar sample events; tests may pin it. */
  now?: () => Date;
}

export interface PortalApi {
  url: string;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  // Prefer: Graph clients send `outlook.timezone`; accepted and ignored (always Asia/Jakarta).
  'access-control-allow-headers': 'Authorization, Content-Type, Prefer',
  'access-control-max-age': '600',
};

function send(res: ServerResponse, { status, body }: ApiResponse, cors: Record<string, string>): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...cors,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

export async function startPortalApi(options: PortalApiOptions): Promise<PortalApi> {
  const verifyAccessToken = createAccessTokenVerifier({ issuer: options.issuer, jwksUri: options.jwksUri });
  const routes: Record<string, Handler> = {
    ...portalRoutes({ verifyAccessToken, portalTokens: createPortalTokens() }),
    ...graphRoutes({ verifyAccessToken, now: options.now }),
  };
  const knownPaths = new Set(Object.keys(routes).map((key) => key.split(' ')[1]));
  const origins = new Set([options.portalOrigin, ...(options.extraPortalOrigins ?? [])]);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors: Record<string, string> = { vary: 'Origin' };
    const origin = req.headers.origin;
    if (origin !== undefined && origins.has(origin)) {
      Object.assign(cors, CORS_HEADERS, { 'access-control-allow-origin': origin });
    }
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    req.resume(); // request bodies are not used (login-sso reads only the header)

    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) {
      const known = knownPaths.has(url.pathname);
      send(
        res,
        {
          status: known ? 405 : 404,
          body: {
            message: known
              ? `Metode ${req.method} tidak didukung untuk ${url.pathname}`
              : `Endpoint tidak ditemukan: ${req.method} ${url.pathname}`,
          },
        },
        cors,
      );
      return;
    }
    try {
      send(res, await handler({ authorization: req.headers.authorization, query: url.searchParams }), cors);
    } catch (error) {
      console.error('[portal-api]', error);
      send(res, { status: 500, body: { message: 'Terjadi kesalahan pada server.' } }, cors);
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
