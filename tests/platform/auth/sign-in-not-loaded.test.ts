// signIn when its network part (src/platform/auth/sign-in-flow.ts, loaded on first use) cannot be loaded.
import { expect, it, vi } from 'vitest';
import { authTexts } from '../../../src/platform/auth/auth-errors.ts';
import { signIn } from '../../../src/platform/auth/sign-in.ts';
import { createSessionStore, signInProgressAtom } from '../../../src/platform/session/state.ts';
import { notify } from '../../../src/platform/ui/notify.ts';

vi.mock('../../../src/platform/auth/sign-in-flow.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify: { info: vi.fn(), failure: vi.fn() } }));
vi.spyOn(console, 'error').mockImplementation(() => {});

it('says the sign-in component could not be loaded, and leaves the button usable', async () => {
  const store = createSessionStore();
  const navigate = vi.fn();
  await signIn(store, { navigate, home: '/dashboard' });
  expect(vi.mocked(notify.failure).mock.lastCall?.[0]).toMatchObject({ message: authTexts.id.notLoaded });
  expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin: false, isRequestSuccess: false, errorMessage: authTexts.id.notLoaded });
  expect(navigate).not.toHaveBeenCalled();
});
