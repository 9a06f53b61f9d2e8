// Renders deploy/nginx.conf.template. Only ${PORTAL_*} names are replaced, so nginx's own
// variables ($uri, $portal_csp) stay — the same as `envsubst '${PORTAL_LISTEN} …'` with a list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { ANALYTICS_ORIGIN } from '../../src/platform/core/trusted-types.ts';
import { bootScriptCspHash } from '../build/first-paint/boot-script.ts';
import { projectRoot } from '../manifest/files.ts';

export interface NginxSettings {
  PORTAL_LISTEN: string;
  PORTAL_ROOT: string;
  PORTAL_CONNECT_SRC: string;
  PORTAL_FRAME_SRC: string;
  /** `on` or `off`: Strict-Transport-Security. Default: on when PORTAL_LISTEN has `ssl`. */
  PORTAL_HSTS?: string;
  /** `on` when nginx loads the brotli_static module (the directive is unknown without it). Default: off. */
  PORTAL_BROTLI?: string;
  /**
   * `on` or `off`: GA4's origins in the CSP. Default: on when the build's environment (as Vite
   * reads it for a production build in this checkout) has VITE_GA_MEASUREMENT_ID.
   */
  PORTAL_ANALYTICS?: string;
  /** The Uptime Kuma whose status page answers the portal's live status: its own address, no path (it has no base path), e.g. https://status.example.ac.id. Default: none. */
  PORTAL_STATUS_UPSTREAM?: string;
  /** Where the portal asks for it: the manifest's portal.status.url. Default: /status-feed. */
  PORTAL_STATUS_PATH?: string;
}

/** The path the status feed is served at when PORTAL_STATUS_PATH is not given. */
const DEFAULT_STATUS_PATH = '/status-feed';

/** The status feed's block of the template, between its two marker lines. */
const statusBlock = /^ *# status feed: begin\n[\s\S]*?^ *# status feed: end\n/m;

/**
 * Two years, the value browsers' preload lists ask for; six months is what the Observatory wants.
 * No includeSubDomains: the portal cannot know what else runs under its host name.
 */
export const HSTS_VALUE = 'max-age=63072000';

export function renderNginxConf(settings: NginxSettings): string {
  const template = readFileSync(join(projectRoot, 'deploy/nginx.conf.template'), 'utf8');
  const { PORTAL_HSTS, PORTAL_BROTLI, PORTAL_ANALYTICS, PORTAL_STATUS_UPSTREAM, PORTAL_STATUS_PATH, ...operator } = settings;
  const analytics = onOff('PORTAL_ANALYTICS', PORTAL_ANALYTICS) ?? buildHasAnalytics();
  const hsts = onOff('PORTAL_HSTS', PORTAL_HSTS) ?? /\bssl\b/.test(settings.PORTAL_LISTEN);
  const brotli = onOff('PORTAL_BROTLI', PORTAL_BROTLI) ?? false;
  const status = statusFeed(PORTAL_STATUS_UPSTREAM, PORTAL_STATUS_PATH);
  // Derived from the code and the switches, not written by the operator.
  const values: Record<string, string> = {
    ...operator,
    PORTAL_BOOT_SCRIPT_HASH: bootScriptCspHash(),
    PORTAL_HSTS_HEADER: hsts ? HSTS_VALUE : '',
    PORTAL_BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
    PORTAL_ANALYTICS_SCRIPT_SRC: analytics ? ` ${ANALYTICS_ORIGIN}` : '',
    PORTAL_ANALYTICS_IMG_SRC: analytics ? ` ${ANALYTICS_ORIGIN} https://*.google-analytics.com` : '',
    PORTAL_ANALYTICS_CONNECT_SRC: analytics ? ` ${ANALYTICS_ORIGIN} https://*.google-analytics.com https://*.analytics.google.com` : '',
    PORTAL_STATUS_UPSTREAM: status?.upstream ?? '',
    PORTAL_STATUS_PATH: status?.path ?? '',
  };
  return (status ? template : template.replace(statusBlock, '')).replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: no value for \${${name}}`);
    return value;
  });
}

/**
 * The status feed's upstream and path, checked: Uptime Kuma's own http(s) address (scheme, host and
 * port: it has no base path, its API is always at /api/status-page/), and an absolute path of plain
 * segments.
 */
function statusFeed(upstream: string | undefined, path: string | undefined) {
  if (!upstream) {
    if (path) throw new Error('PORTAL_STATUS_PATH needs PORTAL_STATUS_UPSTREAM, the Uptime Kuma that answers it');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(`PORTAL_STATUS_UPSTREAM must be an address such as https://status.example.ac.id, not ${JSON.stringify(upstream)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password || upstream.endsWith('/'))
    throw new Error(
      `PORTAL_STATUS_UPSTREAM must be an http(s) address without query, fragment, user or trailing slash, e.g. https://status.example.ac.id; got ${JSON.stringify(upstream)}`,
    );
  if (url.pathname !== '/')
    throw new Error(
      `PORTAL_STATUS_UPSTREAM is Uptime Kuma's own address, without a path: Uptime Kuma has no base path (its API is always at /api/status-page/); got ${JSON.stringify(upstream)}`,
    );
  const feedPath = path || DEFAULT_STATUS_PATH;
  if (!/^(?:\/[A-Za-z0-9._~-]+)+$/.test(feedPath) || /\/\.\.?(?:\/|$)/.test(feedPath))
    throw new Error(
      `PORTAL_STATUS_PATH must be an absolute path such as /status-feed (the manifest's portal.status.url); got ${JSON.stringify(feedPath)}`,
    );
  return { upstream, path: feedPath };
}

/** Whether a production build of this checkout reports to GA4: its environment names a measurement id. */
function buildHasAnalytics(): boolean {
  return Boolean(loadEnv('production', projectRoot, 'VITE_').VITE_GA_MEASUREMENT_ID);
}

function onOff(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be on or off, not ${JSON.stringify(value)}`);
}

/**
 * Whether this machine's nginx loads the brotli_static module: Debian's libnginx-mod-http-brotli-static
 * links a `load_module` line into modules-enabled. The default of PORTAL_BROTLI for
 * `npm run deploy:nginx-conf`, which usually runs on the server it configures.
 */
export function brotliModuleEnabled(dir = '/etc/nginx/modules-enabled'): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((name) => {
    try {
      return readFileSync(join(dir, name), 'utf8').includes('ngx_http_brotli_static_module');
    } catch {
      return false; // a dangling link is no module
    }
  });
}
