// The shipped nginx config serves the service worker uncached and lets the app use it.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_BIN } from '../../../scripts/harness/nginx.ts';
import { renderNginxConf } from '../../../scripts/deploy/nginx-conf.ts';
import { nginxCheck } from '../../support/nginx-check.ts';

const conf = renderNginxConf({
  PORTAL_LISTEN: '8080',
  PORTAL_ROOT: '/srv/portal/dist',
  PORTAL_CONNECT_SRC: 'https://api.example.ac.id https://login.microsoftonline.com https://graph.microsoft.com',
  PORTAL_FRAME_SRC: 'https://login.microsoftonline.com',
});

/** The body of `location <match> { … }` (locations here do not nest). */
function location(match: string): string {
  const start = conf.indexOf(`location ${match} {`);
  expect(start, `location ${match}`).toBeGreaterThan(-1);
  return conf.slice(start, conf.indexOf('\n    }', start));
}

const appCsp = () => /set \$portal_csp "([^"]*)"/.exec(conf)?.[1] ?? '';

describe('nginx config: service worker and web app manifest', () => {
  it('/sw.js is never cached, is a real file (404, not index.html), and carries the CSP', () => {
    const sw = location('= /sw.js');
    expect(sw).toMatch(/try_files \$uri =404;/);
    expect(sw).toMatch(/add_header Cache-Control "no-cache, no-store, must-revalidate" always;/);
    expect(sw).not.toMatch(/max-age=[1-9]|immutable/);
    expect(sw).toMatch(/add_header Content-Security-Policy \$portal_csp always;/);
  });

  it('/manifest.webmanifest is served as application/manifest+json, revalidated', () => {
    const manifest = location('= /manifest.webmanifest');
    expect(manifest).toMatch(/default_type application\/manifest\+json;/);
    expect(manifest).toMatch(/try_files \$uri =404;/);
    expect(manifest).toMatch(/Cache-Control "no-cache"/);
  });

  it('/version.json is revalidated on every request, as JSON, and a missing one is a 404', () => {
    const version = location('= /version.json');
    expect(version).toMatch(/try_files \$uri =404;/);
    expect(version).toMatch(/default_type application\/json;/);
    expect(version).toMatch(/add_header Cache-Control "no-cache" always;/);
    expect(version).not.toMatch(/max-age=[1-9]|immutable/);
  });

  it("the app's CSP allows its own worker and manifest, and nothing else's", () => {
    const csp = appCsp();
    expect(csp).toMatch(/(^|; )worker-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )manifest-src 'self'(;|$)/);
  });

  it('the workbox runtime next to sw.js and index.html are not long-cached either', () => {
    // Both fall to "location /" (no-cache); only /assets/ is immutable.
    expect(location('/')).toMatch(/Cache-Control "no-cache"/);
    expect(location('^~ /assets/')).toMatch(/immutable/);
  });

  it.skipIf(!existsSync(NGINX_BIN))('nginx accepts the rendered config', () => {
    const { status, stderr } = nginxCheck(conf);
    expect(status, stderr).toBe(0);
  });
});
