// What nginx (deploy/nginx.conf.template as shipped) sends: security headers, caching, fallback.
import { describe, expect, it } from 'vitest';
import { urls } from './support/session.ts';

describe('response headers (nginx)', () => {
  it('/ carries the CSP (with frame-ancestors), nosniff, a Referrer-Policy and no-cache', async () => {
    const response = await fetch(`${urls().dosen}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain(urls().apiUrl);
    expect(csp).toContain(urls().issuer);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
  });

  it('index.html is never cached; a deep link gets the same index.html', async () => {
    const index = await fetch(`${urls().dosen}/index.html`);
    expect(index.headers.get('cache-control')).toMatch(/no-cache/);
    const html = await index.text();
    const deep = await fetch(`${urls().dosen}/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toMatch(/no-cache/);
    expect(deep.headers.get('content-security-policy')).toMatch(/frame-ancestors/);
    expect(await deep.text()).toBe(html);
  });

  it('hashed /assets/*.js are cached for a year (immutable) and sent with nosniff', async () => {
    const html = await (await fetch(`${urls().dosen}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) {
      expect(path).toMatch(/-[\w-]{6,}\.js$/); // content hash in the name
      const response = await fetch(`${urls().dosen}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/immutable/);
      expect(response.headers.get('cache-control'), path).toMatch(/max-age=31536000/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-type'), path).toMatch(/javascript/);
    }
    const missing = await fetch(`${urls().dosen}/assets/does-not-exist-abc123.js`);
    expect(missing.status).toBe(404);
  });

  it('the MSAL redirect page is a real file with its own CSP, not the app', async () => {
    const response = await fetch(`${urls().dosen}/auth/redirect.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('id="root"');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
  });

  it('the student portal is served the same way on its own origin', async () => {
    const response = await fetch(`${urls().mahasiswa}/dashboard/sk`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(await response.text()).toContain('Portal Mahasiswa');
  });
});
