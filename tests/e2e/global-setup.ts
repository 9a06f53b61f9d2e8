// Starts everything the browser tests share, once: the local identity provider and portal API,
// production builds of both portals (dosen with the UI catalogue), and nginx serving them with
// the shipped deploy/nginx.conf.template. Tests get the URLs through inject().
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPortal,
  startNginx,
  startServices,
  TEST_PORTS,
  type NginxServer,
  type TestServices,
} from '../../scripts/lib/harness/index.ts';
import { projectRoot } from '../../scripts/lib/manifest-files.ts';

export const OUTPUT_DIR = join(projectRoot, 'test-output', 'e2e');

declare module 'vitest' {
  export interface ProvidedContext {
    dosenUrl: string;
    mahasiswaUrl: string;
    issuer: string;
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const log = (message: string) => console.log(`[e2e setup +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  let services: TestServices | undefined;
  let nginx: NginxServer | undefined;
  const teardown = async () => {
    await nginx?.close();
    await services?.close();
  };
  try {
    services = await startServices(TEST_PORTS);
    log(`services: ${services.issuer}, ${services.apiUrl}`);
    // PORTAL_E2E_REUSE_BUILD=1 keeps an earlier build (for iterating on the tests themselves; the
    // ports, hence the VITE_* env, are fixed, so an earlier build of the same tree still fits).
    const reuse = process.env.PORTAL_E2E_REUSE_BUILD === '1';
    const build = async (portal: 'dosen' | 'mahasiswa', catalogue: boolean) => {
      const outDir = join(OUTPUT_DIR, `dist-${portal}`);
      if (reuse && existsSync(join(outDir, 'index.html'))) {
        log(`reusing the earlier ${portal} build`);
        return outDir;
      }
      const dir = await buildPortal({ portal, outDir, env: services!.env, catalogue });
      log(`built ${portal}`);
      return dir;
    };
    const dosen = await build('dosen', true);
    const mahasiswa = await build('mahasiswa', false);
    const connectSrc = `${services.apiUrl} ${services.issuer}`;
    nginx = await startNginx({
      dir: join(OUTPUT_DIR, 'nginx'),
      sites: [
        // HSTS forced on over http so the headers test can see it (browsers ignore it without TLS);
        // mahasiswa keeps the default, off for a listen without ssl.
        { listen: TEST_PORTS.dosen, root: dosen, connectSrc, frameSrc: services.issuer, hsts: true },
        { listen: TEST_PORTS.mahasiswa, root: mahasiswa, connectSrc, frameSrc: services.issuer },
      ],
    });
    log(`nginx: ${services.origins.dosen}, ${services.origins.mahasiswa}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('dosenUrl', services.origins.dosen);
  project.provide('mahasiswaUrl', services.origins.mahasiswa);
  project.provide('issuer', services.issuer);
  project.provide('apiUrl', services.apiUrl);
  return teardown;
}
