// The local identity provider and portal API on fixed test ports, registered for both portal
// builds (dosen and mahasiswa are served on two origins by nginx).
import { startDevServices, type DevServices } from '../../dev-services/index.ts';

export interface TestPorts {
  idp: number;
  api: number;
  dosen: number;
  mahasiswa: number;
}

/** Test ports: away from `npm run dev` (5173, 4010, 4020) so both can run at once. */
export const TEST_PORTS: TestPorts = { idp: 4110, api: 4120, dosen: 4180, mahasiswa: 4181 };

export const portalOrigin = (port: number) => `http://localhost:${port}`;

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
