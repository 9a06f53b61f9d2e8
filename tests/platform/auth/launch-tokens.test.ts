// New tokens for a launch (src/platform/auth/launch-tokens.ts): the id token and the calendar token
// from MSAL, stored only into the session that asked, and an answer that tells a refusal (sign in
// again) from an unreachable provider (try again). The launcher's side: tests/features/launch/renewal.test.ts.
import type { PublicClientApplication } from '@azure/msal-browser';
import { BrowserAuthError, InteractionRequiredAuthError, ServerError } from '@azure/msal-browser';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renewForLaunch } from '../../../src/platform/auth/launch-tokens.ts';
import { getMsal } from '../../../src/platform/auth/msal.ts';
import { PortalApiError } from '../../../src/platform/session/api-error.ts';
import { loginSso } from '../../../src/platform/session/portal-api.ts';
import { authAtom, createSessionStore, signOutAtom, signedOut, type SessionStore } from '../../../src/platform/session/state.ts';
import { stubPortalEnv } from '../../support/auth/env.ts';
import { createFakeMsal, result, type FakeMsal } from '../../support/auth/fake-msal.ts';

vi.mock('../../../src/platform/auth/msal.ts', () => ({ getMsal: vi.fn() }));
vi.mock('../../../src/platform/session/portal-api.ts', () => ({ loginSso: vi.fn() }));
vi.spyOn(console, 'warn').mockImplementation(() => {});

/** An unsigned JWT that expires `seconds` from now (the renewal reads `exp`, never the signature). */
const jwt = (name: string, seconds: number) =>
  [{ alg: 'none' }, { sub: name, exp: Math.floor(Date.now() / 1000) + seconds }]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.')
    .concat('.sig');

const calendarScopes = ['api://graph-dev/Calendars.Read', 'api://graph-dev/Calendars.ReadWrite'];
const expiredId = jwt('expired', -60);

let fake: FakeMsal;
let store: SessionStore;

beforeAll(stubPortalEnv);
beforeEach(() => {
  fake = createFakeMsal();
  fake.signedIn();
  vi.mocked(getMsal)
    .mockReset()
    .mockResolvedValue(fake.msal as unknown as PublicClientApplication);
  store = createSessionStore();
  store.set(authAtom, { ...signedOut, token: 'portal', idToken: expiredId, token2: 'old-calendar' });
});

describe('renewForLaunch: renewed', () => {
  it("takes an id token the provider has just issued and stores it (MSAL's cache and refresh token, never an iframe)", async () => {
    const fresh = jwt('fresh', 20); // short-lived, but new
    fake.script('acquireTokenSilent', result('at', { idToken: fresh, fromCache: false }));
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'renewed', values: { idToken: fresh } });
    expect(store.get(authAtom).idToken).toBe(fresh);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.request).toMatchObject({ scopes: ['api://portal-api/Portal.Access'], cacheLookupPolicy: 2 });
    expect(fake.calls[0]?.request).not.toHaveProperty('forceRefresh');
  });

  it('forces a refresh when the id token MSAL has cached expires within five minutes', async () => {
    const renewed = jwt('renewed', 3600);
    fake.script('acquireTokenSilent', result('at', { idToken: jwt('cached', 240), fromCache: true }));
    fake.script('acquireTokenSilent', result('at', { idToken: renewed, fromCache: false }));
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'renewed', values: { idToken: renewed } });
    expect(fake.calls[1]?.request).toMatchObject({ forceRefresh: true, cacheLookupPolicy: 2 });
    expect(store.get(authAtom).idToken).toBe(renewed);
  });

  it('takes a cached id token that is still fresh without asking the provider again', async () => {
    const cached = jwt('cached', 3600);
    fake.script('acquireTokenSilent', result('at', { idToken: cached, fromCache: true }));
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'renewed', values: { idToken: cached } });
    expect(fake.calls).toHaveLength(1);
  });

  it('renews the calendar token (token2) with the calendar scopes', async () => {
    fake.script('acquireTokenSilent', result('new-calendar'));
    expect(await renewForLaunch(store, ['token2'])).toEqual({ kind: 'renewed', values: { token2: 'new-calendar' } });
    expect(fake.calls[0]?.request).toMatchObject({ scopes: calendarScopes, cacheLookupPolicy: 2 });
    expect(store.get(authAtom)).toMatchObject({ token2: 'new-calendar', idToken: expiredId });
  });

  it('renews both when the link carries both', async () => {
    const fresh = jwt('fresh', 3600);
    fake.script('acquireTokenSilent', result('at', { idToken: fresh, fromCache: false }), result('new-calendar'));
    expect(await renewForLaunch(store, ['idToken', 'token2'])).toEqual({
      kind: 'renewed',
      values: { idToken: fresh, token2: 'new-calendar' },
    });
    expect(store.get(authAtom)).toMatchObject({ idToken: fresh, token2: 'new-calendar' });
  });

  it('leaves out what MSAL had none of', async () => {
    fake.script('acquireTokenSilent', result('at', { idToken: '', fromCache: false }));
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'renewed', values: {} });
    expect(store.get(authAtom).idToken).toBe(expiredId);
  });
});

