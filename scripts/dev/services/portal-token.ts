// The portal API's own session token (what login-sso returns and the SPA stores as `token`).
// HS256 with a random per-process secret: restarting the dev services logs everybody out,
// which is what a real deployment's key rotation would do too.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { bearerToken, classifyJoseError, type TokenProblem } from './access-token.ts';

const ISSUER = 'portal-api-dev';
const AUDIENCE = 'portal-dosen';
const LIFETIME_SECONDS = 8 * 60 * 60;

export function createPortalTokens() {
  const secret = new Uint8Array(randomBytes(32));

  return {
    /** A token for `login` that lives `lifetimeSeconds` (8 hours unless given). */
    issue(login: string, lifetimeSeconds = LIFETIME_SECONDS): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(login)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(secret);
    },

    async verify(authorization: string | undefined): Promise<{ ok: true; login: string } | { ok: false; problem: TokenProblem }> {
      const token = bearerToken(authorization);
      if (!token) return { ok: false, problem: 'missing' };
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        return payload.sub ? { ok: true, login: payload.sub } : { ok: false, problem: 'invalid' };
      } catch (error) {
        return { ok: false, problem: classifyJoseError(error) };
      }
    },
  };
}

export type PortalTokens = ReturnType<typeof createPortalTokens>;
