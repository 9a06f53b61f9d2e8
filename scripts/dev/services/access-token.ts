// Verifies access tokens from the local identity provider the way a real resource server
// verifies Entra tokens: signature via the JWKS, issuer, audience and the at+jwt type.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/** Why a bearer token was refused; each API turns this into its own error body. */
export type TokenProblem = 'missing' | 'expired' | 'wrong-audience' | 'not-access-token' | 'invalid';

export type VerifyResult = { ok: true; payload: JWTPayload & Record<string, unknown> } | { ok: false; problem: TokenProblem };

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function classifyJoseError(error: unknown): TokenProblem {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'wrong-audience';
    // An id token has no at+jwt typ header: it is a token, just not an access token.
    if (error.claim === 'typ') return 'not-access-token';
  }
  return 'invalid';
}

export function createAccessTokenVerifier(options: { issuer: string; jwksUri: string }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUri));

  return async function verify(authorization: string | undefined, audience: string): Promise<VerifyResult> {
    const token = bearerToken(authorization);
    if (!token) return { ok: false, problem: 'missing' };
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      });
      return { ok: true, payload };
    } catch (error) {
      return { ok: false, problem: classifyJoseError(error) };
    }
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
