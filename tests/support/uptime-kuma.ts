// The answers of a real Uptime Kuma 2.5.3 status page (tests/fixtures/uptime-kuma-2.5.3/, its
// README says what the page held), fresh copies for tests to read and to make variants of.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/manifest/files.ts';

const dir = join(projectRoot, 'tests/fixtures/uptime-kuma-2.5.3');

/** `status-page` (GET /api/status-page/layanan-ut) or `heartbeat` (GET /api/status-page/heartbeat/layanan-ut). */
export const captured = (answer: 'status-page' | 'heartbeat'): any => JSON.parse(readFileSync(join(dir, `${answer}.json`), 'utf8'));

/** The answer's headers as captured: name (lower case) → value. */
export function capturedHeaders(answer: 'status-page' | 'heartbeat'): Map<string, string> {
  const [, ...lines] = readFileSync(join(dir, `${answer}.headers.txt`), 'utf8')
    .trim()
    .split(/\r?\n/);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}

/** When the server answered (its Date header), epoch ms. */
export const capturedAt = Date.parse(capturedHeaders('heartbeat').get('date')!);
