// M10 of docs/manifest-rules.md (src/model/manifest/rules/m10-known-placeholders.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M10 m10KnownPlaceholders', () => {
  it('[M10] requires known placeholders and transforms, pointing at the placeholder', () => {
    expect(
      check(`  - id: researchgate
    parent: dashboard
    label: ResearchGate
    url: "{rg}/profile/<namaTanpaGelr:slugg>"
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:24 UNKNOWN_PLACEHOLDER researchgate: unknown placeholder <namaTanpaGelr> (did you mean namaTanpaGelar?)`,
      `m.yaml:${line(4)}:24 UNKNOWN_PLACEHOLDER researchgate: unknown transform "slugg" in <namaTanpaGelr:slugg> (did you mean slug?); known: slug, lower, upper`,
    ]);
  });

  it('[M10] rejects an unclosed placeholder', () => {
    expect(
      check(`  - id: x
    parent: dashboard
    label: X
    url: https://x.example.ac.id/?q=<nip
`).lines,
    ).toEqual([`m.yaml:${line(4)}:37 UNSAFE_URL x: placeholder is not closed with ">"`]);
  });
});
