// @vitest-environment jsdom
// The sign-in popup opens in the click (docs/requirements.md R-SIGNIN-1, issue 35): before signIn
// awaits anything (the sign-in code, MSAL's initialisation), a window is opened under the name MSAL
// will give its popup, and MSAL's request carries that name's correlation id
// (tests/platform/auth/popup-guard-msal.test.ts shows the real MSAL taking the window).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { holdPopup, loginScopes, openPopup } from '../../../src/platform/auth/reserve-popup.ts';
import { signIn } from '../../../src/platform/auth/sign-in.ts';
import { createSessionStore } from '../../../src/platform/session/state.ts';

const flow = vi.hoisted(() => ({ signInToPortal: vi.fn(), connectCalendar: vi.fn(async () => false), prepareMsal: vi.fn() }));
vi.mock('../../../src/platform/auth/sign-in-flow.ts', () => flow);
vi.mock('../../../src/platform/ui/notify.ts', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() },
}));

interface Blank {
  closed: boolean;
  close(): void;
  location: { href: string };
}
let opened: Blank[];
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  opened = [];
  open = vi.spyOn(window, 'open').mockImplementation(() => {
    const blank: Blank = {
      closed: false,
      close() {
        blank.closed = true;
      },
      location: { href: 'about:blank' },
    };
    opened.push(blank);
    return blank as unknown as Window;
  });
});
afterEach(() => vi.restoreAllMocks());

const start = () => signIn(createSessionStore(), { navigate: vi.fn(), home: '/dashboard' });

it('opens the popup before anything is awaited, under the name of the MSAL request it starts', async () => {
  flow.signInToPortal.mockResolvedValue(undefined);
  const signingIn = start();
  expect(open, 'in the click, synchronously').toHaveBeenCalledTimes(1);
  const [url, name, features] = open.mock.calls[0]!;
  expect(url).toBe('');
  expect(features).toMatch(/^width=483,height=600,/);
  await signingIn;
  const { correlationId } = flow.signInToPortal.mock.calls[0]![1] as { correlationId: string };
  expect(name).toMatch(new RegExp(`^msal\\..*\\.${correlationId}$`));
  expect(opened[0]!.closed, 'MSAL took it').toBe(false);
});

it('closes the window it opened when the sign-in ends before MSAL took it', async () => {
  flow.signInToPortal.mockRejectedValue(new Error('the configuration is incomplete'));
  await start();
  expect(opened[0]!.closed).toBe(true);
});

it('leaves a window MSAL took (on the provider) to MSAL', async () => {
  flow.signInToPortal.mockImplementation(async () => {
    Object.defineProperty(opened[0]!.location, 'href', {
      get: () => {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    });
    throw new Error('login-sso refused');
  });
  await start();
  expect(opened[0]!.closed).toBe(false);
});

it('takes the popup a click on the pre-rendered sign-in button opened (holdPopup), once, instead of opening one outside that click', async () => {
  flow.signInToPortal.mockResolvedValue(undefined);
  holdPopup(loginScopes());
  expect(open, 'in the copy’s click').toHaveBeenCalledTimes(1);
  const name = open.mock.calls[0]![1] as string;
  await start();
  expect(open, 'the app’s sign-in opened no second window').toHaveBeenCalledTimes(1);
  const { correlationId } = flow.signInToPortal.mock.lastCall![1] as { correlationId: string };
  expect(name.endsWith(`.${correlationId}`)).toBe(true);
  expect(opened[0]!.closed).toBe(false);
  await start();
  expect(open, 'the next sign-in opens its own').toHaveBeenCalledTimes(2);
});

it('is of MSAL’s size, centred on the portal’s window as MSAL centres it, never off the screen’s edge (openPopup, the boot script’s too)', () => {
  const at = (screenX: number, screenY: number, outerWidth: number, outerHeight: number) => {
    const opener = { open: vi.fn(() => null), screenX, screenY, outerWidth, outerHeight };
    openPopup(opener, 'name');
    return opener.open.mock.calls[0];
  };
  expect(at(100, 50, 1283, 1000)).toEqual(['', 'name', 'width=483,height=600,left=500,top=250,scrollbars=yes']);
  expect(at(0, 0, 400, 500)).toEqual(['', 'name', 'width=483,height=600,left=0,top=0,scrollbars=yes']);
});
