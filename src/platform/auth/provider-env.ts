// The identity provider's settings as the build checked them (scripts/build/env-plugin.ts): apart
// from the rest of the configuration (core/env.ts), so that they load with the sign-in's code only.
import type { ProviderEnv } from '../core/env-schema.ts';

declare const __PORTAL_PROVIDER_ENV__: ProviderEnv;

export const providerEnv = (): ProviderEnv => __PORTAL_PROVIDER_ENV__;
