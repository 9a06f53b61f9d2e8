// @vitest-environment jsdom
// acquireSilentOrPopup (tokens.ts) with a scripted MSAL: a silent call ends within SILENT_TOKEN_MS,
// a provider that did not answer is reported instead of opening a popup on it, and the popup that
// does open is the guarded one (popup.ts): our correlation id, closed by name when given up on.
import type { PublicClientApplication } from '@azure/msal-browser';
import { AuthError, BrowserAuthError, InteractionRequiredAuthError, ServerError } from '@azure/msal-browser';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTexts, describeAuthError } from '../../../src/platform/auth/auth-errors.ts';
import { msalPopupName } from '../../../src/platform/auth/reserve-popup.ts';
import { checkProvider } from '../../../src/platform/auth/provider-check.ts';
import { acquireSilentOrPopup, NO_IFRAME, SILENT_TOKEN_MS } from '../../../src/platform/auth/tokens.ts';
import { createSessionStore, type SessionStore } from '../../../src/platform/session/state.ts';
import { stubPortalEnv } from '../../support/auth/env.ts';
import { account, createFakeMsal, fakeAuthConfig, result, type FakeMsal } from '../../support/auth/fake-msal.ts';

vi.mock('../../../src/platform/auth/provider-check.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/platform/auth/provider-check.ts')>()),
  checkProvider: vi.fn(),
}));

const scopes = ['api://graph-dev/Calendars.Read'];
const cid = 'c';
let fake: FakeMsal;
let store: SessionStore;

beforeAll(stubPortalEnv);
beforeEach(() => {
  fake = createFakeMsal();
  store = createSessionStore();
  vi.mocked(checkProvider).mockReset().mockResolvedValue('answers');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const run = (options: Parameters<typeof acquireSilentOrPopup>[3] = {}) =>
  acquireSilentOrPopup(fake.msal as unknown as PublicClientApplication, { scopes, account }, store, options);

/** What network.ts makes of a provider that held the connection past its deadline. */
const silentProvider = () =>
  Object.assign(new AuthError('provider_silent', cid, 'login.example.test: no answer within 15 s'), {
    providerHost: 'login.example.test',
    seconds: 15,
  });

describe('acquireSilentOrPopup', () => {
  it('a silent call that never ends is given up after SILENT_TOKEN_MS, naming the provider', async () => {
    vi.useFakeTimers();
    fake.script('acquireTokenSilent', () => new Promise(() => {}));
    const seen = run().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SILENT_TOKEN_MS - 1);
    let settled = false;
    void seen.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await seen;
    expect(describeAuthError(error, store).message).toBe(authTexts.id.providerSilent('login.example.test', SILENT_TOKEN_MS / 1000));
    expect(fake.steps()).toEqual(['acquireTokenSilent']); // no popup on a provider that does not answer
  });

  it.each([
    ['did not answer', silentProvider()],
    ['could not be reached', Object.assign(new AuthError('provider_unreachable', cid), { providerHost: 'login.example.test' })],
  ])('a provider that %s: its error, and no popup even when any failure may open one', async (_label, error) => {
    fake.script('acquireTokenSilent', error);
    await expect(run({ popupOnAnyFailure: true })).rejects.toBe(error);
    expect(fake.steps()).toEqual(['acquireTokenSilent']);
  });

  it('passes the cache policy on to the silent call', async () => {
    fake.script('acquireTokenSilent', result('at'));
    await run({ cacheLookupPolicy: NO_IFRAME });
    expect(fake.calls[0]?.request).toMatchObject({ scopes, account, cacheLookupPolicy: NO_IFRAME });
  });

  it("interaction required: MSAL's token popup with our own correlation id, under the popup guard", async () => {
    fake.script('acquireTokenSilent', new InteractionRequiredAuthError('consent_required', cid));
    fake.script('acquireTokenPopup', result('popup-token'));
    await expect(run()).resolves.toMatchObject({ accessToken: 'popup-token' });
    const popup = fake.calls[1]?.request as Record<string, unknown>;
    expect(popup).toMatchObject({ scopes, account, correlationId: expect.stringMatching(/^[\da-f-]{36}$/) });
    expect(checkProvider).toHaveBeenCalledTimes(1);
  });

  it('other failures open a popup only with popupOnAnyFailure', async () => {
    fake.script('acquireTokenSilent', new ServerError('invalid_scope', cid));
    await expect(run()).rejects.toMatchObject({ errorCode: 'invalid_scope' });
    fake.script('acquireTokenSilent', new ServerError('invalid_scope', cid));
    fake.script('acquireTokenPopup', result('popup-token'));
    await expect(run({ popupOnAnyFailure: true })).resolves.toMatchObject({ accessToken: 'popup-token' });
  });

  it("the popup on an unreachable provider ends with the provider named and MSAL's window closed by its name", async () => {
    vi.mocked(checkProvider).mockResolvedValue('unreachable');
    fake.script('acquireTokenSilent', new InteractionRequiredAuthError('interaction_required', cid));
    let cancel!: () => void;
    fake.script(
      'acquireTokenPopup',
      () => new Promise((_, reject) => (cancel = () => reject(new BrowserAuthError('user_cancelled', cid)))),
    );
    const popupWindow = { close: vi.fn(() => cancel()) };
    const open = vi.spyOn(window, 'open').mockReturnValue(popupWindow as unknown as Window);

    const error = await run().catch((e: unknown) => e);

    expect(describeAuthError(error, store).message).toBe(authTexts.id.providerUnreachable('login.example.test'));
    const { correlationId } = fake.calls[1]!.request as { correlationId: string };
    expect(open).toHaveBeenCalledWith('', msalPopupName(fakeAuthConfig.clientId, scopes, fakeAuthConfig.authority, correlationId));
    expect(popupWindow.close).toHaveBeenCalledTimes(1);
  });
});
