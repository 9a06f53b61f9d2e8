// signIn's six steps with a scripted MSAL and the real local portal API (login-sso and
// get-data-from-token over HTTP). Toasts are recorded, not shown. One file over 250 lines because
// every case shares the scripted MSAL and the running API; split, each part would restart them.
import type { PublicClientApplication } from '@azure/msal-browser';
import { AuthError, BrowserAuthError, ClientAuthError, InteractionRequiredAuthError, ServerError } from '@azure/msal-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevServices } from '../../../scripts/dev/services/index.ts';
import { MESSAGES } from '../../../scripts/dev/services/portal-routes.ts';
import { CALENDAR_SCOPES, PORTAL_API_SCOPE } from '../../../scripts/dev/services/resource-servers.ts';
import { calendarTexts, connectCalendar } from '../../../src/platform/auth/calendar.ts';
import { calendarConnectionAtom } from '../../../src/platform/auth/calendar-state.ts';
import { authMessages, authTexts } from '../../../src/platform/auth/auth-errors.ts';
import { getMsal } from '../../../src/platform/auth/msal.ts';
import { signIn } from '../../../src/platform/auth/sign-in.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import {
  authAtom,
  createSessionStore,
  isSignedInAtom,
  signInProgressAtom,
  userLoadedAtom,
  type SessionStore,
} from '../../../src/platform/session/state.ts';
import { notify } from '../../../src/platform/ui/notify.ts';
import { startDevApi, ssoToken } from '../../support/session/dev-api.ts';
import { dosen, withPortal } from '../../support/portal-store.ts';
import { createFakeMsal, result, type FakeMsal } from '../../support/auth/fake-msal.ts';

vi.mock('../../../src/platform/auth/msal.ts', () => ({ getMsal: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() },
}));
vi.spyOn(console, 'warn').mockImplementation(() => {});

/** The lecturers' portal, which shows the agenda: its sign-in asks for the calendar too (portal.calendar). */
const withAgenda = { ...dosen, calendar: true as const };

const cid = 'c';
let services: DevServices;
let fake: FakeMsal;
let store: SessionStore;
let log: string[];

beforeAll(async () => {
  services = await startDevApi();
});
afterAll(() => services?.close());

beforeEach(() => {
  log = [];
  fake = createFakeMsal(log);
  store = withPortal(createSessionStore(), withAgenda);
  navigate.mockReset().mockImplementation((to) => void log.push(`navigate:${to}`));
  vi.mocked(getMsal)
    .mockReset()
    .mockResolvedValue(fake.msal as unknown as PublicClientApplication);
  vi.mocked(notify.info)
    .mockReset()
    .mockImplementation((m) => {
      log.push(`info:${m}`);
      return 0;
    });
  vi.mocked(notify.failure)
    .mockReset()
    .mockImplementation((e) => {
      log.push(`failure:${(e as Error).message}`);
      return 0;
    });
});

const navigate = vi.fn<(to: string) => void>();
const run = (redirectTo?: string) => signIn(store, { navigate, home: '/dashboard', redirectTo });

/** The identity provider part for `login`: login popup, then the silent portal-API token. */
async function identityFor(login: string) {
  fake.script('loginPopup', result('login-access-token', { idToken: 'id-from-popup' }));
  fake.script('acquireTokenSilent', result(await ssoToken(services, login), { idToken: 'id-token-1' }));
}

function expectNotLoading() {
  expect(store.get(signInProgressAtom).isLoadingLogin).toBe(false);
}

