// The real local portal API (scripts/dev/services) for client tests, on ephemeral ports, plus
// access tokens minted by its identity provider (no sign-in round trip needed).
import { vi } from 'vitest';
import { startDevServices, type DevServices } from '../../../scripts/dev/services/index.ts';
import { mintAccessToken } from '../dev-services/mint.ts';

const CLIENT_ID = 'portal-dosen-dev';

export async function startDevApi(): Promise<DevServices> {
  const services = await startDevServices({ idpPort: 0, apiPort: 0, portalOrigin: 'http://localhost:5173', clientId: CLIENT_ID });
  // Before the first env() call of the test file: env() caches.
  for (const [key, value] of Object.entries(services.env)) vi.stubEnv(key, value);
  return services;
}

export const ssoToken = (services: DevServices, login: string, audience = 'api://portal-api') =>
  mintAccessToken(services.identityProvider, { login, audience, clientId: CLIENT_ID });
