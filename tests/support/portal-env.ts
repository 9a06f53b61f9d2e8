// The unit tests' __PORTAL_ENV__ and __PORTAL_PROVIDER_ENV__ (src/platform/core/env.ts,
// src/platform/auth/provider-env.ts), which a build defines from the VITE_* variables it checked: here checked the same way, at each read, from what the test file stubs
// (vi.stubEnv), so that a file stubs its configuration before or between its reads.
import { parseEnv, splitEnv } from '../../src/platform/core/env-schema.ts';

for (const [name, part] of [
  ['__PORTAL_ENV__', 'app'],
  ['__PORTAL_PROVIDER_ENV__', 'provider'],
] as const)
  Object.defineProperty(globalThis, name, { configurable: true, get: () => splitEnv(parseEnv(import.meta.env))[part] });
