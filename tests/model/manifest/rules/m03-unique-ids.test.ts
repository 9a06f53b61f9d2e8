// M3 of docs/manifest-rules.md (src/model/manifest/rules/m03-unique-ids.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../../src/model/manifest/load.ts';
import { base, check, line } from '../../../support/manifest.ts';

describe('M3 m3UniqueIds', () => {
  it('[M3] rejects duplicate ids and reports both places', () => {
    const { lines } = check(`  - id: dashboard
    component: about
    label: Again
`);
    expect(lines).toEqual([`m.yaml:${line(1)}:9 DUPLICATE_ID "dashboard" already defined at 28:9`]);
  });

  it('[M3] names the other file when a duplicate id is in another file', () => {
    const { issues } = loadManifest([
      { name: 'a.yaml', text: base },
      { name: 'b.yaml', text: 'nodes:\n  - id: login\n    component: about\n    label: L\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual(['b.yaml:2:9 DUPLICATE_ID "login" already defined at a.yaml:24:9']);
  });

  it('[M3] rejects duplicate announcement ids, also across files', () => {
    const { issues } = loadManifest([
      { name: 'a.yaml', text: `${base}announcements:\n  - {id: info, title: A, body: A}\n` },
      { name: 'b.yaml', text: 'announcements:\n  - id: info\n    title: B\n    body: B\n' },
    ]);
    expect(issues.map(formatIssue)).toEqual([`b.yaml:2:9 DUPLICATE_ID announcement "info" already defined at a.yaml:${line(2)}:10`]);
    // Announcements have their own names: one may share an id with a node.
    expect(check('announcements:\n  - {id: dashboard, title: A, body: A}\n').lines).toEqual([]);
  });
});
