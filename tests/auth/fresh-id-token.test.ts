import type { PublicClientApplication } from '@azure/msal-browser';
import { InteractionRequiredAuthError } from '@azure/msal-browser';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_ID_TOKEN_TIMEOUT_MS, freshIdToken } from '../../src/platform/auth/fresh-id-token.ts';
import { getMsal } from '../../src/platform/auth/msal.ts';
import { authAtom, createSessionStore, signOutAtom, signedOut, type SessionStore } from '../../src/platform/session/state.ts';
import { stubPortalEnv } from './support/env.ts';
import { createFakeMsal, result, type FakeMsal } from './support/fake-msal.ts';

vi.mock('../../src/platform/auth/msal.ts', () => ({ getMsal: vi.fn() }));
vi.spyOn(console, 'warn').mockImplementation(() => {});

let fake: FakeMsal;
let store: SessionStore;
const inSeconds = (s: number) => ({ exp: Math.floor(Date.now() / 1000) + s });

beforeAll(stubPortalEnv);
beforeEach(() => {
  fake = createFakeMsal();
  fake.signedIn();
  vi.mocked(getMsal)
    .mockReset()
    .mockResolvedValue(fake.msal as unknown as PublicClientApplication);
  store = createSessionStore();
  store.set(authAtom, { ...signedOut, token: 'portal', idToken: 'stored-id' });
});
afterEach(() => vi.useRealTimers());

describe('freshIdToken', () => {
  it("returns MSAL's id token and stores it", async () => {
    fake.script('acquireTokenSilent', result('at', { idToken: 'new-id', idTokenClaims: inSeconds(3600) }));
    expect(await freshIdToken(store)).toBe('new-id');
    expect(store.get(authAtom).idToken).toBe('new-id');
    expect(fake.calls[0]?.request).toMatchObject({ scopes: ['api://portal-api/Portal.Access'], cacheLookupPolicy: 2 });
  });

  it('renews an id token that is about to expire', async () => {
    fake.script('acquireTokenSilent', result('at', { idToken: 'old-id', idTokenClaims: inSeconds(60) }));
    fake.script('acquireTokenSilent', result('at', { idToken: 'renewed-id', idTokenClaims: inSeconds(3600) }));
    expect(await freshIdToken(store)).toBe('renewed-id');
    expect(fake.calls[1]?.request).toMatchObject({ forceRefresh: true });
  });

  it('falls back to the stored one when MSAL cannot help, without throwing', async () => {
    fake.script('acquireTokenSilent', new InteractionRequiredAuthError('login_required', 'c'));
    expect(await freshIdToken(store)).toBe('stored-id');
    vi.mocked(getMsal).mockRejectedValueOnce(new Error('no msal'));
    expect(await freshIdToken(store)).toBe('stored-id');
    expect(store.get(authAtom).idToken).toBe('stored-id');
  });

  it('without an MSAL account (a session restored from the old portal) uses the stored one', async () => {
    const bare = createFakeMsal();
    vi.mocked(getMsal).mockResolvedValue(bare.msal as unknown as PublicClientApplication);
    expect(await freshIdToken(store)).toBe('stored-id');
    expect(bare.calls).toEqual([]);
  });

  it('never waits longer than its timeout', async () => {
    vi.useFakeTimers();
    fake.script('acquireTokenSilent', () => new Promise(() => {}));
    const pending = freshIdToken(store);
    await vi.advanceTimersByTimeAsync(FRESH_ID_TOKEN_TIMEOUT_MS);
    expect(await pending).toBe('stored-id');
  });

  it('gives a signed-out session no token and does not ask MSAL (its cache may outlive a logout elsewhere)', async () => {
    store.set(signOutAtom);
    fake.script('acquireTokenSilent', result('at', { idToken: 'new-id', idTokenClaims: inSeconds(3600) }));
    expect(await freshIdToken(store)).toBeNull();
    expect(fake.calls).toEqual([]);
    expect(store.get(authAtom).idToken).toBeNull();
  });

  it('a sign-out while MSAL answers: no token, and nothing is written back', async () => {
    let answer: (value: ReturnType<typeof result>) => void = () => {};
    fake.script('acquireTokenSilent', () => new Promise((resolve) => (answer = resolve)));
    const pending = freshIdToken(store);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    store.set(signOutAtom);
    answer(result('at', { idToken: 'new-id', idTokenClaims: inSeconds(3600) }));
    expect(await pending).toBeNull();
    expect(store.get(authAtom)).toEqual(signedOut);
  });
});
