// The portal's build-time configuration as the build checked it: scripts/build/env-plugin.ts parses
// the VITE_* variables with env-schema.ts, fails the build (or the dev server's start) with what is
// missing, and gives the page the parsed values (__PORTAL_ENV__), so that no page loads the schema,
// or the schema library, for it. The identity provider's part is apart (auth/provider-env.ts). The
// unit tests give both from what each file stubs (tests/support/portal-env.ts).
import type { AppEnv } from './env-schema.ts';

declare const __PORTAL_ENV__: AppEnv;

export const env = (): AppEnv => __PORTAL_ENV__;
