// Shapes of the portal API's answers. The real API's login-sso body is not documented, so the
// three plausible shapes are accepted; the user's flags may come as booleans or 0/1.
// zod/mini: smaller than classic zod, and its JIT probe would break the CSP.
import * as z from 'zod/mini';
import { onFirstUse } from '../core/on-first-use.ts';
import { visibleText } from '../core/visible-text.ts';
import type { User } from './state.ts';

// Each answer's schema is built when first used, not when this module is evaluated: the dashboard's
// first visit loads this module for the profile only, after the first render, where building every
// schema with the module was one task of 35–86 ms at CPU 4×; login-sso's are not needed there.

function currentUserSchema() {
  /** The user as the session keeps it (src/platform/session/state.ts `User`). */
  const userSchema = z.looseObject({
    nip: z.optional(z.string()),
    nama: z.optional(z.string()),
    namaTanpaGelar: z.optional(z.string()),
    email: z.optional(z.string()),
    statusAsesor: z.optional(z.boolean()),
    accessLkam: z.optional(z.boolean()),
    idLevel: z.optional(z.union([z.string(), z.number()])),
  });

  const flag = z.pipe(
    z.transform((value: unknown) => {
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false' || value === null) return false;
      return value;
    }),
    z.optional(z.boolean()),
  );

  const text = z.pipe(
    z.transform((value: unknown) => (typeof value === 'number' ? String(value) : (value ?? undefined))),
    z.optional(z.string()),
  );

  /** A name that shows nothing (empty, spaces, zero-width or direction characters) is no name. */
  const name = z.pipe(
    z.transform((value: unknown) => visibleText(typeof value === 'number' ? String(value) : value)),
    z.optional(z.string()),
  );

  const apiUser = z.looseObject({
    nip: z.optional(text),
    nama: z.optional(name),
    namaTanpaGelar: z.optional(name),
    email: z.optional(text),
    statusAsesor: z.optional(flag),
    accessLkam: z.optional(flag),
    idLevel: z.pipe(
      z.transform((value: unknown) => value ?? undefined),
      z.optional(z.union([z.string(), z.number()])),
    ),
  });

  // `{ data: {…user} }`; the result also satisfies the session's userSchema.
  return z.pipe(
    z.object({ data: z.pipe(apiUser, userSchema) }),
    z.transform((b): User => b.data),
  );
}

function loginSsoSchema() {
  const token = z.string().check(z.trim(), z.minLength(1));

  return z.union([
    z.pipe(
      z.object({ token }),
      z.transform((b) => b.token),
    ),
    z.pipe(
      z.object({ data: token }),
      z.transform((b) => b.data),
    ),
    z.pipe(
      z.object({ data: z.object({ token }) }),
      z.transform((b) => b.data.token),
    ),
  ]);
}

/** get-data-from-token's answer `{ data: {…user} }`; the result also satisfies the session's userSchema. */
export const currentUserAnswer = onFirstUse(currentUserSchema);

/** login-sso's answer: the portal token, in one of three shapes. */
export const loginSsoAnswer = onFirstUse(loginSsoSchema);
