// The portal's build-time configuration (VITE_* variables, documented in .env.example): what it must
// hold. The build checks it (scripts/build/env-plugin.ts) and a page reads the values it checked
// (env.ts); zod/mini, whose mini build tree-shakes, as elsewhere.
import * as z from 'zod/mini';
import { splitList } from './env-list.ts';

function envSchema() {
  const list = z.pipe(z.optional(z.string()), z.transform(splitList));
  const text = z.string().check(z.minLength(1));
  return z.object({
    VITE_MSAL_CLIENT_ID: text,
    VITE_MSAL_AUTHORITY: z.url(),
    /** Discovery document as JSON: lets MSAL use a local OpenID provider without fetching it. */
    VITE_MSAL_AUTHORITY_METADATA: z.optional(z.string()),
    VITE_MSAL_PROTOCOL_MODE: z._default(z.enum(['AAD', 'OIDC']), 'AAD'),
    VITE_MSAL_KNOWN_AUTHORITIES: list,
    VITE_PORTAL_API_SCOPE: text,
    VITE_CALENDAR_SCOPES: list,
    VITE_PORTAL_API_URL: z.url(),
    VITE_GRAPH_URL: z._default(z.url(), 'https://graph.microsoft.com/v1.0'),
    VITE_GA_MEASUREMENT_ID: z.optional(z.string()),
    VITE_API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 15_000),
  });
}
export type Env = z.infer<ReturnType<typeof envSchema>>;

/** The identity provider's settings: only the sign-in's code (MSAL, loaded on demand) reads them. */
const providerKeys = [
  'VITE_MSAL_CLIENT_ID',
  'VITE_MSAL_AUTHORITY',
  'VITE_MSAL_AUTHORITY_METADATA',
  'VITE_MSAL_PROTOCOL_MODE',
  'VITE_MSAL_KNOWN_AUTHORITIES',
] as const satisfies readonly (keyof Env)[];
type ProviderKey = (typeof providerKeys)[number];
export type ProviderEnv = Pick<Env, ProviderKey>;
export type AppEnv = Omit<Env, ProviderKey>;

/**
 * The checked values in two parts, given to the page apart (scripts/build/env-plugin.ts): the
 * provider's discovery document alone can weigh more than a kilobyte, and the first screen never
 * signs in.
 */
export function splitEnv(checked: Env): { app: AppEnv; provider: ProviderEnv } {
  const app: Record<string, unknown> = { ...checked };
  const provider: Record<string, unknown> = {};
  for (const key of providerKeys) {
    provider[key] = checked[key];
    delete app[key];
  }
  return { app: app as AppEnv, provider: provider as ProviderEnv };
}

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema().safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Portal configuration is incomplete (see .env.example): ${problems}`);
  }
  return result.data;
}
