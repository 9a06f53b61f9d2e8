// What nginx (deploy/nginx.conf.template as shipped) sends: security headers, caching, fallback,
// missing files, pre-compressed files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_MODULE } from '../../scripts/harness/nginx.ts';
import { OUTPUT_DIR } from './global-setup.ts';
import { urls } from '../support/e2e/session.ts';

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
    // Issue 34: Trusted Types with the one default policy, no <base>, no analytics origin without a GA id.
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
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
    expect(missing.headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('/version.json names the build index.html is, as JSON that is revalidated on every request', async () => {
    const response = await fetch(`${urls().dosen}/version.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const { version } = (await response.json()) as { version: string };
    expect(version).toMatch(/^[\w-]{16}$/);
    const html = await (await fetch(`${urls().dosen}/dashboard`)).text();
    expect(html).toContain(`<meta name="portal-version" content="${version}" />`);
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

/** A GET whose body is kept as sent (fetch would decode it), to compare with the files on disk. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

const dist = join(OUTPUT_DIR, 'dist-dosen');
const biggestChunk = () =>
  readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(dist, 'assets', name)).size }))
    .sort((a, b) => b.size - a.size)[0]!.name;

describe('what the HTTP Observatory reads (docs/security.md)', () => {
  it('/ sends each header it scores: CSP, X-Content-Type-Options, frame-ancestors and X-Frame-Options, Referrer-Policy, CORP', async () => {
    const response = await fetch(`${urls().dosen}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:|\shttps?:(\s|$)|\*/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      response.headers.get('referrer-policy'),
    );
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('HSTS: two years on every answer when switched on (dosen), none by default without ssl (mahasiswa)', async () => {
    const chunk = `/assets/${biggestChunk()}`;
    for (const path of ['/', '/dashboard', chunk, '/robots.txt', '/sw.js', '/version.json', '/auth/redirect.html', '/assets/nope.js']) {
      const hsts = (await fetch(`${urls().dosen}${path}`)).headers.get('strict-transport-security');
      expect(hsts, path).toBe('max-age=63072000');
      expect(Number(/max-age=(\d+)/.exec(hsts!)![1]), path).toBeGreaterThanOrEqual(15552000); // the Observatory's six months
    }
    for (const path of ['/', '/assets/nope.js']) {
      expect((await fetch(`${urls().mahasiswa}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('missing files and the files beside the app (nginx)', () => {
  it.each(['/assets/nope.js', '/nope.png', '/dashboard/nope.js', '/icons/nope.png', '/.env'])(
    '%s: a real 404, revalidated, never immutable',
    async (path) => {
      const response = await fetch(`${urls().dosen}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).not.toContain('<!doctype');
    },
  );

  it('/robots.txt is the shipped file, as text', async () => {
    const response = await fetch(`${urls().dosen}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(readFileSync(join(dist, 'robots.txt'), 'utf8'));
  });

  it('/favicon.ico is an icon, not the app', async () => {
    const response = await fetch(`${urls().dosen}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(dist, 'favicon.ico')))).toBe(true);
  });

  it('index.html has the description and no benchmark hook', async () => {
    const html = await (await fetch(`${urls().dosen}/dashboard`)).text();
    expect(html).toMatch(/<meta name="description" content="Portal dan peluncur layanan untuk dosen Universitas Terbuka\." \/>/);
    expect(html).not.toMatch(/elementtiming/i);
  });
});

describe('pre-compressed files (gzip_static, brotli_static)', () => {
  it.each([['the biggest chunk'], ['index.html'], ['a deep link']])('%s: the .gz file as it is on disk', async (which) => {
    const [path, file] =
      which === 'the biggest chunk'
        ? [`/assets/${biggestChunk()}`, `assets/${biggestChunk()}`]
        : which === 'index.html'
          ? ['/index.html', 'index.html']
          : ['/dashboard/pendidikan-pengajar', 'index.html'];
    const gz = await rawGet(`${urls().dosen}${path}`, { 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(gz.body.equals(readFileSync(join(dist, `${file}.gz`))), 'nginx sent the build file, not its own compression').toBe(true);
    expect(gunzipSync(gz.body).equals(readFileSync(join(dist, file)))).toBe(true);
    const plain = await rawGet(`${urls().dosen}${path}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(dist, file)))).toBe(true);
  });

  it(`brotli when the nginx module is there (${existsSync(BROTLI_MODULE) ? 'it is' : 'it is not: gzip'})`, async () => {
    const file = `assets/${biggestChunk()}`;
    const response = await rawGet(`${urls().dosen}/${file}`, { 'accept-encoding': 'gzip, deflate, br' });
    const encoding = existsSync(BROTLI_MODULE) ? 'br' : 'gzip';
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.body.equals(readFileSync(join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(true);
  });
});
