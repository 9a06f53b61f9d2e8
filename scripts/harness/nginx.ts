// Serves portal builds with the shipped deploy/nginx.conf.template (rendered by renderNginxConf,
// exactly as `npm run deploy:nginx-conf` does), one server block per site, from a private nginx
// instance whose every file (pid, logs, temp paths) lives in `dir`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { renderNginxConf } from '../deploy/nginx-conf.ts';

export const NGINX_BIN = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: when installed, the test nginx loads it and serves .br files. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const withBrotli = () => existsSync(BROTLI_MODULE);

export interface NginxSite {
  listen: number;
  /** The build directory (index.html, assets/). */
  root: string;
  /** Origins the app calls besides its own: portal API, identity provider. */
  connectSrc: string;
  /** The identity provider origin (MSAL's hidden iframe). */
  frameSrc: string;
  /** Sends Strict-Transport-Security although the test server is plain http (browsers ignore it there). */
  hsts?: boolean;
  /**
   * Served as a deployment with analytics (PORTAL_ANALYTICS=on: GA4's origins in the CSP), as a
   * build with a GA id must be; without it nothing of Google's may load. Default off.
   */
  analytics?: boolean;
  /** The status page behind the portal's status feed (PORTAL_STATUS_UPSTREAM) and its path (the manifest's portal.status.url). */
  status?: { upstream: string; path: string };
  /**
   * Adds `report-uri` to every Content Security Policy of the shipped config (nothing else of it
   * changes), so that each violation is posted there from any browser (csp-reports.ts).
   */
  cspReportUri?: string;
}

/** The rendered config with `report-uri` at the end of each Content-Security-Policy it sends. */
export function withCspReports(conf: string, reportUri: string): string {
  const policy = /((?:add_header Content-Security-Policy|set \$portal_csp) ")([^"]*)(")/g;
  const reported = conf.replace(
    policy,
    (_, before: string, value: string, after: string) => `${before}${value}; report-uri ${reportUri}${after}`,
  );
  if (reported === conf) throw new Error('withCspReports: the config sends no Content-Security-Policy to add report-uri to');
  return reported;
}

export interface NginxServer {
  close(): Promise<void>;
}

// Started as root, nginx runs its workers as "nobody", who cannot read a build inside a checkout
// only its owner may enter (mode 700, as mktemp -d and many home directories are): every request
// would answer 403. The workers run as the user who started the tests instead; without root,
// nginx cannot switch users and the directive is left out.
const workerUser = () => {
  if (process.getuid?.() !== 0) return '';
  const { username } = userInfo();
  return `user ${username};\n`;
};

function mainConf(dir: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return `${workerUser()}${withBrotli() ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(dir, 'sites')}/*.conf;
}
`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function startNginx({ sites, dir }: { sites: NginxSite[]; dir: string }): Promise<NginxServer> {
  const base = resolve(dir);
  rmSync(base, { recursive: true, force: true });
  for (const sub of ['sites', 'temp', 'logs']) mkdirSync(join(base, sub), { recursive: true });
  for (const site of sites) {
    const conf = renderNginxConf({
      PORTAL_LISTEN: String(site.listen),
      PORTAL_ROOT: resolve(site.root),
      PORTAL_CONNECT_SRC: site.connectSrc,
      PORTAL_FRAME_SRC: site.frameSrc,
      PORTAL_HSTS: site.hsts ? 'on' : undefined,
      PORTAL_ANALYTICS: site.analytics ? 'on' : 'off',
      PORTAL_BROTLI: withBrotli() ? 'on' : 'off',
      PORTAL_STATUS_UPSTREAM: site.status?.upstream,
      PORTAL_STATUS_PATH: site.status?.path,
    });
    writeFileSync(join(base, 'sites', `portal-${site.listen}.conf`), site.cspReportUri ? withCspReports(conf, site.cspReportUri) : conf);
  }
  const confPath = join(base, 'nginx.conf');
  writeFileSync(confPath, mainConf(base));

  for (const site of sites) {
    if (await portAnswers(site.listen)) throw new Error(`startNginx: port ${site.listen} is already in use`);
  }

  const child = spawn(NGINX_BIN, ['-p', base, '-e', join(base, 'error.log'), '-c', confPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let running = true;
  void exited.then(() => (running = false));
  await new Promise<void>((ok, fail) => {
    child.once('spawn', ok);
    child.once('error', fail);
  });

  const errorLog = () => {
    const file = join(base, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (!running) throw new Error(`nginx exited at start:\n${stderr}${errorLog()}`);
    const up = await Promise.all(sites.map((site) => portAnswers(site.listen)));
    if (up.every(Boolean)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${sites.map((s) => s.listen).join(', ')} within 10 s:\n${stderr}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  const server: NginxServer = {
    async close() {
      if (!running) return;
      child.kill('SIGQUIT'); // graceful shutdown
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    for (const site of sites) await preflight(site);
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

/**
 * Fetches each site's index.html before any test runs, so a server that cannot serve the build
 * fails the run in seconds with its cause instead of every browser test timing out.
 */
async function preflight(site: NginxSite): Promise<void> {
  const url = `http://127.0.0.1:${site.listen}/index.html`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    throw new Error(`nginx preflight: ${url} did not answer (${(error as Error).message})`, { cause: error });
  }
  const body = await response.text();
  if (response.ok && /<!doctype html/i.test(body)) return;
  throw new Error(
    `nginx preflight: ${url} answered HTTP ${response.status} instead of the build's index.html. ` +
      `nginx's workers (running as ${userInfo().username}) must be able to read ${resolve(site.root)} and every directory above it; ` +
      `check their permissions (ls -ld on each) and the error log.`,
  );
}
