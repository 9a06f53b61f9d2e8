// scripts/lint/architecture.ts: the tiers of src/ as one array, the Biome rules and the diagram made from
// it, and Biome failing `npm run lint` on an import against them or on a cycle.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  arrowProblems,
  diagram,
  diskProblems,
  folderList,
  layersJson,
  scriptGroups,
  scriptsDiskProblems,
  scriptsMap,
  testsDiskProblems,
  tiers,
} from '../../../scripts/lint/architecture.ts';

describe('the tiers', () => {
  it('match the folders of src/, the generated Biome rules and the diagram in docs/architecture.md', () => {
    expect(arrowProblems()).toEqual([]);
    expect(diskProblems()).toEqual([]);
    expect(readFileSync('biome.layers.jsonc', 'utf8')).toBe(layersJson());
    const doc = readFileSync('docs/architecture.md', 'utf8');
    expect(doc).toContain(diagram());
    expect(doc).toContain(folderList());
    expect(scriptsDiskProblems()).toEqual([]);
    expect(testsDiskProblems()).toEqual([]);
    expect(readFileSync('scripts/README.md', 'utf8')).toContain(scriptsMap());
  });

  it('find an arrow to an unknown folder and a cycle within a tier', () => {
    const shape = [
      {
        name: 'model',
        what: '',
        folders: [
          { name: 'a', imports: ['b'], what: '' },
          { name: 'b', imports: ['c'], what: '' },
        ],
      },
    ];
    expect(arrowProblems(shape)).toEqual([
      "model/a imports b, listed after it: list a tier's folders in the order they import each other",
      'model/b imports "c", which is not a folder of model',
    ]);
  });

  it('name a folder of src/ that the array does not know', () => {
    const root = mkdtempSync(join(tmpdir(), 'tiers-'));
    try {
      for (const tier of tiers) for (const f of tier.folders) mkdirSync(join(root, 'src', tier.name, f.name), { recursive: true });
      mkdirSync(join(root, 'src/features/calendar'));
      mkdirSync(join(root, 'src/helpers'));
      writeFileSync(join(root, 'src/platform/loose.ts'), '');
      expect(diskProblems(root)).toEqual([
        'src/helpers/ is not a tier: add it to the tiers in scripts/lint/architecture.ts or move its folders into one',
        'src/platform/loose.ts: a file of a tier belongs in one of its folders (only the top tier, app, has its own files)',
        'src/features/calendar/ is not in scripts/lint/architecture.ts: add one line for it to the features tier',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the groups of scripts/', () => {
  it('name a folder that is no group, a missing group and a script loose at the top', () => {
    const root = mkdtempSync(join(tmpdir(), 'groups-'));
    try {
      for (const g of scriptGroups.slice(1)) mkdirSync(join(root, 'scripts', g.name), { recursive: true });
      mkdirSync(join(root, 'scripts/lib'));
      writeFileSync(join(root, 'scripts/README.md'), '');
      writeFileSync(join(root, 'scripts/tool.ts'), '');
      expect(scriptsDiskProblems(root).sort()).toEqual([
        `scripts/${scriptGroups[0]!.name}/ is named in scripts/lint/architecture.ts but missing`,
        'scripts/lib/ is not a group: add it to scriptGroups in scripts/lint/architecture.ts or move its files into one',
        'scripts/tool.ts: a script belongs in the folder of its job (scripts/README.md); only README.md is at the top',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('tests/', () => {
  it('names a folder that mirrors no code, and helpers or data kept beside the tests', () => {
    const root = mkdtempSync(join(tmpdir(), 'tests-'));
    try {
      for (const path of ['tests/model/time', 'tests/scripts/lint', 'tests/support', 'tests/fixtures/portal', 'tests/e2e'])
        mkdirSync(join(root, path), { recursive: true });
      mkdirSync(join(root, 'tests/login'));
      mkdirSync(join(root, 'tests/features/calendar'), { recursive: true });
      mkdirSync(join(root, 'tests/scripts/tools'));
      mkdirSync(join(root, 'tests/model/time/support'), { recursive: true });
      mkdirSync(join(root, 'tests/e2e/fixtures'), { recursive: true });
      expect(testsDiskProblems(root).sort()).toEqual([
        'tests/e2e/fixtures/: helpers go to tests/support/, data to tests/fixtures/ (one place each)',
        'tests/features/calendar/ is no folder of src/features',
        'tests/login/ mirrors nothing: a test goes to tests/<tier>/<folder>/ or tests/scripts/<group>/, like its subject',
        'tests/model/time/support/: helpers go to tests/support/, data to tests/fixtures/ (one place each)',
        'tests/scripts/tools/ is no folder of scripts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('Biome with the generated rules', () => {
  const root = mkdtempSync(join(tmpdir(), 'tiers-lint-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Lints `files` (path → code) with the project's Biome configuration; returns Biome's findings as "file rule". */
  function lint(files: Record<string, string>): string[] {
    for (const dir of ['src', 'scripts']) rmSync(join(root, dir), { recursive: true, force: true });
    const config = readFileSync('biome.jsonc', 'utf8').replace(/"\$schema": "[^"]*",/, '');
    writeFileSync(join(root, 'biome.jsonc'), config);
    copyFileSync('biome.layers.jsonc', join(root, 'biome.layers.jsonc'));
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), code);
    }
    const biome = resolve('node_modules/.bin/biome');
    const { stdout, stderr } = spawnSync(biome, ['lint', '--vcs-enabled=false', '--colors=off', '--max-diagnostics=none', '.'], {
      cwd: root,
      encoding: 'utf8',
    });
    return [...`${stdout}${stderr}`.matchAll(/^((?:src|scripts)\/\S+?):\d+:\d+ (lint\/\S+)/gm)].map(([, file, rule]) => `${file} ${rule}`);
  }

  const exporting = 'export const value = 1;\n';
  const importing = (from: string) => `import { value } from '${from}';\nexport const copy = value;\n`;

  it('fails an import of a higher tier and of a folder of the same tier that the array draws no arrow to', () => {
    expect(
      lint({
        'src/features/launch/act.ts': exporting,
        'src/features/search/rank.ts': exporting,
        'src/model/time/jakarta.ts': importing('../../features/launch/act.ts'),
        'src/features/menu/items.ts': importing('../search/rank.ts'),
        'src/platform/core/clock.ts': `export const later = () => import('../../shell/routing/guard.ts');\n`,
        'src/shell/routing/guard.ts': exporting,
      }),
    ).toEqual([
      'src/features/menu/items.ts lint/style/noRestrictedImports',
      'src/model/time/jakarta.ts lint/style/noRestrictedImports',
      'src/platform/core/clock.ts lint/style/noRestrictedImports',
    ]);
  });

  it('fails an import of scripts/ in src/, and of a tier of src/ a group of scripts/ may not import', () => {
    expect(
      lint({
        'src/platform/ui/button.ts': exporting,
        'src/model/time/jakarta.ts': exporting,
        'scripts/harness/engine.ts': exporting,
        'src/features/menu/items.ts': importing('../../../scripts/harness/engine.ts'),
        'src/main.tsx': importing('../scripts/harness/engine.ts'),
        'scripts/dev/services/sign-in.ts': importing('../../../src/platform/ui/button.ts'),
        'scripts/dev/dev.ts': importing('../../src/model/time/jakarta.ts'),
        'scripts/lint/workflows.ts': importing('../../src/model/time/jakarta.ts'),
      }),
    ).toEqual([
      'scripts/dev/services/sign-in.ts lint/style/noRestrictedImports',
      'scripts/lint/workflows.ts lint/style/noRestrictedImports',
      'src/features/menu/items.ts lint/style/noRestrictedImports',
      'src/main.tsx lint/style/noRestrictedImports',
    ]);
  });

  it('passes imports of lower tiers and along the arrows, and fails a cycle', () => {
    expect(
      lint({
        'src/model/time/jakarta.ts': exporting,
        'src/features/menu/items.ts': importing('../../model/time/jakarta.ts'),
        'src/features/launch/act.ts': importing('../menu/items.ts'),
        'src/app/start.ts': importing('../features/launch/act.ts'),
      }),
    ).toEqual([]);
    expect(
      lint({
        'src/features/menu/a.ts': `import { b } from './b.ts';\nexport const a = () => b;\n`,
        'src/features/menu/b.ts': `import { a } from './a.ts';\nexport const b = () => a;\n`,
      }),
    ).toEqual(['src/features/menu/a.ts lint/suspicious/noImportCycles', 'src/features/menu/b.ts lint/suspicious/noImportCycles']);
  });
});
