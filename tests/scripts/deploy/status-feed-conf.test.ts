// The live status feed's block of deploy/nginx.conf.template (PORTAL_STATUS_UPSTREAM,
// PORTAL_STATUS_PATH): present only when asked for, passing on the status page's JSON alone and
// nothing of the lecturer's. tests/e2e/maintenance.e2e.ts reads the feed through it.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_BIN } from '../../../scripts/harness/nginx.ts';
import { type NginxSettings, renderNginxConf } from '../../../scripts/deploy/nginx-conf.ts';
import { nginxCheck } from '../../support/nginx-check.ts';

const render = (settings: Partial<NginxSettings> = {}) =>
  renderNginxConf({
    PORTAL_LISTEN: '8080',
    PORTAL_ROOT: '/srv/portal/dist',
    PORTAL_CONNECT_SRC: 'https://api.example.ac.id',
    PORTAL_FRAME_SRC: 'https://login.microsoftonline.com',
    ...settings,
  });

const statusLocation = (conf: string) =>
  /\n {4}location \^~ (\S+) \{([\s\S]*?)\n {4}\}/.exec(conf.slice(conf.indexOf('# status feed: begin')));

describe('the status feed (PORTAL_STATUS_UPSTREAM)', () => {
  it('is left out without an upstream', () => {
    const conf = render();
    expect(conf).not.toMatch(/location[^\n]*status-page|proxy_pass/);
  });

  it('passes GET <path>/api/status-page/… on to the upstream, without cookies or credentials, in 5 s', () => {
    const conf = render({ PORTAL_STATUS_UPSTREAM: 'https://status.example.ac.id' });
    const [, match, body] = statusLocation(conf)!;
    expect(match).toBe('/status-feed/api/status-page/');
    expect(body).toMatch(/proxy_pass https:\/\/status\.example\.ac\.id\/api\/status-page\/;/);
    expect(body).toMatch(/limit_except GET \{ deny all; \}/);
    expect(body).toMatch(/proxy_set_header Cookie "";/);
    expect(body).toMatch(/proxy_set_header Authorization "";/);
    expect(body).toMatch(/proxy_hide_header Set-Cookie;/);
    expect(body).toMatch(/proxy_read_timeout 5s;/);
    expect(body).toMatch(/add_header Cache-Control "no-cache" always;/);
    // The app's CSP is unchanged: connect-src 'self' covers the feed.
    expect(conf).toMatch(/connect-src 'self' https:\/\/api\.example\.ac\.id[ ;]/);
  });

  it('takes the path the manifest names, and Uptime Kuma on a port of its own', () => {
    const conf = render({ PORTAL_STATUS_UPSTREAM: 'http://10.0.0.5:3001', PORTAL_STATUS_PATH: '/layanan/status' });
    const [, match, body] = statusLocation(conf)!;
    expect(match).toBe('/layanan/status/api/status-page/');
    expect(body).toMatch(/proxy_pass http:\/\/10\.0\.0\.5:3001\/api\/status-page\/;/);
  });

  it.each([
    [{ PORTAL_STATUS_UPSTREAM: 'status.example.ac.id' }, /PORTAL_STATUS_UPSTREAM must be an address/],
    [{ PORTAL_STATUS_UPSTREAM: 'https://status.example.ac.id/' }, /without query, fragment, user or trailing slash/],
    [{ PORTAL_STATUS_UPSTREAM: 'ftp://status.example.ac.id' }, /http\(s\) address/],
    [{ PORTAL_STATUS_UPSTREAM: 'https://status.example.ac.id?x=1' }, /without query/],
    // Uptime Kuma has no base path: an address below one would pass on to its web app's page, not its API.
    [{ PORTAL_STATUS_UPSTREAM: 'http://10.0.0.5:3001/uptime' }, /Uptime Kuma has no base path/],
    [{ PORTAL_STATUS_UPSTREAM: 'https://s.example', PORTAL_STATUS_PATH: 'status-feed' }, /PORTAL_STATUS_PATH must be an absolute path/],
    [{ PORTAL_STATUS_UPSTREAM: 'https://s.example', PORTAL_STATUS_PATH: '/a/../b' }, /PORTAL_STATUS_PATH must be an absolute path/],
    [{ PORTAL_STATUS_UPSTREAM: 'https://s.example', PORTAL_STATUS_PATH: '/status feed' }, /PORTAL_STATUS_PATH must be an absolute path/],
    [{ PORTAL_STATUS_PATH: '/status-feed' }, /PORTAL_STATUS_PATH needs PORTAL_STATUS_UPSTREAM/],
  ])('refuses %o with a message naming the variable', (settings, message) => {
    expect(() => render(settings)).toThrow(message);
  });

  it.skipIf(!existsSync(NGINX_BIN))('nginx accepts the config with the block', () => {
    const { status, stderr } = nginxCheck(render({ PORTAL_STATUS_UPSTREAM: 'http://127.0.0.1:3001' }));
    expect(status, stderr).toBe(0);
  });
});
