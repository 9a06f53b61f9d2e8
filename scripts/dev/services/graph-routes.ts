// Emulation of Microsoft Graph `GET /v1.0/me/calendarView` for the dashboard calendar.
// Errors use Graph's shape ({ error: { code, message } }) and Graph's wording, so the SPA's
// error handling is exercised against what production returns.
import type { AccessTokenVerifier, TokenProblem } from './access-token.ts';
import { calendarView, parseGraphDateTime } from './calendar.ts';
import type { Handler } from './portal-routes.ts';
import { CALENDAR_SCOPES, GRAPH_AUDIENCE } from './resource-servers.ts';

const AUTH_MESSAGES: Record<TokenProblem, string> = {
  missing: 'Access token is empty.',
  expired: 'Lifetime validation failed, the token is expired.',
  'wrong-audience': 'Invalid audience.',
  'not-access-token': 'Access token validation failure. Invalid token type.',
  invalid: 'Access token validation failure.',
};

const graphError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

export function graphRoutes(deps: { verifyAccessToken: AccessTokenVerifier; now?: () => Date }) {
  const { verifyAccessToken, now = () => new Date() } = deps;

  const calendarViewRoute: Handler = async ({ authorization, query }) => {
    const result = await verifyAccessToken(authorization, GRAPH_AUDIENCE);
    if (!result.ok) return graphError(401, 'InvalidAuthenticationToken', AUTH_MESSAGES[result.problem]);

    // Either calendar scope allows reading; a token without one is valid but not permitted.
    const scopes = String(result.payload.scope ?? '').split(' ');
    if (!CALENDAR_SCOPES.some((s) => scopes.includes(s))) {
      return graphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    }

    const start = parseGraphDateTime(query.get('startDateTime'));
    const end = parseGraphDateTime(query.get('endDateTime'));
    if (Number.isNaN(start) || Number.isNaN(end)) {
      return graphError(
        400,
        'ErrorInvalidParameter',
        'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
      );
    }

    const top = Number.parseInt(query.get('$top') ?? '', 10);
    const events = calendarView(now(), start, end);
    return { status: 200, body: { value: top > 0 ? events.slice(0, top) : events } };
  };

  return {
    'GET /graph/v1.0/me/calendarView': calendarViewRoute,
  } satisfies Record<string, Handler>;
}
