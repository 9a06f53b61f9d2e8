// The build's pre-compressed files (scripts/build/precompress.ts), which nginx sends with gzip_static
// and brotli_static, and which the service worker must not precache.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SIZE, precompressDir, precompressFile } from '../../../scripts/build/precompress.ts';
import { pwaOptions } from '../../../scripts/build/pwa-options.ts';
import { realModel } from '../../support/real-model.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (size: number) => 'const menu = ["Pendidikan & Pengajaran", "Penelitian"];\n'.repeat(Math.ceil(size / 56)).slice(0, size);
const put = (path: string, body: string | Buffer) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), body);
};

describe('precompressDir', () => {
  it('writes a .gz and a .br beside each text file, in folders too, that decode to the file', () => {
    for (const name of ['index.html', 'assets/start-abc.js', 'assets/style-abc.css', 'favicon.svg', 'manifest.webmanifest', 'robots.txt']) {
      put(name, text(4000));
    }
    const written = precompressDir(dir).map((file) => relative(dir, file));
    expect(written).toHaveLength(12);
    for (const name of ['index.html', 'assets/start-abc.js', 'manifest.webmanifest']) {
      const original = readFileSync(join(dir, name));
      const gz = readFileSync(join(dir, `${name}.gz`));
      const br = readFileSync(join(dir, `${name}.br`));
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(br.length, `${name}: brotli at its highest quality beats gzip`).toBeLessThan(gz.length);
    }
  });

  it('leaves small files, images and earlier .gz/.br files alone', () => {
    put('tiny.js', text(MIN_SIZE - 1));
    put('icons/icon-192.png', Buffer.alloc(5000, 7));
    put('favicon.ico', Buffer.alloc(5000, 7));
    put('old.js.gz', text(5000));
    expect(precompressDir(dir)).toEqual([]);
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
  });

  it('writes no variant that is not smaller than the file', () => {
    // Random bytes do not compress: sending them "compressed" would only cost a decoding step.
    put('random.js', randomBytes(4000));
    put('plain.js', text(MIN_SIZE));
    const written = precompressDir(dir).map((file) => relative(dir, file));
    expect(written.filter((f) => f.startsWith('random'))).toEqual([]);
    expect(written).toEqual(expect.arrayContaining(['plain.js.gz', 'plain.js.br']));
  });
});

describe('precompressFile', () => {
  it('replaces the copies of a file that changed, and removes those it no longer needs', () => {
    put('index.html', text(4000));
    precompressDir(dir);
    put('index.html', `<!doctype html>${text(3000)}`);
    expect(precompressFile(join(dir, 'index.html'))).toHaveLength(2);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toMatch(/^<!doctype html>/);
    put('index.html', '<!doctype html>');
    expect(precompressFile(join(dir, 'index.html'))).toEqual([]);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});

describe('the service worker precaches the files, not their compressed copies', () => {
  it.each(['assets/start-abc.js', 'index.html', 'assets/style.css', 'favicon.svg'])('%s: the file only', (file) => {
    const patterns = pwaOptions(realModel('dosen')).workbox!.globPatterns!;
    const precached = (path: string) => patterns.some((pattern) => matchesGlob(path, pattern));
    expect(precached(file)).toBe(true);
    expect(precached(`${file}.gz`)).toBe(false);
    expect(precached(`${file}.br`)).toBe(false);
  });
});
