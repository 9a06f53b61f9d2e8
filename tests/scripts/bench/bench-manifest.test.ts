// The validator benchmark's synthetic manifest (scripts/bench/generate-manifest.ts) stays a valid
// portal as the manifest's rules grow: a new required field once broke `npm run bench`, which CI
// does not run.
import { describe, expect, it } from 'vitest';
import { generateManifest } from '../../../scripts/bench/generate-manifest.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';

describe('the benchmark manifest', () => {
  it('is valid and has the nodes asked for', () => {
    const { model, issues } = loadManifest([{ name: 'gen.yaml', text: generateManifest(200) }]);
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(Object.keys(model?.nodes ?? {}).length).toBeGreaterThanOrEqual(200);
  });
});
