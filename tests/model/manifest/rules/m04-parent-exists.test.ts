// M4 of docs/manifest-rules.md (src/model/manifest/rules/m04-parent-exists.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M4 m4ParentExists', () => {
  it('[M4] requires the parent to exist, with a suggestion', () => {
    expect(
      check(`  - id: katalog
    parent: dashbord
    label: Katalog
    url: https://katalog.example.ac.id
`).lines,
    ).toEqual([`m.yaml:${line(2)}:13 UNKNOWN_PARENT katalog: parent "dashbord" does not exist (did you mean dashboard?)`]);
  });
});
