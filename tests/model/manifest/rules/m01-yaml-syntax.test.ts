// M1 of docs/manifest-rules.md (src/model/manifest/parse.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check } from '../../../support/manifest.ts';

describe('M1 YAML syntax (parseFile in src/model/manifest/parse.ts)', () => {
  it('[M1] reports YAML syntax errors with their position', () => {
    const { lines, model } = check('portal: {id: x\nnodes: [\n', { alone: true });
    expect(model).toBeUndefined();
    expect(lines[0]).toMatch(/^m\.yaml:\d+:\d+ YAML_SYNTAX /);
    expect(check('a: 1\na: 2\n', { alone: true }).lines).toEqual(['m.yaml:2:1 YAML_SYNTAX Map keys must be unique']);
  });

  it('[M1] reports an alias whose anchor is missing instead of crashing (found by the mutation test)', () => {
    expect(check('portal: *nothing\n', { alone: true }).lines).toEqual([
      'm.yaml:1:9 YAML_SYNTAX alias *nothing has no anchor &nothing before it',
    ]);
  });
});
