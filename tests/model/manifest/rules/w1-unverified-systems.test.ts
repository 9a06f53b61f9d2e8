// W1 of docs/manifest-rules.md (src/model/manifest/rules/w1-unverified-systems.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../../src/model/manifest/load.ts';
import { base } from '../../../support/manifest.ts';

describe('W1 w1UnverifiedSystems', () => {
  it('[W1] warns about unverified system addresses but still compiles', () => {
    const text = base.replace('systems:\n', 'systems:\n  baru:\n    label: Baru\n    url: https://baru.ut.ac.id\n    verified: false\n');
    const { issues, model } = loadManifest([{ name: 'm.yaml', text }]);
    expect(issues.map((i) => `${formatIssue(i)} (${i.severity})`)).toEqual([
      'm.yaml:11:10 UNVERIFIED_SYSTEM system baru: address https://baru.ut.ac.id is not verified yet; confirm it and remove "verified: false" (warning)',
    ]);
    expect(model).toBeDefined();
  });
});
