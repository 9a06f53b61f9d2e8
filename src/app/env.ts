// Build-time configuration (VITE_* variables, documented in .env.example), checked once at start.
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((s) => (s ?? '').split(/[\s,]+/).filter(Boolean));

const envSchema = z.object({
  VITE_MSAL_CLIENT_ID: z.string().min(1),
  VITE_MSAL_AUTHORITY: z.url(),
  /** Discovery document as JSON: lets MSAL use a local OpenID provider without fetching it. */
  VITE_MSAL_AUTHORITY_METADATA: z.string().optional(),
  VITE_MSAL_PROTOCOL_MODE: z.enum(['AAD', 'OIDC']).default('AAD'),
  VITE_MSAL_KNOWN_AUTHORITIES: list,
  VITE_PORTAL_API_SCOPE: z.string().min(1),
  VITE_CALENDAR_SCOPES: list,
  VITE_PORTAL_API_URL: z.url(),
  VITE_GRAPH_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  VITE_GA_MEASUREMENT_ID: z.string().optional(),
  VITE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Portal configuration is incomplete (see .env.example): ${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;
export const env = (): Env => (cached ??= parseEnv(import.meta.env));
