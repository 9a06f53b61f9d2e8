// The APIs the local identity provider issues JWT access tokens for.
// MSAL never sends the `resource` parameter (Entra derives the audience from the scope
// prefix), so the provider does the same: `api://portal-api/Portal.Access` -> `api://portal-api`.
import type { ResourceServer } from 'oidc-provider';

export const PORTAL_API_AUDIENCE = 'api://portal-api';
export const GRAPH_AUDIENCE = 'api://graph-dev';
export const PORTAL_API_SCOPE = `${PORTAL_API_AUDIENCE}/Portal.Access`;
export const CALENDAR_SCOPES = [`${GRAPH_AUDIENCE}/Calendars.Read`, `${GRAPH_AUDIENCE}/Calendars.ReadWrite`] as const;

const ACCESS_TOKEN_TTL = 60 * 60;

const SCOPES_BY_AUDIENCE: Readonly<Record<string, readonly string[]>> = {
  [PORTAL_API_AUDIENCE]: [PORTAL_API_SCOPE],
  [GRAPH_AUDIENCE]: CALENDAR_SCOPES,
};

/** `api://graph-dev/Calendars.Read` -> `api://graph-dev`; OIDC scopes (no "://") -> undefined. */
function audienceOfScope(scope: string): string | undefined {
  if (!scope.includes('://')) return undefined;
  const slash = scope.lastIndexOf('/');
  return slash > scope.indexOf('://') + 2 ? scope.slice(0, slash) : undefined;
}

/** Distinct audiences named by a space-separated scope string, in request order. */
function audiencesOfScopes(scope: string | undefined): string[] {
  const found = (scope ?? '').split(' ').map(audienceOfScope);
  return [...new Set(found.filter((a): a is string => a !== undefined))];
}

/** Resource server details, or undefined for an API this provider does not know. */
export function resourceServerInfo(audience: string): ResourceServer | undefined {
  const scopes = SCOPES_BY_AUDIENCE[audience];
  if (!scopes) return undefined;
  return {
    audience,
    scope: scopes.join(' '),
    accessTokenFormat: 'jwt',
    accessTokenTTL: ACCESS_TOKEN_TTL,
    jwt: { sign: { alg: 'RS256' } },
  };
}

/**
 * Picks the resource for an access token. At the authorization endpoint (no candidates)
 * it derives them from the requested scopes; at the token endpoint it picks, among the
 * granted candidates, the one the requested scopes point to (refresh requests carry scope).
 */
export function chooseResource(requestedScope: string | undefined, candidates?: readonly string[]): string | string[] | undefined {
  const wanted = audiencesOfScopes(requestedScope);
  if (!candidates) {
    if (wanted.length === 0) return undefined;
    return wanted.length === 1 ? wanted[0] : wanted;
  }
  if (requestedScope === undefined) return candidates[0];
  // Only OIDC scopes requested: undefined means "no resource", i.e. an opaque userinfo token.
  return wanted.find((a) => candidates.includes(a));
}
