// The unit tests' __PORTAL_ENV__ (src/platform/core/env.ts), which a build defines from the VITE_*
// variables it checked: here checked the same way, at each read, from what the test file stubs
// (vi.stubEnv), so that a file stubs its configuration before or between its reads.
import { parseEnv } from '../../src/platform/core/env-schema.ts';

Object.defineProperty(globalThis, '__PORTAL_ENV__', { configurable: true, get: () => parseEnv(import.meta.env) });
