// M11 of docs/manifest-rules.md (src/model/manifest/rules/m11-tokens-only-to-trusted-systems.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, checkBeside, line } from '../../../support/manifest.ts';

describe('M11 m11TokensOnlyToTrustedSystems', () => {
  it('[M11] sends tokens only to trusted systems', () => {
    expect(
      check(`  - id: tapm
    parent: dashboard
    label: TAPM
    url: "{kurikulum}/tapm?t=<idToken>"
  - id: bocor
    parent: dashboard
    label: Bocor
    url: "{rg}/x?t=<idToken>"
  - id: bocor-langsung
    parent: dashboard
    label: Bocor langsung
    url: https://evil.example.com/?t=<token>
`).lines,
    ).toEqual([
      `m.yaml:${line(8)}:20 TOKEN_TO_UNTRUSTED bocor: <idToken> is a token and may only go to a trusted system; system rg is not marked trusted: true`,
      `m.yaml:${line(12)}:38 TOKEN_TO_UNTRUSTED bocor-langsung: <token> is a token and may only go to a trusted system; the url names no {system}`,
    ]);
  });

  it('[M11] leaves the links of a system whose definition is broken until M2’s issue is fixed', () => {
    expect(
      checkBeside(`systems:
  bimbingan:
    label: Bimbingan
    url: https://bimbingan.ut.ac.id
    trusted: true
    monitor: [3]
nodes:
  - id: tapm
    parent: dashboard
    label: TAPM
    url: "{bimbingan}/tapm?t=<idToken>"
`).lines,
    ).toEqual(["m.yaml:6:14 INVALID_VALUE system bimbingan: monitor: write the monitor's id (a whole number) or its exact name"]);
  });
});
