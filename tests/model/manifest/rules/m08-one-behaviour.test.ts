// M8 of docs/manifest-rules.md (src/model/manifest/rules/m08-one-behaviour.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M8 m8OneBehaviour', () => {
  it('[M8] requires exactly one behaviour and no children under url nodes', () => {
    expect(
      check(`  - id: kosong
    parent: dashboard
    label: Kosong
  - id: dua
    parent: dashboard
    label: Dua
    component: about
    url: https://x.example.ac.id
  - id: anak
    parent: dua
    label: Anak
    component: about
`).lines,
    ).toEqual([
      `m.yaml:${line(1)}:9 BEHAVIOUR kosong: a node needs exactly one of redirect, component or url`,
      `m.yaml:${line(4)}:9 BEHAVIOUR dua: has component and url; a node does exactly one of redirect, component or url`,
      `m.yaml:${line(8)}:10 BEHAVIOUR dua: a url node cannot have children (anak); make it a group with a redirect`,
    ]);
  });
});
