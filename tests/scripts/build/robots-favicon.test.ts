// robots.txt, written by the build from each portal's model (scripts/build/robots.ts), and
// public/favicon.ico; nginx serves both as files (never index.html).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalIds, projectRoot } from '../../../scripts/manifest/files.ts';
import { robotsTxt } from '../../../scripts/build/robots.ts';
import { robotsAllows } from '../../support/robots.ts';
import { realModel } from '../../support/real-model.ts';

const publicFiles = readdirSync(join(projectRoot, 'public'), { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
const portals = [...portalIds(), 'tests/fixtures/portal-kampus'];

describe.each(portals)('robots.txt of %s', (portal) => {
  const model = realModel(portal);
  const robots = robotsTxt(model, ['assets/', ...publicFiles]);
  const allowed = robotsAllows(robots);
  const nodes = Object.values(model.nodes);

  it('is one group for every crawler, in fields crawlers know', () => {
    const fields = robots
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean)
      .map((line) => /^([A-Za-z-]+):\s*\S+$/.exec(line)?.[1]?.toLowerCase());
    expect(fields[0]).toBe('user-agent');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(new Set(fields.slice(1))).toEqual(new Set(['allow', 'disallow']));
  });

  it('lets the entry pages be listed: the address, the sign-in page and the pages it links to', () => {
    const { login } = model.portal.paths;
    expect(['/', login].filter((path) => !allowed(path))).toEqual([]);
    const linked = nodes.filter((n) => n.behaviour.kind === 'component' && ['about', 'reset-password'].includes(n.behaviour.page));
    expect(linked.filter((n) => !allowed(n.path)).map((n) => n.path)).toEqual([]);
    // …and what a search engine needs to render them.
    for (const path of ['/assets/start-abc.js', '/favicon.svg', '/icons/icon-192.png']) expect(allowed(path), path).toBe(true);
  });

  it('keeps out everything behind sign-in and every step of it', () => {
    const signedIn = nodes.filter((n) => n.access === 'user' && n.path !== '/');
    expect(signedIn.length).toBeGreaterThan(1);
    expect(signedIn.filter((n) => allowed(n.path)).map((n) => n.path)).toEqual([]);
    const { login, logout = '/logout' } = model.portal.paths;
    for (const path of [`${login}-error`, `${login}?redirect=%2F`, logout, '/auth/redirect.html', '/list-route', '/dev/login'])
      expect(allowed(path), path).toBe(false);
  });
});

describe('favicon.ico', () => {
  it('is an icon file with PNG images of 16, 32 and 48 pixels (from favicon.svg)', () => {
    const ico = readFileSync(join(projectRoot, 'public/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type icon
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(ico[entry]);
      return ico[entry];
    });
    expect(sizes).toEqual([16, 32, 48]);
  });
});
