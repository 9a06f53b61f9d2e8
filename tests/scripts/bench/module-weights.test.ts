// The first visit's JavaScript by module (scripts/bench/module-weights.ts): bytes attributed by the
// build's source map, a library counted by its package, the stack told apart by the floor's packages.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gz } from '../../../scripts/bench/bundle.ts';
import { charactersByModule, formatWeights, moduleName, moduleWeights, packageOf } from '../../../scripts/bench/module-weights.ts';

// "ab\ncd": a from src/a.ts; b and the whole second line from react; the line break is the bundler's.
const code = 'ab\ncd';
const map = {
  version: 3 as const,
  file: 'main.js',
  names: [],
  sources: ['../../src/features/a.ts', '../../node_modules/react/cjs/react.production.js'],
  mappings: 'AAAA,CCAA;AAAA',
};

describe('module weights', () => {
  it('names a source by where it lives: src/… for the portal, node_modules/… for a library', () => {
    expect(moduleName('../../src/features/a.ts')).toBe('src/features/a.ts');
    expect(moduleName('../../node_modules/.pnpm/x/node_modules/@tanstack/router-core/dist/index.js')).toBe(
      'node_modules/@tanstack/router-core/dist/index.js',
    );
    expect(packageOf('node_modules/@tanstack/router-core/dist/index.js')).toBe('@tanstack/router-core');
    expect(packageOf('node_modules/react/index.js')).toBe('react');
    expect(packageOf('src/features/a.ts')).toBeUndefined();
  });

  it('gives each module the characters its mappings cover, up to the next mapping or the line end', () => {
    expect(Object.fromEntries(charactersByModule(code, map))).toEqual({
      'src/features/a.ts': 1,
      'node_modules/react/cjs/react.production.js': 3,
      '(bundler glue)': 1,
    });
  });

  it("shares each file's gzip size among its modules, and tells the portal's code from the stack's and other libraries'", () => {
    const dist = mkdtempSync(join(tmpdir(), 'weights-'));
    writeFileSync(join(dist, 'main.js'), code);
    writeFileSync(join(dist, 'main.js.map'), JSON.stringify(map));
    const weights = moduleWeights(dist, ['/main.js']);
    expect(weights[0]!.module).toBe('node_modules/react/cjs/react.production.js');
    expect(weights.reduce((sum, w) => sum + w.gzip, 0)).toBeCloseTo(gz(join(dist, 'main.js')));
    const lines = formatWeights(weights, new Set(['react']));
    expect(lines[0]).toMatch(/^the portal's own code \(src\/\) +0\.0 KB$/);
    expect(lines[1]).toContain('(react)');
    expect(lines[2]).toContain('(none)');
    writeFileSync(join(dist, 'runtime.js'), 'var r;');
    expect(moduleWeights(dist, ['/runtime.js'])).toEqual([{ module: '(bundler glue): runtime.js', gzip: gz(join(dist, 'runtime.js')) }]);
  });
});
