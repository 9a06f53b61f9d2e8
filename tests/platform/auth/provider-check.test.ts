// The check beside the login popup: which URL it asks, and what counts as an unreachable or silent
// provider (only a failed request or no answer at all; never a slow or unhappy answer).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../src/platform/core/env-schema.ts';
import { checkProvider, PROVIDER_ANSWER_MS, providerCheckUrl } from '../../../src/platform/auth/provider-check.ts';

const base = { VITE_MSAL_CLIENT_ID: 'c', VITE_PORTAL_API_SCOPE: 'api://p/s', VITE_PORTAL_API_URL: 'https://api.ut.ac.id/' };
const url = new URL('http://127.0.0.1:4110/auth');

describe('providerCheckUrl', () => {
  it("the local provider: the authorization endpoint of the configured discovery document (the popup's first page)", () => {
    const e = parseEnv({
      ...base,
      VITE_MSAL_AUTHORITY: 'https://127.0.0.1:4110',
      VITE_MSAL_AUTHORITY_METADATA: JSON.stringify({
        issuer: 'http://127.0.0.1:4110',
        authorization_endpoint: 'http://127.0.0.1:4110/auth',
      }),
      VITE_MSAL_PROTOCOL_MODE: 'OIDC',
    });
    expect(providerCheckUrl(e)?.href).toBe('http://127.0.0.1:4110/auth');
    expect(providerCheckUrl(e)?.host).toBe('127.0.0.1:4110');
  });

  it("Entra ID: the tenant's v2.0 discovery document, as MSAL would download it", () => {
    for (const authority of ['https://login.microsoftonline.com/tenant-id', 'https://login.microsoftonline.com/tenant-id/']) {
      const e = parseEnv({ ...base, VITE_MSAL_AUTHORITY: authority });
      expect(providerCheckUrl(e)?.href).toBe('https://login.microsoftonline.com/tenant-id/v2.0/.well-known/openid-configuration');
    }
  });

  it('another OpenID provider without a configured document: its discovery document without v2.0', () => {
    const e = parseEnv({ ...base, VITE_MSAL_AUTHORITY: 'https://idp.ut.ac.id/realms/ut', VITE_MSAL_PROTOCOL_MODE: 'OIDC' });
    expect(providerCheckUrl(e)?.href).toBe('https://idp.ut.ac.id/realms/ut/.well-known/openid-configuration');
  });

  it('a document that is not JSON or has no authorization endpoint falls back to the authority', () => {
    for (const metadata of ['{not json', '{"issuer":"x"}']) {
      const e = parseEnv({ ...base, VITE_MSAL_AUTHORITY: 'https://login.microsoftonline.com/t', VITE_MSAL_AUTHORITY_METADATA: metadata });
      expect(providerCheckUrl(e)?.host).toBe('login.microsoftonline.com');
    }
  });
});

describe('checkProvider', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A fetch that answers after `ms` (never without it) unless aborted, as the browser's does. */
  const answeringAfter = (ms?: number, status = 200) =>
    vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((resolve, reject) => {
          const timer = ms === undefined ? undefined : setTimeout(() => resolve(new Response(null, { status })), ms);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );

  it('any answer counts, even an error status: an opaque no-cors request without cookies or cache', async () => {
    const fetch = answeringAfter(0, 500);
    const verdict = checkProvider(url, { fetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(await verdict).toBe('answers');
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' }));
  });

  it('a slow provider that answers within the bound is not unreachable', async () => {
    const verdict = checkProvider(url, { fetch: answeringAfter(PROVIDER_ANSWER_MS - 100) });
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_MS - 100);
    expect(await verdict).toBe('answers');
  });

  it('a failed request (refused, DNS, offline) is unreachable at once', async () => {
    const verdict = checkProvider(url, { fetch: vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')) });
    expect(await verdict).toBe('unreachable');
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`no answer within ${PROVIDER_ANSWER_MS} ms is silent, and the request is aborted`, async () => {
    const fetch = answeringAfter();
    let verdict: string | undefined;
    void checkProvider(url, { fetch }).then((v) => (verdict = v));
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_MS - 1);
    expect(verdict).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(verdict).toBe('silent');
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('stopped by the caller: no verdict about the provider', async () => {
    const stop = new AbortController();
    const verdict = checkProvider(url, { fetch: answeringAfter(5_000), signal: stop.signal });
    stop.abort();
    expect(await verdict).toBe('stopped');
  });
});
