// @vitest-environment jsdom
import type { PublicClientApplication } from '@azure/msal-browser';
import { BrowserAuthError } from '@azure/msal-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/platform/auth/logout.ts';
import { getMsal } from '../../../src/platform/auth/msal.ts';
import { currentSubMenusAtom } from '../../../src/features/menu/open-groups.ts';
import { isModalLogoutAtom } from '../../../src/shell/layout/logout-question.ts';
import {
  authAtom,
  createSessionStore,
  noProgress,
  signInProgressAtom,
  signedOut,
  userLoadedAtom,
  type SessionStore,
} from '../../../src/platform/session/state.ts';
import { account, createFakeMsal, type FakeMsal } from '../../support/auth/fake-msal.ts';

vi.mock('../../../src/platform/auth/msal.ts', () => ({ getMsal: vi.fn() }));
vi.spyOn(console, 'error').mockImplementation(() => {});

let fake: FakeMsal;
let store: SessionStore;
const navigate = vi.fn<(to: string) => void>();
const origin = window.location.origin;

beforeEach(() => {
  fake = createFakeMsal();
  fake.signedIn();
  vi.mocked(getMsal)
    .mockReset()
    .mockResolvedValue(fake.msal as unknown as PublicClientApplication);
  navigate.mockReset();
  store = createSessionStore();
  store.set(authAtom, { ...signedOut, token: 'portal', token2: 'cal', idToken: 'id', nip: '1', userInfo: { nama: 'X' } });
  store.set(signInProgressAtom, { ...noProgress, errorMessage: 'old', isLoadingLogin: true });
  store.set(userLoadedAtom, true);
  store.set(currentSubMenusAtom, ['penunjang']);
  store.set(isModalLogoutAtom, true);
});

const paths = { login: '/login', signedOut: '/logout/success' };

describe('logout', () => {
  it('clears progress and the session, then signs out at the provider back to the portal root', async () => {
    fake.script('logoutRedirect'); // resolves
    let atProvider: unknown;
    const original = fake.msal.logoutRedirect;
    fake.msal.logoutRedirect = async (request) => {
      atProvider = {
        auth: store.get(authAtom),
        progress: store.get(signInProgressAtom),
        menus: store.get(currentSubMenusAtom),
        modal: store.get(isModalLogoutAtom),
      };
      return original(request);
    };
    await logout(store, { paths, navigate });
    expect(atProvider).toEqual({ auth: signedOut, progress: noProgress, menus: [], modal: false });
    expect(localStorage.getItem('vuex')).toBeNull();
    expect(store.get(userLoadedAtom)).toBe(false);
    expect(fake.calls).toEqual([{ step: 'logoutRedirect', request: { account, postLogoutRedirectUri: `${origin}/`, idTokenHint: 'id' } }]);
    expect(navigate).not.toHaveBeenCalled(); // the provider brings the browser back
  });

  it('the mobile app comes back to /logout/success', async () => {
    await logout(store, { mobile: true, paths, navigate });
    expect(fake.calls[0]?.request).toMatchObject({ account, postLogoutRedirectUri: `${origin}/logout/success` });
  });

  it("hints the provider with MSAL's id token first, so it can honour the redirect", async () => {
    const bare = createFakeMsal();
    vi.mocked(getMsal).mockResolvedValue(bare.msal as unknown as PublicClientApplication);
    await logout(store, { paths, navigate });
    expect(bare.calls[0]?.request).toEqual({ account: undefined, postLogoutRedirectUri: `${origin}/`, idTokenHint: 'id' });
    fake.msal.setActiveAccount({ ...account, idToken: 'msal-id' });
    vi.mocked(getMsal).mockResolvedValue(fake.msal as unknown as PublicClientApplication);
    await logout(store, { paths, navigate });
    expect(fake.calls[0]?.request).toMatchObject({ idTokenHint: 'msal-id' });
  });

  it.each([
    [false, '/login'],
    [true, '/logout/success'],
  ])('when the provider cannot be reached (mobile %s) it still signs out locally and goes to %s', async (mobile, to) => {
    fake.script('logoutRedirect', new BrowserAuthError('no_network_connectivity', 'c'));
    await logout(store, { mobile, paths, navigate });
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(navigate).toHaveBeenCalledWith(to);
  });

  it('MSAL not loading is handled the same way', async () => {
    vi.mocked(getMsal).mockRejectedValueOnce(new TypeError('import failed'));
    await logout(store, { paths, navigate });
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
