// public/robots.txt and public/favicon.ico, served as files by nginx (never index.html).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/manifest-files.ts';
import { realModel } from '../support/real-model.ts';

const robots = readFileSync(join(projectRoot, 'public/robots.txt'), 'utf8');
const rules = robots
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => /^([A-Za-z-]+):\s*(.*)$/.exec(line));

/** RFC 9309 for the one group: the longest matching rule wins, Allow on a tie; no rule allows. */
function allowed(path: string): boolean {
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const [, field, value] of rules as RegExpExecArray[]) {
    const allow = field!.toLowerCase() === 'allow';
    if (!allow && field!.toLowerCase() !== 'disallow') continue;
    if (!value || !path.startsWith(value)) continue;
    if (value.length > best.length || (value.length === best.length && allow)) best = { allow, length: value.length };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('is one group for every crawler, in fields crawlers know', () => {
    expect(rules.every(Boolean), robots).toBe(true);
    const fields = rules.map((m) => m![1]!.toLowerCase());
    expect(fields[0]).toBe('user-agent');
    expect(rules[0]![2]).toBe('*');
    expect(fields.filter((f) => f === 'user-agent')).toHaveLength(1);
    expect(new Set(fields.slice(1))).toEqual(new Set(['disallow']));
    for (const m of rules.slice(1)) expect(m![2], 'paths start with /').toMatch(/^\//);
  });

  it.each(['dosen', 'mahasiswa'] as const)('%s: the entry pages may be listed, nothing behind sign-in', (portal) => {
    const model = realModel(portal);
    const nodes = Object.values(model.nodes);
    const signedIn = nodes.filter((node) => node.access === 'user' && node.path !== '/');
    expect(signedIn.length).toBeGreaterThan(5);
    expect(signedIn.filter((node) => allowed(node.path)).map((node) => node.path)).toEqual([]);
    expect(allowed('/')).toBe(true);
    expect(allowed(model.nodes[model.portal.login]!.path)).toBe(true);
    for (const node of nodes.filter((n) => n.id === 'about')) expect(allowed(node.path)).toBe(true);
    // A search engine renders the entry pages with their scripts and styles.
    expect(allowed('/assets/start-abc.js')).toBe(true);
    expect(allowed('/auth/redirect.html')).toBe(false);
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
