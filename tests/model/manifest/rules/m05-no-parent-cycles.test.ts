// M5 of docs/manifest-rules.md (src/model/manifest/rules/m05-no-parent-cycles.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M5 m5NoParentCycles', () => {
  it('[M5] rejects parent cycles once per cycle', () => {
    expect(
      check(`  - id: a
    parent: b
    label: A
    redirect: b
  - id: b
    parent: a
    label: B
    redirect: a
`).lines,
    ).toEqual([`m.yaml:${line(2)}:13 PARENT_CYCLE a: parent cycle a → b → a`]);
  });
});