describe('renewForLaunch: refused (only a sign-in helps)', () => {
  it.each([
    ['interaction required', new InteractionRequiredAuthError('interaction_required', 'c')],
    ['a refresh token the provider no longer takes (invalid_grant)', new ServerError('invalid_grant', 'c', 'AADSTS700082')],
    ['another refusal of the provider', new ServerError('invalid_scope', 'c')],
  ])('%s', async (_name, error) => {
    fake.script('acquireTokenSilent', error);
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'refused' });
    expect(store.get(authAtom).idToken).toBe(expiredId);
  });

  it('without an MSAL account in this tab (a session restored from storage), without asking MSAL for tokens', async () => {
    const bare = createFakeMsal();
    vi.mocked(getMsal).mockResolvedValue(bare.msal as unknown as PublicClientApplication);
    expect(await renewForLaunch(store, ['idToken', 'token2'])).toEqual({ kind: 'refused' });
    expect(bare.calls).toEqual([]);
  });

  it('for a signed-out session, without asking MSAL (its cache may outlive a logout elsewhere)', async () => {
    store.set(signOutAtom);
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'refused' });
    expect(getMsal).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });
});

describe('renewForLaunch: unreachable (trying again may help)', () => {
  it.each([
    ['a refused connection', new BrowserAuthError('post_request_failed', 'c')],
    ['no network', new BrowserAuthError('no_network_connectivity', 'c')],
    ["the provider's own trouble", new ServerError('temporarily_unavailable', 'c')],
    [
      "the deadline of MSAL's requests (network.ts)",
      Object.assign(new Error('127.0.0.1:4010: no answer within 15 s'), { errorCode: 'provider_silent', providerHost: '127.0.0.1:4010' }),
    ],
    ['something unexpected', new TypeError('Failed to fetch')],
  ])('%s', async (_name, error) => {
    fake.script('acquireTokenSilent', error);
    expect(await renewForLaunch(store, ['token2'])).toEqual({ kind: 'unreachable' });
    expect(store.get(authAtom).token2).toBe('old-calendar');
  });

  it('MSAL that does not load', async () => {
    vi.mocked(getMsal).mockRejectedValueOnce(new Error('chunk failed'));
    expect(await renewForLaunch(store, ['idToken'])).toEqual({ kind: 'unreachable' });
  });
});

describe('renewForLaunch: only into the session that asked', () => {
  it('a sign-out while MSAL answers: nothing is written back', async () => {
    let answer: (value: ReturnType<typeof result>) => void = () => {};
    fake.script('acquireTokenSilent', () => new Promise((resolve) => (answer = resolve)));
    const pending = renewForLaunch(store, ['idToken']);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    store.set(signOutAtom);
    answer(result('at', { idToken: jwt('fresh', 3600), fromCache: false }));
    await pending;
    expect(store.get(authAtom)).toEqual(signedOut);
  });
});

describe('renewForLaunch: the portal token (token)', () => {
  it("exchanges the portal API's access token at login-sso, as sign-in does, and the session goes on with the new one", async () => {
    fake.script('acquireTokenSilent', result('api-access-token'));
    vi.mocked(loginSso).mockResolvedValueOnce('new-portal');
    expect(await renewForLaunch(store, ['token'])).toEqual({ kind: 'renewed', values: { token: 'new-portal' } });
    expect(loginSso).toHaveBeenCalledWith('api-access-token', undefined, store);
    expect(store.get(authAtom)).toMatchObject({ token: 'new-portal', idToken: expiredId, token2: 'old-calendar' });
  });

  it.each([401, 403])('login-sso refusing the identity (%i): refused', async (status) => {
    fake.script('acquireTokenSilent', result('api-access-token'));
    vi.mocked(loginSso).mockRejectedValueOnce(new PortalApiError('ditolak', 'http', status));
    expect(await renewForLaunch(store, ['token'])).toEqual({ kind: 'refused' });
    expect(store.get(authAtom).token).toBe('portal');
  });

  it.each([
    ['no answer', new PortalApiError('tidak terhubung', 'network')],
    ['its own trouble', new PortalApiError('galat', 'http', 502)],
  ])('login-sso with %s: unreachable', async (_name, error) => {
    fake.script('acquireTokenSilent', result('api-access-token'));
    vi.mocked(loginSso).mockRejectedValueOnce(error);
    expect(await renewForLaunch(store, ['token'])).toEqual({ kind: 'unreachable' });
    expect(store.get(authAtom).token).toBe('portal');
  });
});
