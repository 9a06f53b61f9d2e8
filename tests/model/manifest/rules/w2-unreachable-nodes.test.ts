// W2 of docs/manifest-rules.md (src/model/manifest/rules/w2-unreachable-nodes.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { check, line } from '../../../support/manifest.ts';

describe('W2 w2UnreachableNodes', () => {
  it('[W2] warns about nodes no click can reach', () => {
    const { issues, model } = check(`  - id: arsip
    parent: dashboard
    label: Arsip
    hidden: true
    redirect: lama
  - id: lama
    parent: arsip
    label: Lama
    url: https://lama.example.ac.id
  - id: tersembunyi
    parent: arsip
    label: Tersembunyi
    url: https://lama.example.ac.id
`);
    expect(issues.map(formatIssue)).toEqual([
      `m.yaml:${line(10)}:9 UNREACHABLE tersembunyi: not reachable from the menu: its ancestor "arsip" is hidden and no redirect leads here`,
    ]);
    expect(issues[0]?.severity).toBe('warning');
    expect(model).toBeDefined();
  });
});
