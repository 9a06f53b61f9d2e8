// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { watchSession } from '../../../src/shell/routing/SessionWatcher.tsx';
import { decide } from '../../../src/shell/routing/guard.ts';
import { isSignedInAtom, userLoadedAtom } from '../../../src/platform/session/state.ts';
import { memoryRouter, realModel } from '../../support/routing.ts';

describe('decide (the guard decision table, docs/requirements.md R-GUARD)', () => {
  it.each([
    ['public', false, false, 'pass'],
    ['public', true, false, 'pass'],
    ['guest', false, false, 'pass'],
    ['guest', true, false, 'to-home'],
    ['guest', true, true, 'to-home'],
    ['user', false, false, 'to-login'],
    ['user', true, false, 'load-user'],
    ['user', true, true, 'pass'],
  ] as const)('access %s, signed in %s, user loaded %s → %s', (access, signedIn, userLoaded, expected) => {
    expect(decide(access, { signedIn, userLoaded })).toBe(expected);
  });
});

describe('the guard on the dosen routes', () => {
  const model = realModel('dosen');

  it('sends signed-out users to /login and remembers where they were going', async () => {
    const { go } = memoryRouter(model);
    const location = await go('/dashboard/penelitian-dan-abdimas/platform-afiliasi-jurnal-publikasi/sinta');
    expect(location.pathname).toBe('/login');
    expect(location.search).toEqual({ redirect: '/dashboard/penelitian-dan-abdimas/platform-afiliasi-jurnal-publikasi/sinta' });
  });

  it('sends signed-out users from / to /login without a redirect back to /', async () => {
    const { go } = memoryRouter(model);
    const location = await go('/');
    expect(location.pathname).toBe('/login');
    expect(location.search).toEqual({});
  });

  it('lets public pages pass without a token and without loading a user', async () => {
    const { go, calls } = memoryRouter(model);
    expect((await go('/list-route')).pathname).toBe('/list-route');
    expect((await go('/login-error')).pathname).toBe('/login-error');
    expect(calls).toEqual([]);
  });

  it('lets signed-out users see guest pages and sends signed-in users from them to the dashboard', async () => {
    expect((await memoryRouter(model).go('/reset-password')).pathname).toBe('/reset-password');
    const signedIn = memoryRouter(model, { signedIn: true });
    expect((await signedIn.go('/login')).pathname).toBe('/dashboard');
    expect((await signedIn.go('/reset-password')).pathname).toBe('/dashboard');
  });

  it('fetches the current user on the first guarded navigation only', async () => {
    const { go, calls } = memoryRouter(model, { signedIn: true });
    await go('/dashboard');
    await go('/dashboard/pendidikan-pengajar/pembimbingan/tapm');
    await go('/dashboard/cetak-lkam');
    expect(calls).toEqual(['load-user']);
  });

  it('lets a signed-in user through at once and sends them to /login when the server refuses the background user load', async () => {
    const { go, store, router } = memoryRouter(model, {
      signedIn: true,
      loadUser: async (s) => {
        const { authAtom, signedOut } = await import('../../../src/platform/session/state.ts');
        s.set(authAtom, signedOut); // what a refused profile load does
        return false;
      },
    });
    watchSession(router, store);
    await go('/dashboard/pendidikan-pengajar');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(userLoadedAtom)).toBe(false);
  });
});
