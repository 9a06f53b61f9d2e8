// The local identity provider and portal API on fixed test ports, registered for every portal the
// browser tests serve (each on its own origin, served by nginx).
import { startDevServices, type DevServices } from '../../dev-services/index.ts';
import { startStatusPage, type StatusPage } from '../../dev-services/status-page.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import { readPortal } from '../manifest-files.ts';

/**
 * The portals the browser tests build and serve, in port order: name → the portal (a folder of
 * manifest/ by name, or a folder by its path; see scripts/lib/manifest-files.ts). kampus is a
 * fixture with its own title and paths, so that nothing of Portal Dosen's is taken for granted.
 */
export const testSites = {
  dosen: 'dosen',
  mahasiswa: 'mahasiswa',
  kampus: 'tests/fixtures/portal-kampus',
} as const;
export type TestSite = keyof typeof testSites;

export interface TestPorts {
  idp: number;
  api: number;
  /** The stand-in Uptime Kuma status page (scripts/dev-services/status-page.ts). */
  status: number;
  /** One origin per portal. */
  sites: Record<TestSite, number>;
}

/** Ports from a base: idp base+10, api base+20, status page base+30, the portals base+80, base+81, … in testSites order. */
export const portsFrom = (base: number): TestPorts => ({
  idp: base + 10,
  api: base + 20,
  status: base + 30,
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

/** The monitors the test portals' systems name: the status page knows each of them. */
const testMonitors = () =>
  Object.values(testSites).flatMap((portal) =>
    Object.values(loadManifest(readPortal(portal)).model?.systems ?? {}).flatMap((system) => system.monitor ?? []),
  );

export async function startServices(ports: TestPorts = TEST_PORTS): Promise<TestServices> {
  const origins = Object.fromEntries(Object.entries(ports.sites).map(([site, port]) => [site, portalOrigin(port)])) as Record<
    TestSite,
    string
  >;
  const [first, ...others] = Object.values(origins);
  const services = await startDevServices({
    idpPort: ports.idp,
    apiPort: ports.api,
    portalOrigin: first,
    extraPortalOrigins: others,
  });
  let statusPage: StatusPage;
  try {
    statusPage = await startStatusPage({ port: ports.status, monitors: testMonitors() });
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
