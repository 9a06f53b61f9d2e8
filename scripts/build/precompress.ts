// Pre-compression of the build: a .gz and a .br file next to every compressible file, which nginx
// sends as they are (gzip_static, brotli_static in deploy/nginx.conf.template) instead of
// compressing index.html and the chunks again on every request, and at the highest levels, which
// are too slow to run per request. The service worker's precache lists only the files themselves
// (its globPatterns in scripts/build/pwa-options.ts end in the plain extensions).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text formats; images other than SVG are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

/** nginx's gzip_min_length in the template: below it, nobody compresses, so no file is needed either. */
export const MIN_SIZE = 512;

/** Writes `<file>.gz` and `<file>.br` for each compressible file under `dir`; returns the files written. */
export function precompressDir(dir: string): string[] {
  return filesUnder(dir).flatMap(precompressFile);
}

/**
 * Writes the compressed copies of one file, when it is a compressible one (returns the files
 * written). Whatever changes a built file must call it: nginx would go on sending the old copies.
 */
export function precompressFile(file: string): string[] {
  if (!compressible.has(extname(file))) return [];
  const source = readFileSync(file);
  const variants: [string, Buffer][] =
    source.length < MIN_SIZE
      ? []
      : [
          ['.gz', gzipSync(source, { level: 9 })],
          [
            '.br',
            brotliCompressSync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ],
        ];
  const written: string[] = [];
  for (const [suffix, body] of variants) {
    // A variant that saves nothing would only cost the client a decoding step.
    if (body.length >= source.length) continue;
    writeFileSync(file + suffix, body);
    written.push(file + suffix);
  }
  // A copy of an earlier version of the file would be sent in its place.
  for (const suffix of ['.gz', '.br']) if (!written.includes(file + suffix)) rmSync(file + suffix, { force: true });
  return written;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * Runs after everything else has written its files (order 'post' of closeBundle), so the service
 * worker that vite-plugin-pwa writes in its own closeBundle is compressed too.
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (error) return; // a failed build has nothing to serve
        const written = precompressDir(outDir);
        logger.info(`precompressed: ${written.length} .gz and .br files`);
      },
    },
  };
}