describe('a successful sign-in', () => {
  it('runs the steps in order and fills the session before navigating', async () => {
    await identityFor('asesor');
    fake.script('acquireTokenSilent', result('calendar-token'));
    navigate.mockImplementationOnce((to) => {
      log.push(`navigate:${to}`);
      // The dashboard must find the lecturer already loaded.
      expect(store.get(authAtom)).toMatchObject({ nip: '198503122010122001', namaTanpaGelar: 'Siti Rahmawati', statusAsesor: true });
      expect(store.get(userLoadedAtom)).toBe(true);
    });

    await run();

    // One popup: the calendar's consent is asked in the sign-in's, and token2 then comes silently.
    expect(log).toEqual([
      'msal:loginPopup',
      'msal:acquireTokenSilent',
      'info:Login berhasil',
      'navigate:/dashboard',
      'msal:acquireTokenSilent',
    ]);
    expect(fake.calls.map((c) => c.scopes)).toEqual([[PORTAL_API_SCOPE], [PORTAL_API_SCOPE], [...CALENDAR_SCOPES]]);
    expect(fake.calls[0]?.request).toMatchObject({ extraScopesToConsent: [...CALENDAR_SCOPES] });
    expect(fake.calls[2]?.request).toMatchObject({ cacheLookupPolicy: 2 }); // silent, never the slow iframe
    expect(store.get(authAtom)).toMatchObject({
      token: expect.stringMatching(/^eyJ/),
      token2: 'calendar-token',
      idToken: 'id-token-1',
      userEmail: 'siti.rahmawati@ut.ac.id',
      accessLkam: true,
      idLevel: '1',
    });
    expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin: false, isRequestSuccess: true, errorMessage: null });
  });

  it('is loading while the popup is open and ignores a second click', async () => {
    let release!: () => void;
    fake.script('loginPopup', () => new Promise((resolve) => (release = () => resolve(result('x')))));
    fake.script('acquireTokenSilent', result(await ssoToken(services, 'dosen')));
    fake.script('acquireTokenSilent', result('calendar-token'));
    const first = run();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(store.get(signInProgressAtom).isLoadingLogin).toBe(true);
    await run(); // the double click
    release();
    await first;
    expect(fake.steps().filter((s) => s === 'loginPopup')).toHaveLength(1);
    expect(store.get(isSignedInAtom)).toBe(true);
    expectNotLoading();
  });

  it.each([
    ['/dashboard/penunjang?tab=1', '/dashboard/penunjang?tab=1'],
    ['//evil.example/dashboard', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    [undefined, '/dashboard'],
  ])('goes back to %s → %s', async (redirectTo, expected) => {
    await identityFor('dosen');
    fake.script('acquireTokenSilent', result('calendar-token'));
    await run(redirectTo);
    expect(navigate).toHaveBeenLastCalledWith(expected);
  });

  it('falls back to a popup when the silent token needs interaction', async () => {
    fake.script('loginPopup', result('x'));
    fake.script('acquireTokenSilent', new InteractionRequiredAuthError('interaction_required', cid));
    fake.script('acquireTokenPopup', result(await ssoToken(services, 'dosen')));
    fake.script('acquireTokenSilent', result('calendar-token'));
    await run();
    expect(fake.steps().slice(0, 3)).toEqual(['loginPopup', 'acquireTokenSilent', 'acquireTokenPopup']);
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(notify.failure).not.toHaveBeenCalled();
  });
});

describe('the calendar step', () => {
  it.each([
    [
      'the refresh token does not cover the calendar (invalid_scope)',
      new ServerError('invalid_scope', cid, 'refresh token does not cover the scopes'),
    ],
    ['the provider wants the lecturer (consent_required)', new InteractionRequiredAuthError('consent_required', cid)],
  ])('opens no popup the lecturer did not click for when %s: signed in, token2 null, and says so', async (_label, silentError) => {
    await identityFor('asesor');
    fake.script('acquireTokenSilent', silentError);
    await run();
    expect(fake.steps()).toEqual(['loginPopup', 'acquireTokenSilent', 'acquireTokenSilent']);
    expect(store.get(authAtom).token2).toBeNull();
    expect(store.get(signInProgressAtom).isRequestSuccess).toBe(true);
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    expect(notify.failure).not.toHaveBeenCalled();
    expect(log.at(-1)).toMatch(/^info:Kalender tidak terhubung .* Anda tetap masuk ke Portal Dosen;/);
    expectNotLoading();
  });
});

