// The portal's build-time configuration as the build checked it: scripts/build/env-plugin.ts parses
// the VITE_* variables with env-schema.ts, fails the build with what is missing, and gives the page
// the parsed values (__PORTAL_ENV__), so that no page loads the schema or checks it again. Where no
// Vite build or dev server ran (the unit tests, which stub VITE_* per file) they are checked here,
// on the first read.
import { type Env, parseEnv } from './env-schema.ts';

export type { Env } from './env-schema.ts';

declare const __PORTAL_ENV__: Env | undefined;

let cached: Env | undefined;
export function env(): Env {
  if (__PORTAL_ENV__) return __PORTAL_ENV__;
  cached ??= parseEnv(import.meta.env);
  return cached;
}
