// M7 of docs/manifest-rules.md (src/model/manifest/rules/m07-redirects-go-down.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M7 m7RedirectsGoDown', () => {
  it('[M7] requires redirect to name an existing descendant', () => {
    expect(
      check(`  - id: grup
    parent: dashboard
    label: Grup
    redirect: katalgo
  - id: katalog
    parent: grup
    label: Katalog
    url: https://katalog.example.ac.id
  - id: lain
    parent: dashboard
    label: Lain
    redirect: katalog
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:15 BAD_REDIRECT grup: redirect target "katalgo" does not exist (did you mean katalog?)`,
      `m.yaml:${line(12)}:15 BAD_REDIRECT lain: redirect target "katalog" is not a descendant of "lain"`,
    ]);
  });

  it('[M7] lets the root "/" redirect anywhere but not to itself', () => {
    expect(
      check(
        `  - id: akar
    path: ""
    label: Akar
    redirect: akar
`,
        { name: 'm.yaml' },
      ).lines,
    ).toContain(`m.yaml:${line(4)}:15 BAD_REDIRECT akar: a node cannot redirect to itself`);
  });
});
