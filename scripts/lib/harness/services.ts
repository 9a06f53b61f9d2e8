// The local identity provider and portal API on fixed test ports, registered for both portal
// builds (dosen and mahasiswa are served on two origins by nginx).
import { startDevServices, type DevServices } from '../../dev-services/index.ts';

export interface TestPorts {
  idp: number;
  api: number;
  dosen: number;
  mahasiswa: number;
}

/** Ports from a base: idp base+10, api base+20, the two portals base+80 and base+81. */
export const portsFrom = (base: number): TestPorts => ({ idp: base + 10, api: base + 20, dosen: base + 80, mahasiswa: base + 81 });

/**
 * Test ports: 41xx, away from `npm run dev` (5173, 4010, 4020) so both can run at once.
 * PORTAL_E2E_PORT_BASE moves them, for a second checkout's tests on the same machine.
 */
export const TEST_PORTS: TestPorts = portsFrom(Number(process.env.PORTAL_E2E_PORT_BASE ?? 4100));

const portalOrigin = (port: number) => `http://localhost:${port}`;

export interface TestServices extends DevServices {
  origins: { dosen: string; mahasiswa: string };
}

export async function startServices(ports: TestPorts = TEST_PORTS): Promise<TestServices> {
  const origins = { dosen: portalOrigin(ports.dosen), mahasiswa: portalOrigin(ports.mahasiswa) };
  const services = await startDevServices({
    idpPort: ports.idp,
    apiPort: ports.api,
    portalOrigin: origins.dosen,
    extraPortalOrigins: [origins.mahasiswa],
  });
  return { ...services, origins };
}
