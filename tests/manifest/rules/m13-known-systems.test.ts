// M13 of docs/manifest-rules.md (src/manifest/rules/m13-known-systems.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../helpers.ts';

describe('M13 m13KnownSystems', () => {
  it('[M13] requires {system} references to exist and to start the url', () => {
    expect(
      check(`  - id: x
    parent: dashboard
    label: X
    url: "{kurikulm}/x"
  - id: y
    parent: dashboard
    label: Y
    url: "https://a.example.ac.id/{rg}"
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:10 UNKNOWN_SYSTEM x: unknown system {kurikulm} (did you mean kurikulum?)`,
      `m.yaml:${line(8)}:35 UNSAFE_URL y: a {system} reference may only start the url`,
      `m.yaml:${line(8)}:38 UNSAFE_URL y: a {system} reference may only start the url`,
    ]);
  });
});
