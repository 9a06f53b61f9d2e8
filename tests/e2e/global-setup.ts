// Starts everything the browser tests share, once: the local identity provider and portal API,
// production builds of every test portal (scripts/harness/services.ts testSites: dosen with the
// UI catalogue, mahasiswa, the kampus fixture), and nginx serving each on its own origin with the
// shipped deploy/nginx.conf.template (its Content Security Policy reporting to a collector here).
// Tests get the URLs through inject().
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCspReports, type CspReports } from '../../scripts/harness/csp-reports.ts';
import {
  buildPortal,
  startNginx,
  startServices,
  TEST_PORTS,
  testSites,
  type NginxServer,
  type TestServices,
  type TestSite,
} from '../../scripts/harness/index.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { realModel } from '../support/real-model.ts';

/** The builds and nginx's files; a second checkout's run (PORTAL_E2E_PORT_BASE) keeps its own, as its builds name its ports. */
export const OUTPUT_DIR = join(
  projectRoot,
  'test-output',
  process.env.PORTAL_E2E_PORT_BASE ? `e2e-${process.env.PORTAL_E2E_PORT_BASE}` : 'e2e',
);

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each test portal's origin. */
    sites: Record<TestSite, string>;
    /** Each test portal's build directory. */
    dists: Record<TestSite, string>;
    issuer: string;
    apiUrl: string;
    /** The VITE_* env the builds above were made with, for a test that builds a portal of its own. */
    buildEnv: Record<string, string>;
    /** The stand-in Uptime Kuma status page (its /__control sets what it answers). */
    statusPage: string;
    /** Where the portals' CSP violations are reported: GET /reports lists them (scripts/harness/csp-reports.ts). */
    cspReports: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const log = (message: string) => console.log(`[e2e setup +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  let services: TestServices | undefined;
  let nginx: NginxServer | undefined;
  let cspReports: CspReports | undefined;
  const dists = {} as Record<TestSite, string>;
  const teardown = async () => {
    await nginx?.close();
    await cspReports?.close();
    await services?.close();
  };
  try {
    services = await startServices(TEST_PORTS);
    cspReports = await startCspReports(TEST_PORTS.cspReports);
    log(`services: ${services.issuer}, ${services.apiUrl}`);
    // PORTAL_E2E_REUSE_BUILD=1 keeps an earlier build (for iterating on the tests themselves; the
    // ports, hence the VITE_* env, are fixed, so an earlier build of the same tree still fits).
    const reuse = process.env.PORTAL_E2E_REUSE_BUILD === '1';
    const build = async (site: TestSite) => {
      const outDir = join(OUTPUT_DIR, `dist-${site}`);
      if (reuse && existsSync(join(outDir, 'index.html'))) {
        log(`reusing the earlier ${site} build`);
        return outDir;
      }
      const dir = await buildPortal({ portal: testSites[site], outDir, env: services!.env, catalogue: site === 'dosen' });
      log(`built ${site}`);
      return dir;
    };
    const connectSrc = `${services.apiUrl} ${services.issuer}`;
    // One build at a time: two cores.
    for (const site of Object.keys(testSites) as TestSite[]) dists[site] = await build(site);
    nginx = await startNginx({
      dir: join(OUTPUT_DIR, 'nginx'),
      // HSTS forced on for dosen over http so the headers test can see it (browsers ignore it without
      // TLS); the other sites keep the default, off for a listen without ssl.
      sites: Object.entries(dists).map(([site, root]) => {
        const status = realModel(testSites[site as TestSite]).portal.status;
        return {
          listen: TEST_PORTS.sites[site as TestSite],
          root,
          connectSrc,
          frameSrc: services!.issuer,
          cspReportUri: cspReports!.reportUri,
          ...(site === 'dosen' && { hsts: true }),
          // field-figures.e2e.ts serves a kampus build with a GA id here, as a deployment with analytics would.
          ...(site === 'kampus' && { analytics: true }),
          // Same-origin paths only: an absolute status address would need CORS instead.
          ...(status?.url.startsWith('/') && { status: { upstream: services!.statusPage.url, path: status.url } }),
        };
      }),
    });
    log(`nginx: ${Object.values(services.origins).join(', ')}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('sites', services.origins);
  project.provide('dists', dists);
  project.provide('issuer', services.issuer);
  project.provide('apiUrl', services.apiUrl);
  project.provide('buildEnv', services.env);
  project.provide('statusPage', services.statusPage.url);
  project.provide('cspReports', cspReports!.url);
  return teardown;
}
