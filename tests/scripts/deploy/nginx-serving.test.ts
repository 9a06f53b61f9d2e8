// deploy/nginx.conf.template as rendered by scripts/deploy/nginx-conf.ts: the HSTS and brotli
// switches, the headers every location sends, and which paths are files (a 404 when missing)
// and which are the app. tests/e2e/headers.e2e.ts checks the same against the running server.
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROTLI_MODULE, NGINX_BIN } from '../../../scripts/harness/nginx.ts';
import { brotliModuleEnabled, HSTS_VALUE, type NginxSettings, renderNginxConf } from '../../../scripts/deploy/nginx-conf.ts';
import { nginxCheck } from '../../support/nginx-check.ts';
import { realModel } from '../../support/real-model.ts';

const render = (settings: Partial<NginxSettings> = {}) =>
  renderNginxConf({
    PORTAL_LISTEN: '8080',
    PORTAL_ROOT: '/srv/portal/dist',
    PORTAL_CONNECT_SRC: 'https://api.example.ac.id https://login.microsoftonline.com',
    PORTAL_FRAME_SRC: 'https://login.microsoftonline.com',
    ...settings,
  });

/** Each `location … { … }` of the server block, by its match (locations here do not nest). */
function locations(conf: string): Map<string, string> {
  return new Map([...conf.matchAll(/\n {4}location ([^{]+) \{([\s\S]*?)\n {4}\}/g)].map((m) => [m[1]!, m[2]!]));
}

const hstsValue = (conf: string) => /set \$portal_hsts "([^"]*)";/.exec(conf)?.[1];

describe('HSTS (PORTAL_HSTS)', () => {
  it.each([
    ['8080', undefined, ''],
    ['443 ssl', undefined, HSTS_VALUE],
    ['[::]:443 ssl http2', undefined, HSTS_VALUE],
    ['443 ssl', 'off', ''],
    ['8080', 'on', HSTS_VALUE], // TLS ends at a proxy in front of nginx
  ])('listen %s, PORTAL_HSTS=%s: "%s"', (listen, hsts, value) => {
    expect(hstsValue(render({ PORTAL_LISTEN: listen, PORTAL_HSTS: hsts }))).toBe(value);
  });

  it('asks browsers for at least the six months the Observatory wants (two years)', () => {
    const maxAge = Number(/^max-age=(\d+)$/.exec(HSTS_VALUE)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15552000);
    expect(maxAge).toBe(2 * 365 * 24 * 3600);
  });

  it('refuses anything but on and off', () => {
    expect(() => render({ PORTAL_HSTS: 'yes' })).toThrow(/PORTAL_HSTS must be on or off/);
    expect(() => render({ PORTAL_BROTLI: '1' })).toThrow(/PORTAL_BROTLI must be on or off/);
  });
});

describe("the page's policy (issue 34: Trusted Types, analytics only when configured, isolation)", () => {
  const csp = (conf: string) => /set \$portal_csp "([^"]*)"/.exec(conf)?.[1] ?? '';
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it("requires Trusted Types, with the one default policy, and lets no <base> change the page's links", () => {
    const policy = csp(render());
    expect(directive(policy, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(policy, 'trusted-types')).toBe('trusted-types default');
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    const redirect = locations(render()).get('= /auth/redirect.html')!;
    expect(redirect).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
    expect(redirect).toContain("base-uri 'none'");
  });

  it.each([
    ['off', false],
    ['on', true],
  ])("PORTAL_ANALYTICS=%s: GA4's origins in script-src, img-src and connect-src only when on", (analytics, on) => {
    const policy = csp(render({ PORTAL_ANALYTICS: analytics }));
    for (const name of ['script-src', 'img-src', 'connect-src'])
      expect(directive(policy, name)?.includes('https://www.googletagmanager.com'), name).toBe(on);
    expect(policy.includes('google-analytics.com')).toBe(on);
    expect(() => render({ PORTAL_ANALYTICS: 'yes' })).toThrow(/PORTAL_ANALYTICS must be on or off/);
  });

  it('the pages keep their sign-in popups in every engine (COOP unsafe-none, said on purpose) and deny what the portal never uses', () => {
    const conf = render();
    // same-origin-allow-popups cuts the popup opened in the click off from the page in WebKit (the
    // three-engine journey, tests/e2e/journey.e2e.ts, signs in through it).
    expect(/set \$portal_coop "([^"]*)"/.exec(conf)?.[1]).toBe('unsafe-none');
    const permissions = /set \$portal_permissions "([^"]*)"/.exec(conf)?.[1] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'])
      expect(permissions).toContain(`${feature}=()`);
    for (const [match, body] of locations(conf)) {
      const page = body.includes('$portal_csp') && match !== '= /sw.js';
      expect(body.includes('Cross-Origin-Opener-Policy $portal_coop'), match).toBe(page);
      expect(body.includes('Permissions-Policy $portal_permissions'), match).toBe(page);
    }
  });
});

