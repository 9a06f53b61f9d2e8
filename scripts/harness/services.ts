// The local identity provider and portal API on fixed test ports, registered for every portal the
// browser tests serve (each on its own origin, served by nginx).
import { startDevServices, type DevServices } from '../dev/services/index.ts';
import { startStatusPage, type StatusPage } from '../dev/services/status-page.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';
import type { PortalPaths } from '../../src/model/manifest/model.ts';
import { readPortal } from '../manifest/files.ts';

/**
 * The portals the browser tests build and serve, in port order: name → the portal (a folder of
 * manifest/ by name, or a folder by its path; see scripts/manifest/files.ts). kampus is a
 * fixture with its own title and paths, so that nothing of Portal Dosen's is taken for granted;
 * politeknik one of another institution, English first, so that nothing of the university's is.
 */
export const testSites = {
  dosen: 'dosen',
  mahasiswa: 'mahasiswa',
  kampus: 'tests/fixtures/portal-kampus',
  politeknik: 'tests/fixtures/portal-politeknik',
} as const;
export type TestSite = keyof typeof testSites;

export interface TestPorts {
  idp: number;
  api: number;
  /** The stand-in Uptime Kuma status page (scripts/dev/services/status-page.ts). */
  status: number;
  /** Where the portals' Content Security Policy reports violations (csp-reports.ts). */
  cspReports: number;
  /** One origin per portal. */
  sites: Record<TestSite, number>;
}

/** Ports from a base: idp base+10, api base+20, status page base+30, CSP reports base+40, the portals base+80, base+81, … in testSites order. */
export const portsFrom = (base: number): TestPorts => ({
  idp: base + 10,
  api: base + 20,
  status: base + 30,
  cspReports: base + 40,
  sites: Object.fromEntries(Object.keys(testSites).map((site, i) => [site, base + 80 + i])) as Record<TestSite, number>,
});

/**
 * Test ports: 41xx, away from `npm run dev` (5173, 4010, 4020) so both can run at once.
 * PORTAL_E2E_PORT_BASE moves them, for a second checkout's tests on the same machine.
 */
export const TEST_PORTS: TestPorts = portsFrom(Number(process.env.PORTAL_E2E_PORT_BASE ?? 4100));

const portalOrigin = (port: number) => `http://localhost:${port}`;

export interface TestServices extends DevServices {
  origins: Record<TestSite, string>;
  /** The status page every test portal with `portal.status` reads, through its nginx. */
  statusPage: StatusPage;
}

/** The test portals' models; a portal whose manifest has errors has none (its build reports them). */
const testModels = () =>
  Object.entries(testSites).map(([site, portal]) => [site as TestSite, loadManifest(readPortal(portal)).model] as const);

/**
 * Each test portal's paths by the origin it is served at, for the identity provider: a portal's
 * sign-out returns to its own signed-out page (scripts/dev/services/post-logout.ts).
 */
export const portalPathsByOrigin = (origins: Record<TestSite, string>, models = testModels()): Record<string, PortalPaths> =>
  Object.fromEntries(models.flatMap(([site, model]) => (model ? [[origins[site], model.portal.paths]] : [])));

export async function startServices(ports: TestPorts = TEST_PORTS): Promise<TestServices> {
  const origins = Object.fromEntries(Object.entries(ports.sites).map(([site, port]) => [site, portalOrigin(port)])) as Record<
    TestSite,
    string
  >;
  const models = testModels();
  const [first, ...others] = Object.values(origins);
  const services = await startDevServices({
    idpPort: ports.idp,
    apiPort: ports.api,
    portalOrigin: first,
    extraPortalOrigins: others,
    portalPaths: portalPathsByOrigin(origins, models),
  });
  // The status pages the test portals read; the monitors on them are the stand-in's own.
  const slugs = models.flatMap(([, model]) => model?.portal.status?.slug ?? []);
  let statusPage: StatusPage;
  try {
    statusPage = await startStatusPage({ port: ports.status, slugs });
  } catch (error) {
    await services.close();
    throw error;
  }
  return {
    ...services,
    origins,
    statusPage,
    close: async () => {
      await statusPage.close();
      await services.close();
    },
  };
}
