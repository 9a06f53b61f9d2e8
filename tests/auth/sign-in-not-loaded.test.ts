// signIn when its network part (src/auth/sign-in-flow.ts, loaded on first use) cannot be loaded.
import { expect, it, vi } from 'vitest';
import { authTexts } from '../../src/auth/errors.ts';
import { signIn } from '../../src/auth/sign-in.ts';
import { authAtom, createSessionStore } from '../../src/session/state.ts';
import { notify } from '../../src/ui/notify.ts';

vi.mock('../../src/auth/sign-in-flow.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../src/ui/notify.ts', () => ({ notify: { info: vi.fn(), failure: vi.fn() } }));
vi.spyOn(console, 'error').mockImplementation(() => {});

it('says the sign-in component could not be loaded, and leaves the button usable', async () => {
  const store = createSessionStore();
  const navigate = vi.fn();
  await signIn(store, { navigate, home: '/dashboard' });
  expect(vi.mocked(notify.failure).mock.lastCall?.[0]).toMatchObject({ message: authTexts.id.notLoaded });
  expect(store.get(authAtom)).toMatchObject({ isLoadingLogin: false, isRequestSuccess: false, errorMessage: authTexts.id.notLoaded });
  expect(navigate).not.toHaveBeenCalled();
});
