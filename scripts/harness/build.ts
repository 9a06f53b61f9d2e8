// One production build of a portal with Vite's build() API, configured the way `npm run build`
// is: through process.env (PORTAL, PORTAL_OUT_DIR, PORTAL_UI_CATALOGUE and the VITE_* variables),
// which is restored afterwards.
import { resolve } from 'node:path';
import { portalDir, projectRoot } from '../manifest/files.ts';

export interface BuildOptions {
  /** A folder of manifest/ by name, or a portal folder by its path (from the working directory). */
  portal: string;
  /** Output directory (absolute, or relative to the project root). */
  outDir: string;
  /** VITE_* variables, e.g. startDevServices().env. */
  env: Record<string, string>;
  /** Adds dev/ui.html (the UI catalogue) to the build. */
  catalogue?: boolean;
  /** Source maps beside the files, which do not name them (the bench reads them; the files stay as shipped). */
  sourcemap?: 'hidden';
}

export async function buildPortal({ portal, outDir, env, catalogue = false, sourcemap }: BuildOptions): Promise<string> {
  const out = resolve(projectRoot, outDir);
  const settings: Record<string, string | undefined> = {
    ...env,
    // The folder itself: the build runs in the project root, wherever a relative path started.
    PORTAL: portalDir(portal),
    PORTAL_OUT_DIR: out,
    PORTAL_UI_CATALOGUE: catalogue ? '1' : undefined,
    // Only what `env` says: a PORTAL_SERVICE_WORKER=off left in the shell would retire every test build's worker.
    PORTAL_SERVICE_WORKER: env.PORTAL_SERVICE_WORKER,
    NODE_ENV: 'production',
  };
  const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  const cwd = process.cwd();
  const assign = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  assign(settings);
  try {
    // vite.config.ts names its entries relative to the project root.
    if (cwd !== projectRoot) process.chdir(projectRoot);
    const { build } = await import('vite');
    await build({
      root: projectRoot,
      configFile: resolve(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: out, emptyOutDir: true, ...(sourcemap && { sourcemap }) },
    });
  } finally {
    if (process.cwd() !== cwd) process.chdir(cwd);
    assign(saved);
  }
  return out;
}
