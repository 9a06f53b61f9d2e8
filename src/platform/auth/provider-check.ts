// Does the identity provider answer at all? Asked beside the login popup: with legacy polling MSAL
// cannot read the browser's error page in the popup, so an unreachable provider would otherwise
// leave the sign-in waiting for as long as the popup stays open.
import { withDeadline, type DeadlineResult } from '../core/deadline.ts';
import type { ProviderEnv } from '../core/env-schema.ts';

/** How long the provider has to answer before sign-in says it does not answer. */
export const PROVIDER_ANSWER_MS = 8_000;

/**
 * `answers`: any HTTP response, whatever its status or speed within the bound. `unreachable`: the
 * request failed (refused, DNS, offline). `silent`: no response within the bound. `stopped`: the
 * caller no longer needed an answer.
 */
export type ProviderVerdict = 'answers' | 'unreachable' | 'silent' | 'stopped';

/**
 * The page the popup is sent to when the discovery document is configured (the local provider);
 * otherwise the discovery document MSAL itself would download (msal-common's Authority
 * defaultOpenIdConfigurationEndpoint). undefined when the configuration names no usable URL.
 */
export function providerCheckUrl(
  e: Pick<ProviderEnv, 'VITE_MSAL_AUTHORITY' | 'VITE_MSAL_AUTHORITY_METADATA' | 'VITE_MSAL_PROTOCOL_MODE'>,
): URL | undefined {
  const authorize = authorizationEndpoint(e.VITE_MSAL_AUTHORITY_METADATA);
  const authority = e.VITE_MSAL_AUTHORITY.replace(/\/*$/, '/');
  const candidate = authorize ?? `${authority}${e.VITE_MSAL_PROTOCOL_MODE === 'OIDC' ? '' : 'v2.0/'}.well-known/openid-configuration`;
  try {
    return new URL(candidate);
  } catch {
    return undefined;
  }
}

function authorizationEndpoint(metadata: string | undefined): string | undefined {
  if (!metadata) return undefined;
  try {
    const endpoint = (JSON.parse(metadata) as { authorization_endpoint?: unknown }).authorization_endpoint;
    return typeof endpoint === 'string' ? endpoint : undefined;
  } catch {
    return undefined;
  }
}

export async function checkProvider(
  url: URL,
  {
    signal,
    timeoutMs = PROVIDER_ANSWER_MS,
    fetch = globalThis.fetch,
  }: { signal?: AbortSignal; timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<ProviderVerdict> {
  // no-cors: an opaque answer is enough and needs no CORS from the provider's authorize page.
  const result = await withDeadline(timeoutMs, signal, (requestSignal) =>
    fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: requestSignal }),
  );
  return verdicts[result.outcome];
}

const verdicts = { done: 'answers', failed: 'unreachable', timeout: 'silent', aborted: 'stopped' } as const satisfies Record<
  DeadlineResult<unknown>['outcome'],
  ProviderVerdict
>;
