import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import { base, check } from '../../support/manifest.ts';

// The whole pipeline (parse, read, validate, compile). Each rule's own tests are in
// tests/model/manifest/rules/, one file per rule of docs/manifest-rules.md.
describe('loadManifest', () => {
  it('accepts the base manifest and compiles paths', () => {
    const { lines, model } = check('');
    expect(lines).toEqual([]);
    expect(model?.nodes.home?.path).toBe('/');
    expect(model?.nodes.dashboard?.path).toBe('/dashboard');
  });

  it('reports the problems of every file of a split manifest in one run', () => {
    const { issues } = loadManifest([
      { name: 'manifest/a.yaml', text: base },
      { name: 'manifest/b.yaml', text: 'nodes:\n  - id: x\n    parent: dashboard\n    label: X\n    url: "{rg}/<nipp>"\n' },
      { name: 'manifest/c.yaml', text: 'nodes:\n  - id: y\n    parent: nope\n    label: Y\n    component: about\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'manifest/b.yaml:5:16 UNKNOWN_PLACEHOLDER x: unknown placeholder <nipp> (did you mean nip?)',
      'manifest/c.yaml:3:13 UNKNOWN_PARENT y: parent "nope" does not exist',
    ]);
  });

  it('puts ordered siblings first and keeps file order for the rest', () => {
    const { model } = check(`  - { id: c, parent: dashboard, label: C, component: about }
  - { id: b, parent: dashboard, label: B, component: about, order: 2 }
  - { id: a, parent: dashboard, label: A, component: about }
  - { id: d, parent: dashboard, label: D, component: about, order: 1 }
`);
    expect(model?.nodes.dashboard?.children).toEqual(['d', 'b', 'c', 'a']);
  });
});