describe('the calendar step when the provider does not answer (network.ts gave up)', () => {
  const silent = () =>
    Object.assign(new AuthError('provider_silent', cid, '127.0.0.1:4010: no answer within 15 s'), {
      providerHost: '127.0.0.1:4010',
      seconds: 15,
    });

  it('signs in without the calendar, names the provider, opens no popup and records the cause for the agenda card', async () => {
    await identityFor('asesor');
    const error = silent();
    fake.script('acquireTokenSilent', error);
    await run();
    expect(fake.steps()).toEqual(['loginPopup', 'acquireTokenSilent', 'acquireTokenSilent']);
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(authAtom).token2).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    const cause = authTexts.id.providerSilent('127.0.0.1:4010', 15).split('. ')[0]!;
    expect(log.at(-1)).toBe(`info:${calendarTexts.id.notConnected('Portal Dosen', cause)}`);
    expect(log.join('\n')).not.toContain('ditutup');
    expect(store.get(calendarConnectionAtom)).toEqual({
      token: store.get(authAtom).token,
      status: 'failed',
      error,
      reason: expect.any(Function),
    });
    const failed = store.get(calendarConnectionAtom);
    expect(failed?.status === 'failed' && failed.reason(store)).toBe(cause);
    expectNotLoading();
  });

  it('is "connecting" while it runs, and a later success clears the failure', async () => {
    await identityFor('asesor');
    fake.script('acquireTokenSilent', silent());
    await run();
    let release!: () => void;
    fake.script('acquireTokenSilent', () => new Promise((resolve) => (release = () => resolve(result('calendar-token')))));
    const again = connectCalendar(store);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(store.get(calendarConnectionAtom)).toMatchObject({ status: 'connecting' });
    release();
    expect(await again).toBe(true);
    expect(store.get(calendarConnectionAtom)).toBeNull();
    expect(store.get(authAtom).token2).toBe('calendar-token');
  });

  it("replaces an earlier session's record, and a late end is not recorded over the next session's try", async () => {
    await identityFor('asesor');
    fake.script('acquireTokenSilent', result('calendar-token'));
    await run();
    const token = store.get(authAtom).token!;
    store.set(calendarConnectionAtom, { token: 'an-earlier-session', status: 'failed', error: silent(), reason: () => 'earlier' });
    let release!: () => void;
    fake.script('acquireTokenSilent', () => new Promise((resolve) => (release = () => resolve(result('late')))));
    const late = connectCalendar(store);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(store.get(calendarConnectionAtom)).toEqual({ token, status: 'connecting' });

    store.set(calendarConnectionAtom, { token: 'the-next-session', status: 'connecting' });
    release();
    expect(await late).toBe(true); // token2 still goes to the session that asked, which is still signed in
    expect(store.get(calendarConnectionAtom)).toEqual({ token: 'the-next-session', status: 'connecting' });
  });
});

describe('a portal that uses no calendar token (no agenda, no <token2> link)', () => {
  it('asks for no calendar: sign-in ends with the navigation', async () => {
    store = withPortal(createSessionStore(), dosen);
    await identityFor('asesor');
    await run();
    expect(log).toEqual(['msal:loginPopup', 'msal:acquireTokenSilent', 'info:Login berhasil', 'navigate:/dashboard']);
    expect(fake.calls.map((c) => c.scopes)).toEqual([[PORTAL_API_SCOPE], [PORTAL_API_SCOPE]]);
    expect(store.get(authAtom)).toMatchObject({ token: expect.stringMatching(/^eyJ/), token2: null });
    expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin: false, isRequestSuccess: true, errorMessage: null });
  });
});

