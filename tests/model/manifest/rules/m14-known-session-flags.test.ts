// M14 of docs/manifest-rules.md (src/model/manifest/rules/m14-known-session-flags.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M14 m14KnownSessionFlags', () => {
  it('[M14] requires known boolean session flags', () => {
    expect(
      check(`  - id: rpl
    parent: dashboard
    label: RPL
    requires: [statusAssesor]
    url: https://rpl.example.ac.id
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:16 UNKNOWN_FLAG rpl: unknown session flag "statusAssesor" (did you mean statusAsesor?); known: statusAsesor, accessLkam`,
    ]);
  });

  it('[M14] requires known session flags in an announcement audience', () => {
    expect(
      check(`announcements:
  - id: asesor
    title: Asesor
    body: Untuk asesor.
    requires: [statusAsesor, accesLkam]
`).lines,
    ).toEqual([
      `m.yaml:${line(5)}:30 UNKNOWN_FLAG announcement asesor: unknown session flag "accesLkam" (did you mean accessLkam?); known: statusAsesor, accessLkam`,
    ]);
  });
});
