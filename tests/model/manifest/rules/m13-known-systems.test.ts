// M13 of docs/manifest-rules.md (src/model/manifest/rules/m13-known-systems.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, checkBeside, line } from '../../../support/manifest.ts';

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

  it('[M13] counts a system whose definition is broken as defined: only M2 reports it', () => {
    expect(
      checkBeside(`systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    maintenance:
      - {from: 2026-12-05 22:00, until: 2026-12-06 04:00, mesage: Pemeliharaan.}
nodes:
  - id: tuton
    parent: dashboard
    label: Tuton
    url: "{tuton}/kelas"
  - id: lain
    parent: dashboard
    label: Lain
    url: "{tutonn}/kelas"
`).lines,
    ).toEqual([
      'm.yaml:6:9 MISSING_FIELD system tuton: missing required field "maintenance[0].message"',
      'm.yaml:6:59 UNKNOWN_KEY system tuton: unknown key "mesage" (did you mean message?)',
      'm.yaml:15:10 UNKNOWN_SYSTEM lain: unknown system {tutonn} (did you mean tuton?)',
    ]);
  });
});