describe('failures', () => {
  it("login-sso refused: the toast is the server's message and nothing is kept", async () => {
    await identityFor('ditolak');
    await run();
    expect(log.filter((l) => l.startsWith('failure:'))).toEqual([`failure:${MESSAGES.refused}`]);
    expect(store.get(authAtom).token).toBeNull();
    expect(store.get(signInProgressAtom)).toMatchObject({ errorMessage: MESSAGES.refused, isRequestSuccess: false });
    expect(navigate).not.toHaveBeenCalled();
    expect(fake.steps()).toEqual(['loginPopup', 'acquireTokenSilent']); // no calendar popup
    expectNotLoading();
  });

  it('after a refusal the next attempt lets the user choose another account', async () => {
    await identityFor('ditolak');
    await run();
    await identityFor('dosen');
    fake.script('acquireTokenSilent', result('calendar-token'));
    await run();
    const logins = fake.calls.filter((c) => c.step === 'loginPopup').map((c) => c.request);
    expect(logins[1]).toMatchObject({ prompt: 'select_account' });
    expect(store.get(isSignedInAtom)).toBe(true);
    // Once signed in, back to plain single sign-on.
    await signIn(createSessionStore(), { navigate, home: '/dashboard' });
    expect(fake.calls.filter((c) => c.step === 'loginPopup').at(-1)?.request).not.toHaveProperty('prompt');
  });

  it('the user cannot be loaded: server message, and no half session', async () => {
    await identityFor('profil-gagal');
    await run();
    expect(log.at(-1)).toBe(`failure:${MESSAGES.profileFailed}`);
    expect(store.get(authAtom)).toMatchObject({ token: null, userInfo: null });
    expect(store.get(signInProgressAtom).errorMessage).toBe(MESSAGES.profileFailed);
    expect(store.get(userLoadedAtom)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expectNotLoading();
  });

  it.each([
    ['popup blocked', 'loginPopup', new BrowserAuthError('popup_window_error', cid), authMessages.popupBlocked],
    ['popup closed', 'loginPopup', new BrowserAuthError('user_cancelled', cid), authMessages.cancelled],
    ['state mismatch', 'loginPopup', new ClientAuthError('state_mismatch', cid), authMessages.state],
    ['nonce mismatch', 'loginPopup', new ClientAuthError('nonce_mismatch', cid), authMessages.nonce],
    ['invalid id token', 'loginPopup', new ClientAuthError('token_parsing_error', cid), authMessages.idToken],
    ['timeout', 'loginPopup', new BrowserAuthError('timed_out', cid), authMessages.timeout],
  ] as const)('%s: its own message, not loading', async (_label, step, error, message) => {
    fake.script(step, error);
    await run();
    expect(log).toEqual(['msal:loginPopup', `failure:${message}`]);
    expect(store.get(signInProgressAtom).errorMessage).toBe(message);
    expect(navigate).not.toHaveBeenCalled();
    expectNotLoading();
  });

  it('interaction required and the fallback popup is closed', async () => {
    fake.script('loginPopup', result('x'));
    fake.script('acquireTokenSilent', new InteractionRequiredAuthError('interaction_required', cid));
    fake.script('acquireTokenPopup', new BrowserAuthError('user_cancelled', cid));
    await run();
    expect(log.at(-1)).toBe(`failure:${authMessages.cancelled}`);
    expectNotLoading();
  });

  it('a silent failure that is not interaction-required is reported, not retried with a popup', async () => {
    fake.script('loginPopup', result('x'));
    fake.script('acquireTokenSilent', new BrowserAuthError('no_network_connectivity', cid));
    await run();
    expect(fake.steps()).toEqual(['loginPopup', 'acquireTokenSilent']);
    expect(log.at(-1)).toBe(`failure:${authMessages.network}`);
    expectNotLoading();
  });

  it('MSAL itself fails to load', async () => {
    vi.mocked(getMsal).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await run();
    expect(log).toEqual([`failure:${authMessages.unknown}`]);
    expectNotLoading();
  });

  it('a new attempt after a failure starts clean', async () => {
    fake.script('loginPopup', new BrowserAuthError('user_cancelled', cid));
    await run();
    await identityFor('dosen');
    fake.script('acquireTokenSilent', result('calendar-token'));
    await run();
    expect(store.get(authAtom).token2).toBe('calendar-token');
    expect(store.get(signInProgressAtom)).toMatchObject({ errorMessage: null, isRequestSuccess: true });
  });
});

describe('in English', () => {
  beforeEach(() => store.set(langAtom, 'en'));
  afterEach(() => globalThis.localStorage?.removeItem(storageKeys.lang));

  it('announces the sign-in and a calendar left unconnected in English', async () => {
    await identityFor('asesor');
    fake.script('acquireTokenSilent', new InteractionRequiredAuthError('consent_required', cid));
    await run();
    expect(log).toContain('info:Signed in');
    expect(log.at(-1)).toMatch(new RegExp(`^info:${calendarTexts.en.notConnected('Portal Dosen', '.+').replace(/[()]/g, '\\$&')}$`));
  });

  it('reports a failure in English, in the toast and in the stored message', async () => {
    fake.script('loginPopup', new BrowserAuthError('user_cancelled', cid));
    await run();
    expect(log).toEqual(['msal:loginPopup', `failure:${authTexts.en.cancelled}`]);
    expect(store.get(signInProgressAtom).errorMessage).toBe(authTexts.en.cancelled);
  });
});
