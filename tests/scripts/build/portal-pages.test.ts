// A build carries only the pages its manifest shows (scripts/build/pages-plugin.ts). Here the
// plugin's hooks are called as Rollup calls them; tests/e2e/built-pages.e2e.ts reads the real builds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageKeys } from '../../../schema/vocabulary.ts';
import { manifestSource } from '../../../scripts/build/manifest-source.ts';
import { projectRoot } from '../../../scripts/manifest/files.ts';
import { portalPages, usedPages } from '../../../scripts/build/pages-plugin.ts';
import { realModel } from '../../support/real-model.ts';

const registry = join(projectRoot, 'src/app/pages/registry.ts');
const fixture = 'tests/fixtures/portal-kampus';
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load', ...args: unknown[]) =>
  (plugin[hook] as Hook).call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    ...args,
  );

/** The registry's imports of page modules, by folder. */
const registryImports = [...readFileSync(registry, 'utf8').matchAll(/import\('(\.\/([^/']+)\/[^']+)'\)/g)].map(([, id, folder]) => ({
  id: id!,
  folder: folder!,
}));

describe('the pages of a build', () => {
  it("are the page keys of the manifest's component nodes", () => {
    expect([...usedPages(realModel(fixture))].sort()).toEqual(['about', 'dashboard-home', 'login', 'logout', 'ttm']);
    expect([...usedPages(realModel('mahasiswa'))].sort()).toEqual([
      'dashboard-home',
      'list-route',
      'login',
      'login-error',
      'logout',
      'ttm',
    ]);
  });

  it('are found by folder: the registry imports each page key once, from src/app/pages/<key>/', () => {
    expect(registryImports.map((i) => i.folder).sort()).toEqual([...pageKeys].sort());
  });

  it('leave out every other page: its import from the registry resolves to one small module', () => {
    const plugin = portalPages(manifestSource(fixture));
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
    const used = usedPages(realModel(fixture));
    const stubs = new Set<unknown>();
    for (const { id, folder } of registryImports) {
      const resolved = call(plugin, 'resolveId', id, registry);
      if (used.has(folder as never)) expect(resolved, id).toBeUndefined();
      else stubs.add(resolved);
    }
    expect(stubs.size).toBe(1);
    const [stub] = stubs;
    expect(stub).toMatch(/^\0/);
    expect(call(plugin, 'load', stub)).toContain('throw new Error(');
    // Other imports, and the same paths from other modules, are Vite's.
    expect(call(plugin, 'resolveId', 'react', registry)).toBeUndefined();
    expect(call(plugin, 'resolveId', './reset-password/ResetPassword.tsx', join(projectRoot, 'src/app/pages/other.ts'))).toBeUndefined();
    expect(call(plugin, 'load', join(projectRoot, 'src/app/pages/about/About.tsx'))).toBeUndefined();
  });

  it('must live in folders named by their key', () => {
    const plugin = portalPages(manifestSource(fixture));
    expect(() => call(plugin, 'resolveId', './kalender/Kalender.tsx', registry)).toThrow(
      'src/app/pages/registry.ts imports ./kalender/Kalender.tsx: a page lives in src/app/pages/<its key>/',
    );
  });
});
