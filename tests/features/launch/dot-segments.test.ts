// A value from the portal API may not change a link's path: a name of ".." made the ResearchGate
// link lose its /profile path, because browsers resolve "." and ".." (also spelled %2e) segments.
import { describe, expect, it } from 'vitest';
import { planLaunch, whenOffline } from '../../../src/features/launch/plan.ts';
import { fillTemplate } from '../../../src/features/launch/template.ts';
import { parseTemplate } from '../../../src/model/manifest/url-template.ts';
import { realModel } from '../../support/real-model.ts';

const parts = (template: string) => parseTemplate(template).parts;
const model = realModel('dosen');
const node = (id: string) => model.nodes[id]!;

describe('fillTemplate: a value in the path', () => {
  it.each(['.', '..'])('fails as unusable when the value %j is a whole path segment', (name) => {
    expect(fillTemplate(parts('https://rg.net/profile/<namaTanpaGelar>'), { namaTanpaGelar: name })).toEqual({
      ok: false,
      unusable: 'namaTanpaGelar',
    });
    expect(fillTemplate(parts('https://rg.net/profile/<namaTanpaGelar>/edit'), { namaTanpaGelar: name })).toEqual({
      ok: false,
      unusable: 'namaTanpaGelar',
    });
  });

  it('fails for a segment that only becomes ".." with the transform (slug trims)', () => {
    expect(fillTemplate(parts('https://rg.net/profile/<namaTanpaGelar:slug>'), { namaTanpaGelar: ' .. ' })).toEqual({
      ok: false,
      unusable: 'namaTanpaGelar',
    });
  });

  it.each([
    ['template %2e before the value', 'https://x.id/a/%2e<nip>', '.'],
    ['template %2E after the value', 'https://x.id/a/<nip>%2E?q=1', '.'],
    ['template "." before the value', 'https://x.id/a/.<nip>', '.'],
    ['template "%2" completed by the value', 'https://x.id/a/%2<nip>', 'e'],
    ['a backslash as separator', 'https://x.id/a\\<nip>', '..'],
  ])('fails when the value and the template text around it form a dot segment: %s', (_name, template, nip) => {
    expect(fillTemplate(parts(template), { nip })).toEqual({ ok: false, unusable: 'nip' });
  });

  it.each([
    ['https://rg.net/u/<namaTanpaGelar>-cv', '..', 'https://rg.net/u/..-cv'],
    ['https://rg.net/profile/<namaTanpaGelar>', '...', 'https://rg.net/profile/...'],
    ['https://rg.net/profile/<namaTanpaGelar>', '%2e%2e', 'https://rg.net/profile/%252e%252e'],
    ['https://rg.net/profile/<namaTanpaGelar>', '../..', 'https://rg.net/profile/..%2F..'],
    ['https://rg.net/profile/<namaTanpaGelar>', '.. ..', 'https://rg.net/profile/..%20..'],
  ])('fills %s with %j: the segment is not a dot segment', (template, name, url) => {
    const filled = fillTemplate(parts(template), { namaTanpaGelar: name });
    expect(filled).toEqual({ ok: true, url });
    // and the browser keeps the path as filled
    expect(new URL(url).href).toBe(url);
  });

  it('agrees with the URL parser on which segments it resolves', () => {
    const cases: [string, string, string][] = [
      ['', '.', ''],
      ['', '..', ''],
      ['%2e', '.', ''],
      ['', '.', '%2E'],
      ['.', '.', ''],
      ['%2', 'e', ''],
      ['%2E%2', 'e', ''],
      ['', '..', '-cv'],
      ['', '...', ''],
      ['', '%2e', ''],
      ['%2e', '%2e', ''],
      ['', '.a', ''],
    ];
    for (const [before, nip, after] of cases) {
      const segment = `${before}${encodeURIComponent(nip)}${after}`;
      const resolved = new URL(`https://x.id/a/${segment}/b`).pathname !== `/a/${segment}/b`;
      const filled = fillTemplate(parts(`https://x.id/a/${before}<nip>${after}/b`), { nip });
      expect(filled.ok, `segment ${segment}`).toBe(!resolved);
    }
  });

  it('leaves a dot segment written in the template itself alone: no value placed it', () => {
    expect(fillTemplate(parts('https://x.id/a/../b/<nip>'), { nip: '1' })).toEqual({ ok: true, url: 'https://x.id/a/../b/1' });
  });

  it('still reports a missing value as missing', () => {
    expect(fillTemplate(parts('https://rg.net/profile/<namaTanpaGelar>'), { namaTanpaGelar: '  ' })).toEqual({
      ok: false,
      missing: 'namaTanpaGelar',
    });
  });
});

describe('fillTemplate: a value in the query or fragment', () => {
  it.each([
    ['https://sinta.id/authors?q=<namaTanpaGelar>', 'https://sinta.id/authors?q=..'],
    ['https://x.id/a?next=/<namaTanpaGelar>', 'https://x.id/a?next=/..'],
    ['https://x.id/a#<namaTanpaGelar>', 'https://x.id/a#..'],
    ['https://x.id/a#/<namaTanpaGelar>/b', 'https://x.id/a#/../b'],
  ])('keeps dots as data in %s', (template, url) => {
    expect(fillTemplate(parts(template), { namaTanpaGelar: '..' })).toEqual({ ok: true, url });
  });
});

describe('planLaunch with a dot value', () => {
  it('plans ResearchGate (name in the path) as unusable, naming the field, and opens nothing', () => {
    expect(planLaunch(node('researchgate'), { namaTanpaGelar: '..' })).toEqual({ kind: 'unusable', field: 'namaTanpaGelar' });
    expect(planLaunch(node('researchgate'), { namaTanpaGelar: '.' })).toEqual({ kind: 'unusable', field: 'namaTanpaGelar' });
  });

  it('opens SINTA and Google Scholar (name in the query) with ".." as the search text', () => {
    const sinta = planLaunch(node('sinta'), { namaTanpaGelar: '..' });
    expect(sinta).toEqual({ kind: 'open', url: 'https://sinta.kemdiktisaintek.go.id/authors?q=..' });
    const scholar = planLaunch(node('google-scholar'), { namaTanpaGelar: '..' });
    expect(scholar.kind === 'open' && new URL(scholar.url).searchParams.get('mauthors')).toBe('..');
  });

  it('plans a missing data field as unavailable with "<field> tidak tersedia"', () => {
    expect(planLaunch(node('researchgate'), { namaTanpaGelar: null })).toEqual({
      kind: 'unavailable',
      field: 'namaTanpaGelar',
      message: 'namaTanpaGelar tidak tersedia',
    });
  });
});

describe('whenOffline with an unusable value', () => {
  it('keeps an unusable data value: being online would not help', () => {
    const plan = { kind: 'unusable', field: 'namaTanpaGelar' } as const;
    expect(whenOffline(plan, { online: false, renews: ['idToken'] })).toBe(plan);
  });

  it('says offline for an unusable id token that the refresh (which needs the network) would replace', () => {
    const plan = { kind: 'unusable', field: 'idToken' } as const;
    expect(whenOffline(plan, { online: false, renews: ['idToken'] })).toEqual({ kind: 'offline' });
    expect(whenOffline(plan, { online: false, renews: [] })).toBe(plan);
    expect(whenOffline(plan, { online: true, renews: ['idToken'] })).toBe(plan);
  });
});