describe('pre-compressed files', () => {
  it('gzip_static always; brotli_static only when switched on (the directive needs the module)', () => {
    expect(render()).toMatch(/\n {4}gzip_static on;/);
    expect(render()).not.toMatch(/^\s*brotli_static/m);
    expect(render({ PORTAL_BROTLI: 'on' })).toMatch(/\n {4}brotli_static on;/);
  });

  it('reads the module from modules-enabled, as Debian links it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-modules-'));
    try {
      expect(brotliModuleEnabled(join(dir, 'absent'))).toBe(false);
      writeFileSync(join(dir, '50-mod-http-echo.conf'), 'load_module modules/ngx_http_echo_module.so;\n');
      symlinkSync(join(dir, 'gone.conf'), join(dir, '40-dangling.conf'));
      expect(brotliModuleEnabled(dir)).toBe(false);
      writeFileSync(join(dir, '50-mod-http-brotli-static.conf'), 'load_module modules/ngx_http_brotli_static_module.so;\n');
      expect(brotliModuleEnabled(dir)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('headers and caching per location', () => {
  const conf = render({ PORTAL_HSTS: 'on' });
  const all = locations(conf);

  it('every location sends HSTS, nosniff and Cross-Origin-Resource-Policy, also on errors', () => {
    expect([...all.keys()]).toEqual([
      '@missing',
      '^~ /assets/',
      '= /auth/redirect.html',
      '= /sw.js',
      '= /manifest.webmanifest',
      '= /version.json',
      '~ \\.[^/]+$',
      '/',
    ]);
    for (const [match, body] of all) {
      expect(body, match).toContain('add_header Strict-Transport-Security $portal_hsts always;');
      expect(body, match).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(body, match).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    }
  });

  it('only hashed assets are cached long, and only when they were found', () => {
    for (const [match, body] of all) {
      const long = /add_header Cache-Control "[^"]*(immutable|max-age=[1-9])[^"]*"( always)?;/.exec(body);
      if (match !== '^~ /assets/') expect(long, match).toBeNull();
      else expect(long?.[2], 'no `always`: a 403 or 5xx must not be kept for a year').toBeUndefined();
    }
  });

  it('a missing file is a plain-text 404 that is revalidated, whatever location it was asked from', () => {
    expect(conf).toMatch(/\n {4}error_page 404 @missing;/);
    const missing = all.get('@missing')!;
    expect(missing).toContain('add_header Cache-Control "no-cache" always;');
    expect(missing).toMatch(/return 404 "[^"]+";/);
    expect(missing).toMatch(/types \{ \}\s+default_type text\/plain;/);
    for (const match of ['^~ /assets/', '= /sw.js', '= /manifest.webmanifest', '= /version.json', '~ \\.[^/]+$']) {
      expect(all.get(match), match).toContain('try_files $uri =404;');
    }
  });

  it('the pages (the app, index.html itself, the file rule) carry the CSP with frame-ancestors and a Referrer-Policy', () => {
    for (const match of ['/', '~ \\.[^/]+$']) {
      const body = all.get(match)!;
      expect(body, match).toContain('add_header Content-Security-Policy $portal_csp always;');
      expect(body, match).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
      expect(body, match).toContain('add_header X-Frame-Options "DENY" always;');
    }
    expect(/set \$portal_csp "([^"]*)"/.exec(conf)?.[1]).toMatch(/frame-ancestors 'none'(;|$)/);
  });
});

describe('files and app paths', () => {
  const fileRule = new RegExp(/location ~ (\S+) \{/.exec(render())![1]!);

  it.each(['/robots.txt', '/favicon.ico', '/assets/nope.js', '/index.html', '/icons/icon-192.png', '/.env'])('%s is a file', (path) => {
    expect(fileRule.test(path)).toBe(true);
  });

  it.each(['dosen', 'mahasiswa'] as const)('%s: no app path looks like a file, so each reaches index.html', (portal) => {
    const paths = Object.values(realModel(portal).nodes).map((node) => node.path);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => fileRule.test(path))).toEqual([]);
  });
});

describe.skipIf(!existsSync(NGINX_BIN))('nginx accepts the rendered config', () => {
  const brotli = existsSync(BROTLI_MODULE);
  const cases: [string, Partial<NginxSettings>][] = [
    ['HSTS on', { PORTAL_HSTS: 'on' }],
    ['HSTS off', { PORTAL_HSTS: 'off' }],
  ];
  if (brotli) cases.push(['brotli on', { PORTAL_BROTLI: 'on' }]);
  it.each(cases)('%s', (_, settings) => {
    const { status, stderr } = nginxCheck(render(settings), brotli ? [BROTLI_MODULE] : []);
    expect(status, stderr).toBe(0);
  });
});
