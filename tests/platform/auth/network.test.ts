// MSAL's network module with a deadline (network.ts): what it answers MSAL, when it gives up, and
// the errors it gives up with: MSAL 5.29's own AuthError (which msal-common passes on unchanged)
// carrying the provider's host, so describeAuthError names the cause.
import { AuthError } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTexts, describeAuthError, providerFailureOf } from '../../../src/platform/auth/auth-errors.ts';
import { IDENTITY_REQUEST_MS, identityNetwork } from '../../../src/platform/auth/network.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { createSessionStore } from '../../../src/platform/session/state.ts';

const tokenUrl = 'http://127.0.0.1:4110/token';
const authError = (code: string, message: string, correlationId: string) => new AuthError(code, correlationId, message);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A fetch that never answers unless aborted, as the browser's does when the provider holds the connection. */
const hanging = () =>
  vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

/** Settles `promise` into a value or its error, so a test can look at either after the clock moved. */
function outcome<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

describe('identityNetwork', () => {
  it("answers MSAL as its FetchClient does: status, JSON body, lower-case headers; MSAL's request as sent", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ access_token: 'at' }, { status: 200, headers: { 'X-Ms-Request-Id': 'r1' } }),
    );
    const network = identityNetwork({ authError, fetch });
    const answer = await network.sendPostRequestAsync(tokenUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token',
      correlationId: 'c1',
    });
    expect(answer).toEqual({ status: 200, body: { access_token: 'at' }, headers: expect.objectContaining({ 'x-ms-request-id': 'r1' }) });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(tokenUrl);
    expect(init).toMatchObject({
      method: 'POST',
      body: 'grant_type=refresh_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("passes the provider's OAuth error answers on as they are (MSAL reads them)", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const answer = await identityNetwork({ authError, fetch }).sendPostRequestAsync(tokenUrl, { body: '' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('a provider that never answers: after IDENTITY_REQUEST_MS, not before, an AuthError naming it as silent', async () => {
    const fetch = hanging();
    const seen = outcome(identityNetwork({ authError, fetch }).sendPostRequestAsync(tokenUrl, { body: '', correlationId: 'c1' }));
    await vi.advanceTimersByTimeAsync(IDENTITY_REQUEST_MS - 1);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(AuthError);
    expect(seen.error).toMatchObject({ errorCode: 'provider_silent', providerHost: '127.0.0.1:4110', seconds: 15, correlationId: 'c1' });
    expect(fetch.mock.calls[0]![1]?.signal?.aborted, 'the request itself is stopped').toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1); // a timeout is not retried: that would double the wait
  });

  it('an answer whose body never ends counts as no answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"access_'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const seen = outcome(identityNetwork({ authError, fetch }).sendGetRequestAsync(tokenUrl));
    await vi.advanceTimersByTimeAsync(IDENTITY_REQUEST_MS);
    expect(seen.error).toMatchObject({ errorCode: 'provider_silent' });
  });

  it('a refused connection: unreachable at once; a POST is tried once more, a GET is not', async () => {
    const refused = () => vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    const postFetch = refused();
    const post = identityNetwork({ authError, fetch: postFetch }).sendPostRequestAsync(tokenUrl, { body: '' });
    await expect(post).rejects.toMatchObject({ errorCode: 'provider_unreachable', providerHost: '127.0.0.1:4110' });
    expect(postFetch).toHaveBeenCalledTimes(2);
    const getFetch = refused();
    await expect(identityNetwork({ authError, fetch: getFetch }).sendGetRequestAsync(tokenUrl)).rejects.toBeInstanceOf(AuthError);
    expect(getFetch).toHaveBeenCalledTimes(1);
  });

  it('a failure then an answer on the second try is the answer', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ ok: true }));
    await expect(identityNetwork({ authError, fetch }).sendPostRequestAsync(tokenUrl, { body: '' })).resolves.toMatchObject({
      body: { ok: true },
    });
  });

  it("an answer that is not JSON (a proxy's error page) is MSAL's failed_to_parse_response", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('<html>502</html>', { status: 502 }));
    const error = await identityNetwork({ authError, fetch })
      .sendPostRequestAsync(tokenUrl, { body: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ errorCode: 'failed_to_parse_response' });
    expect(providerFailureOf(error)).toBeUndefined();
  });

  it("keeps MSAL's own shorter bound for a GET (region discovery), never a longer one", async () => {
    const fetch = hanging();
    const network = identityNetwork({ authError, fetch });
    const short = outcome(network.sendGetRequestAsync(tokenUrl, undefined, 2_000));
    const long = outcome(network.sendGetRequestAsync(tokenUrl, undefined, 60_000));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(short.error).toMatchObject({ errorCode: 'provider_silent', seconds: 2 });
    expect(long.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(IDENTITY_REQUEST_MS - 2_000);
    expect(long.error).toMatchObject({ errorCode: 'provider_silent', seconds: 15 });
  });

  it('its errors read as messages that name the provider, in the interface language', async () => {
    const store = createSessionStore();
    const silent = identityNetwork({ authError, fetch: hanging(), timeoutMs: 3_000 })
      .sendPostRequestAsync(tokenUrl, { body: '' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(describeAuthError(await silent, store).message).toBe(authTexts.id.providerSilent('127.0.0.1:4110', 3));
    const refused = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const unreachable = await identityNetwork({ authError, fetch: refused })
      .sendGetRequestAsync(tokenUrl)
      .catch((e: unknown) => e);
    store.set(langAtom, 'en');
    expect(describeAuthError(unreachable, store).message).toBe(authTexts.en.providerUnreachable('127.0.0.1:4110'));
  });
});
