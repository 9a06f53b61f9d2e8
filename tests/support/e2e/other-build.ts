// Another build of a test portal, put for a while where nginx serves the usual one (global-setup.ts):
// made beside it, swapped in by renaming (nginx serves the folder by its path), and the usual build
// put back afterwards, also after a run that was cut short.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildPortal } from '../../../scripts/harness/build.ts';
import { testSites, type TestSite } from '../../../scripts/harness/services.ts';
import { OUTPUT_DIR } from '../../e2e/global-setup.ts';

export function otherBuild(site: TestSite, name: string) {
  /** What nginx serves. */
  const served = join(OUTPUT_DIR, `dist-${site}`);
  /** The other build, until it is swapped in. */
  const dir = join(OUTPUT_DIR, `dist-${site}-${name}`);
  /** The usual build while the other one is served. */
  const usual = join(OUTPUT_DIR, `dist-${site}-usual`);
  /** Puts the usual build back where nginx serves it (no-op when it is there). */
  const restore = () => {
    if (!existsSync(usual)) return;
    rmSync(served, { recursive: true, force: true });
    renameSync(usual, served);
  };
  return {
    served,
    dir,
    usual,
    restore,
    /** Builds it with the test builds' VITE_* env and `env` on top (after putting back a usual build left away). */
    async build(env: Record<string, string>) {
      restore();
      await buildPortal({ portal: testSites[site], outDir: dir, env: { ...inject('buildEnv'), ...env } });
    },
    /** Serves it in place of the usual build. */
    serve() {
      renameSync(served, usual);
      renameSync(dir, served);
    },
    /** Puts the usual build back and removes the other one. */
    remove() {
      restore();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
