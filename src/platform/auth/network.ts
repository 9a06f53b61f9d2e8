// MSAL's network module (system.networkClient) with a deadline. MSAL's own FetchClient waits for
// ever: a provider that takes the connection and says nothing left acquireTokenSilent pending, and
// MSAL hands that same pending promise to every later identical call (StandardController's
// activeSilentTokenRequests, by request thumbprint), so "Hubungkan kalender" could never start
// afresh. Here every request MSAL makes to the provider (a refresh-token renewal, the code
// redemption after a popup, discovery) fails after IDENTITY_REQUEST_MS; MSAL's call then rejects
// and forgets its entry, and the next attempt is a new request.
import type { INetworkModule, NetworkRequestOptions, NetworkResponse } from '@azure/msal-browser';
import { withDeadline } from '../core/deadline.ts';
import { providerFailureDetail, type ProviderFailure } from './auth-errors.ts';

/** The longest one request to the identity provider may take, answer body included. */
export const IDENTITY_REQUEST_MS = 15_000;

/**
 * Makes MSAL's AuthError (msal.ts passes the library's constructor): msal-common's sendPostRequest
 * passes an AuthError on unchanged and turns anything else into a bare network_error, which would
 * lose the cause.
 */
type AuthErrorFactory = (errorCode: string, message: string, correlationId: string) => Error;

interface NetworkOptions {
  authError: AuthErrorFactory;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The provider did not answer in time, or could not be reached: an AuthError that says which and where. */
function providerFailure(authError: AuthErrorFactory, failure: ProviderFailure, correlationId: string): Error {
  return Object.assign(authError(failure.errorCode, providerFailureDetail(failure), correlationId), failure);
}

/** Lower-case header names, as MSAL's own client returns them. */
function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return headers;
}

/** One request under the deadline; the answer's body is read within it too (a provider may stall mid-answer). */
async function exchange<T>(
  url: string,
  init: RequestInit,
  { authError, fetch = globalThis.fetch, timeoutMs = IDENTITY_REQUEST_MS }: NetworkOptions,
  { retryFailure, correlationId = '' }: { retryFailure: boolean; correlationId?: string },
): Promise<NetworkResponse<T>> {
  const providerHost = hostOf(url);
  const attempt = () =>
    withDeadline(timeoutMs, undefined, async (signal) => {
      const response = await fetch(url, { ...init, signal });
      return { response, text: await response.text() };
    });
  let result = await attempt();
  // As MSAL's FetchClient does for a POST: one more try after a failure (a reused connection the
  // server had closed), never after a timeout, which would double the wait.
  if (result.outcome === 'failed' && retryFailure) result = await attempt();
  switch (result.outcome) {
    case 'done': {
      const { response, text } = result.value;
      try {
        return { headers: headersOf(response), body: JSON.parse(text) as T, status: response.status };
      } catch {
        throw authError('failed_to_parse_response', `${providerHost} answered HTTP ${response.status} without JSON`, correlationId);
      }
    }
    case 'timeout':
      throw providerFailure(authError, { errorCode: 'provider_silent', providerHost, seconds: Math.ceil(timeoutMs / 1000) }, correlationId);
    case 'failed':
    case 'aborted': // no caller signal here: only for completeness
      throw providerFailure(authError, { errorCode: 'provider_unreachable', providerHost }, correlationId);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The network module for MSAL's configuration (msal-config.ts). */
export function identityNetwork(options: NetworkOptions): INetworkModule {
  return {
    sendGetRequestAsync: <T>(url: string, request?: NetworkRequestOptions, timeout?: number) =>
      exchange<T>(
        url,
        { method: 'GET', headers: request?.headers },
        // MSAL passes its own shorter bound for region discovery.
        {
          ...options,
          timeoutMs: Math.min(timeout && timeout > 0 ? timeout : Number.POSITIVE_INFINITY, options.timeoutMs ?? IDENTITY_REQUEST_MS),
        },
        { retryFailure: false },
      ),
    sendPostRequestAsync: <T>(url: string, request?: NetworkRequestOptions) =>
      exchange<T>(url, { method: 'POST', headers: request?.headers, body: request?.body ?? '' }, options, {
        retryFailure: true,
        correlationId: request?.correlationId,
      }),
  };
}
