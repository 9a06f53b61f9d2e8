// The portal's configuration (VITE_* variables, .env.example) checked when the build or the dev
// server starts: one that is incomplete stops it with what is missing (env-schema.ts), instead of
// a deployed portal failing in lecturers' browsers. The checked values are the page's
// __PORTAL_ENV__ (src/platform/core/env.ts) and, the identity provider's, __PORTAL_PROVIDER_ENV__
// (src/platform/auth/provider-env.ts).
import { loadEnv, type Plugin } from 'vite';
import { parseEnv, splitEnv } from '../../src/platform/core/env-schema.ts';

export function portalEnv(): Plugin {
  return {
    name: 'portal-env',
    config(config, { mode }) {
      // As Vite reads them: the process environment over .env files of the mode.
      const values = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_');
      const { app, provider } = splitEnv(parseEnv(values));
      return { define: { __PORTAL_ENV__: JSON.stringify(app), __PORTAL_PROVIDER_ENV__: JSON.stringify(provider) } };
    },
  };
}
