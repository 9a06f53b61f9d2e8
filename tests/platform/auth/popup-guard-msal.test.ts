// @vitest-environment jsdom
// What closing a given-up login popup relies on in @azure/msal-browser 5.29 (pinned for it), checked
// against a real PublicClientApplication: the window name MSAL gives the popup, and that once that
// window is closed MSAL ends the call with user_cancelled and clears interaction_in_progress, so
// the next click can sign in.
import { PublicClientApplication } from '@azure/msal-browser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../src/platform/core/env-schema.ts';
import { msalConfiguration } from '../../../src/platform/auth/msal-config.ts';
import { closeNamedPopup } from '../../../src/platform/auth/popup-guard.ts';
import { msalPopupName, reservePopup } from '../../../src/platform/auth/reserve-popup.ts';

const env = parseEnv({
  VITE_MSAL_CLIENT_ID: 'portal-dosen-dev',
  VITE_MSAL_AUTHORITY: 'https://127.0.0.1:4010',
  VITE_MSAL_AUTHORITY_METADATA: JSON.stringify({
    issuer: 'http://127.0.0.1:4010',
    authorization_endpoint: 'http://127.0.0.1:4010/auth',
    token_endpoint: 'http://127.0.0.1:4010/token',
    jwks_uri: 'http://127.0.0.1:4010/jwks',
    end_session_endpoint: 'http://127.0.0.1:4010/session/end',
  }),
  VITE_MSAL_PROTOCOL_MODE: 'OIDC',
  VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access',
  VITE_PORTAL_API_URL: 'https://api.ut.ac.id/portal',
});
const scopes = [env.VITE_PORTAL_API_SCOPE];
const INTERACTION_STATUS = 'msal.interaction.status'; // CacheKeys.PREFIX + TemporaryCacheKeys.INTERACTION_STATUS_KEY

interface FakeWindow {
  closed: boolean;
  navigatedTo?: string;
  close(): void;
  focus(): void;
  document: object;
  location: { readonly href: string; assign(url: string): void };
}

/** A stand-in for the browser's named windows: what window.open finds or opens by name. */
function fakeWindows() {
  const byName = new Map<string, FakeWindow>();
  const open = vi.fn((url: string | URL = '', name = '') => {
    let win = byName.get(name);
    if (!win) {
      const created: FakeWindow = {
        closed: false,
        close: () => {
          created.closed = true;
        },
        focus: () => {},
        document: {},
        // Cross-origin while on the provider: MSAL's poller cannot read it, as in the browser.
        location: {
          get href(): string {
            throw new DOMException('cross-origin', 'SecurityError');
          },
          assign: (to: string) => {
            created.navigatedTo = to;
          },
        },
      };
      win = created;
      byName.set(name, win);
    }
    if (String(url)) win.navigatedTo = String(url);
    return win as unknown as Window;
  });
  return { open, byName };
}

let windows: ReturnType<typeof fakeWindows>;
beforeEach(() => {
  windows = fakeWindows();
  vi.spyOn(window, 'open').mockImplementation(windows.open);
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

async function startedLogin() {
  const msal = new PublicClientApplication(msalConfiguration(env, window.location.origin));
  await msal.initialize();
  const correlationId = crypto.randomUUID();
  const login = msal.loginPopup({ scopes, correlationId });
  login.catch(() => undefined);
  return { msal, login, correlationId };
}

it('names the popup window msal.<clientId>.<scopes>.<authority>.<correlationId>, opened straight on the provider', async () => {
  const { msal, correlationId } = await startedLogin();
  // navigatePopups: false (msal-config.ts): one window.open, after MSAL's awaits, with the provider's
  // address; no about:blank first, which WebKit could finish after the provider's navigation began.
  await vi.waitFor(() => expect(windows.open).toHaveBeenCalledTimes(1));
  const [url, name] = windows.open.mock.calls[0]!;
  expect(String(url)).toMatch(/^http:\/\/127\.0\.0\.1:4010\/auth\?/);
  const { clientId, authority } = msal.getConfiguration().auth;
  expect(name).toBe(msalPopupName(clientId, scopes, authority, correlationId));
  expect(name).toBe(`msal.portal-dosen-dev.api://portal-api/Portal.Access.https://127.0.0.1:4010.${correlationId}`);
});

it('closing that window by name ends the call with user_cancelled and frees the next login', async () => {
  const { msal, login, correlationId } = await startedLogin();
  await vi.waitFor(() => expect(sessionStorage.getItem(INTERACTION_STATUS)).not.toBeNull());
  const name = msalPopupName(msal.getConfiguration().auth.clientId, scopes, msal.getConfiguration().auth.authority, correlationId);

  closeNamedPopup(name);

  expect(windows.open).toHaveBeenLastCalledWith('', name);
  expect(windows.byName.get(name)?.closed).toBe(true);
  await expect(login).rejects.toMatchObject({ errorCode: 'user_cancelled' });
  expect(sessionStorage.getItem(INTERACTION_STATUS)).toBeNull();
  // A second login is not refused with interaction_in_progress: it opens its own window.
  const again = msal.loginPopup({ scopes, correlationId: crypto.randomUUID() });
  again.catch(() => undefined);
  await vi.waitFor(() => expect(windows.byName.size).toBe(2));
  closeNamedPopup([...windows.byName.keys()][1]!);
  await expect(again).rejects.toMatchObject({ errorCode: 'user_cancelled' });
});

it('a still-open abandoned popup is cancelled by overrideInteractionInProgress, which closes it', async () => {
  const { msal, login } = await startedLogin();
  // Sent to the provider: MSAL is polling the window now.
  await vi.waitFor(() => expect([...windows.byName.values()][0]?.navigatedTo).toMatch(/^http:\/\/127\.0\.0\.1:4010\/auth\?/));
  const [first] = windows.byName.values();

  await expect(msal.loginPopup({ scopes })).rejects.toMatchObject({ errorCode: 'interaction_in_progress' });
  const next = msal.loginPopup({ scopes, correlationId: crypto.randomUUID(), overrideInteractionInProgress: true });
  next.catch(() => undefined);

  await expect(login).rejects.toMatchObject({ errorCode: 'interaction_in_progress_cancelled' });
  expect(first?.closed).toBe(true);
  await vi.waitFor(() => expect(windows.byName.size).toBe(2));
});

it('takes the window a click reserved under its name: one window, shown the provider by MSAL after its awaits', async () => {
  const msal = new PublicClientApplication(msalConfiguration(env, window.location.origin));
  const reserved = reservePopup(scopes, window, { clientId: env.VITE_MSAL_CLIENT_ID, authority: env.VITE_MSAL_AUTHORITY });
  // The click's window exists before MSAL is even initialised (what Safari's engine needs).
  expect(windows.byName.size).toBe(1);
  await msal.initialize();
  const login = msal.loginPopup({ scopes, correlationId: reserved.correlationId });
  login.catch(() => undefined);
  const [only] = windows.byName.values();
  await vi.waitFor(() => expect(only?.navigatedTo).toMatch(/^http:\/\/127\.0\.0\.1:4010\/auth\?/));
  expect(windows.byName.size, 'MSAL opened no second window').toBe(1);
  reserved.release(); // on the provider now: MSAL's to close
  expect(only?.closed).toBe(false);
  only?.close();
  await expect(login).rejects.toMatchObject({ errorCode: 'user_cancelled' });
});
