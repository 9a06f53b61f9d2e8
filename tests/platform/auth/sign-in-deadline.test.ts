// @vitest-environment jsdom
// signIn against an identity provider that cannot be reached: the button comes back with the
// provider named, MSAL's popup is closed by the window name built from our correlation id, and the
// next click is never refused because MSAL still counts the old interaction.
import type { PublicClientApplication } from '@azure/msal-browser';
import { BrowserAuthError } from '@azure/msal-browser';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { authTexts } from '../../../src/platform/auth/auth-errors.ts';
import { getMsal } from '../../../src/platform/auth/msal.ts';
import { abandonedPopupPending } from '../../../src/platform/auth/popup-guard.ts';
import { msalPopupName } from '../../../src/platform/auth/reserve-popup.ts';
import { checkProvider } from '../../../src/platform/auth/provider-check.ts';
import { signIn } from '../../../src/platform/auth/sign-in.ts';
import { createSessionStore, signInProgressAtom, type SessionStore } from '../../../src/platform/session/state.ts';
import { notify } from '../../../src/platform/ui/notify.ts';
import { stubPortalEnv } from '../../support/auth/env.ts';
import { createFakeMsal, fakeAuthConfig, type FakeMsal } from '../../support/auth/fake-msal.ts';

vi.mock('../../../src/platform/auth/msal.ts', () => ({ getMsal: vi.fn() }));
vi.mock('../../../src/platform/auth/provider-check.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/platform/auth/provider-check.ts')>()),
  checkProvider: vi.fn(),
}));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify: { info: vi.fn(), failure: vi.fn() } }));

let fake: FakeMsal;
let store: SessionStore;
const scopes = ['api://portal-api/Portal.Access'];

beforeAll(stubPortalEnv);
beforeEach(() => {
  fake = createFakeMsal();
  store = createSessionStore();
  vi.mocked(getMsal)
    .mockReset()
    .mockResolvedValue(fake.msal as unknown as PublicClientApplication);
  vi.mocked(checkProvider).mockReset().mockResolvedValue('unreachable');
  vi.mocked(notify.failure).mockClear();
});

/** A login popup MSAL never ends by itself, and a browser window that ends it once closed. */
function hangingPopup() {
  let cancel!: () => void;
  fake.script('loginPopup', () => new Promise((_, reject) => (cancel = () => reject(new BrowserAuthError('user_cancelled', 'c')))));
  const popupWindow = { close: vi.fn(() => cancel()) };
  const open = vi.spyOn(window, 'open').mockReturnValue(popupWindow as unknown as Window);
  return { popupWindow, open };
}

const run = () => signIn(store, { navigate: vi.fn(), home: '/dashboard' });
const loginRequests = () => fake.calls.filter((c) => c.step === 'loginPopup').map((c) => c.request as Record<string, unknown>);

it("names the unreachable provider's host, leaves the button usable and closes MSAL's window by its name", async () => {
  const { popupWindow, open } = hangingPopup();
  await run();
  const message = authTexts.id.providerUnreachable('login.example.test');
  expect(store.get(signInProgressAtom)).toMatchObject({ isLoadingLogin: false, errorMessage: message });
  expect(vi.mocked(notify.failure).mock.lastCall?.[0]).toMatchObject({ message });
  expect(vi.mocked(checkProvider).mock.calls[0]?.[0].href).toBe('https://login.example.test/tenant/v2.0/.well-known/openid-configuration');

  const [request] = loginRequests();
  expect(request?.correlationId).toEqual(expect.stringMatching(/^[\da-f-]{36}$/));
  expect(open).toHaveBeenCalledWith(
    '',
    msalPopupName(fakeAuthConfig.clientId, scopes, fakeAuthConfig.authority, request!.correlationId as string),
  );
  expect(popupWindow.close).toHaveBeenCalledTimes(1);
});

it('once MSAL ended the abandoned call, the next click is a plain login with a new correlation id', async () => {
  hangingPopup();
  await run();
  expect(abandonedPopupPending()).toBe(false);
  hangingPopup();
  await run();
  const [first, second] = loginRequests();
  expect(second).not.toHaveProperty('overrideInteractionInProgress');
  expect(second?.correlationId).not.toBe(first?.correlationId);
});

// Last: its abandoned popup never ends.
it('when the window could not be closed, the next click overrides the interaction MSAL still counts', async () => {
  fake.script('loginPopup', () => new Promise(() => {}));
  vi.spyOn(window, 'open').mockReturnValue(null); // nothing found under that name
  await run();
  hangingPopup();
  await run();
  expect(loginRequests()[1]).toMatchObject({ overrideInteractionInProgress: true });
});
