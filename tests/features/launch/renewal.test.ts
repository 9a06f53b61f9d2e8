// @vitest-environment jsdom
// No launch with an expired token: how fresh a token is (src/platform/auth/token-expiry.ts), what a
// launch must renew first and what it does when the renewal is refused, cannot reach the provider
// or takes too long (src/features/launch/plan.ts checkTokens, firstStep, planAfterRenewal), and the
// effect (src/features/launch/act.ts launch): the dialog with "Masuk lagi", the message, no tab.
// The sign-in's side: tests/platform/auth/launch-tokens.test.ts; in the browser: tests/e2e/expired-tokens.e2e.ts.
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launch, RENEWAL_WAIT_MS } from '../../../src/features/launch/act.ts';
import { checkTokens, firstStep, planAfterRenewal, type LaunchSession } from '../../../src/features/launch/plan.ts';
import { tokenSourceAtom, type TokenSource } from '../../../src/features/launch/token-source.ts';
import type { PortalNode } from '../../../src/model/manifest/model.ts';
import { parseTemplate } from '../../../src/model/manifest/url-template.ts';
import { compiledUrl } from '../../support/url-behaviour.ts';
import { freshness, jwtExpiry, RENEW_BEFORE_MS, USABLE_FOR_MS } from '../../../src/platform/auth/token-expiry.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import {
  authAtom,
  signedOut,
  signOutAtom,
  signOutReasonAtom,
  tokensRenewedAtom,
  type SessionStore,
} from '../../../src/platform/session/state.ts';

const notify = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify }));
const dialogs = vi.hoisted(() => ({
  showNoAccess: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async (_options: Record<string, unknown>) => false),
  noAccessTitle: 'Anda tidak memiliki hak akses',
}));
vi.mock('../../../src/platform/ui/dialogs.ts', () => dialogs);
vi.spyOn(console, 'warn').mockImplementation(() => {});

const NOW = Date.UTC(2025, 0, 15, 3, 0, 0);
/** As in the launch tab, which renews the token itself (a click elsewhere opens that tab: launch-tab.test.ts). */
const here = { renewHere: true };

/** An unsigned JWT that expires `ms` after NOW. */
const jwt = (ms: number, claims: Record<string, unknown> = {}) =>
  [{ alg: 'none' }, { sub: 'asesor', exp: Math.floor((NOW + ms) / 1000), ...claims }]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.')
    .concat('.sig');

const fresh = jwt(60 * 60_000);
const expiring = jwt(RENEW_BEFORE_MS - 60_000);
const expired = jwt(-1_000);

const systems = { bimbingan: 'https://bimbingan.ut.ac.id', api: 'https://api.ut.ac.id', x: 'https://x.id' };
const urlNode = (template: string, patch: Partial<PortalNode> = {}): PortalNode => ({
  id: 'tapm',
  path: '/dashboard/pendidikan-pengajar/pembimbingan/tapm',
  segment: 'tapm',
  label: 'TAPM',
  title: 'TAPM',
  access: 'user',
  behaviour: compiledUrl(template, systems),
  requires: [],
  hidden: false,
  keywords: [],
  children: [],
  ...patch,
});

const tapm = urlNode('{bimbingan}/tapm?id_token=<idToken>', { en: { label: 'TAPM (thesis)' } });
const calendarLink = urlNode('{bimbingan}/tapd?access_token=<token2>', { id: 'tapd', label: 'TAPD' });
const portalTokenLink = urlNode('{api}/sso?token=<token>', { id: 'sso', label: 'Layanan API' });
const plain = urlNode('https://sister.ut.ac.id/', { id: 'sister', label: 'SISTER' });

const session = (patch: Partial<LaunchSession> = {}): LaunchSession => ({
  nip: '1',
  idToken: fresh,
  token: 'opaque-portal-token',
  token2: fresh,
  ...patch,
});

describe('jwtExpiry and freshness (pure)', () => {
  it("reads a JWT's exp, unverified, in ms", async () => {
    expect(jwtExpiry(jwt(5_000))).toBe(Math.floor((NOW + 5_000) / 1000) * 1000);
  });

  it.each([
    ['an opaque token', 'EwBwA8l6BAAU'],
    ['three parts that are not JSON', 'a.b.c'],
    ['no exp', `${jwt(0).split('.')[0]}.${Buffer.from('{"sub":"x"}').toString('base64url')}.s`],
    ['a text exp', jwt(0, { exp: '1700000000' })],
  ])('has no expiry for %s', (_name, token) => {
    expect(jwtExpiry(token)).toBeUndefined();
  });

  it('decodes base64url payloads of any length and in UTF-8', async () => {
    const token = jwt(3_600_000, { name: 'Andi Ma’ruf Daéng' });
    expect(jwtExpiry(token)).toBe(Math.floor((NOW + 3_600_000) / 1000) * 1000);
  });

  it('fresh beyond five minutes, expiring within them, expired within the last minute or after, missing when blank', async () => {
    expect(freshness(fresh, NOW)).toBe('fresh');
    expect(freshness(jwt(RENEW_BEFORE_MS + 1_000), NOW)).toBe('fresh');
    expect(freshness(expiring, NOW)).toBe('expiring');
    expect(freshness(jwt(USABLE_FOR_MS + 1_000), NOW)).toBe('expiring');
    expect(freshness(jwt(USABLE_FOR_MS - 1_000), NOW)).toBe('expired');
    expect(freshness(expired, NOW)).toBe('expired');
    expect(freshness('opaque', NOW)).toBe('unknown');
    for (const blank of [null, undefined, '', '  ']) expect(freshness(blank, NOW)).toBe('missing');
  });
});

describe('checkTokens (pure)', () => {
  const parts = (t: string) => parseTemplate(t).parts;

  it('renews only the tokens the link carries, and only when they are not fresh', async () => {
    const both = parts('https://x.id/?a=<idToken>&b=<token2>');
    expect(checkTokens(both, session(), NOW)).toEqual({ renew: [] });
    expect(checkTokens(both, session({ idToken: expired, token2: expiring }), NOW).renew).toEqual([
      { field: 'idToken', freshness: 'expired' },
      { field: 'token2', freshness: 'expiring' },
    ]);
    expect(checkTokens(parts('https://x.id/?b=<token2>'), session({ idToken: expired }), NOW).renew).toEqual([]);
    expect(checkTokens(parts('https://x.id/?q=<nip>'), session({ idToken: expired, token2: expired }), NOW).renew).toEqual([]);
  });

  it('renews a missing token and one whose age it cannot read (an opaque calendar token: MSAL knows)', async () => {
    expect(checkTokens(parts('https://x.id/?a=<idToken>&b=<token2>'), session({ idToken: null, token2: 'opaque' }), NOW).renew).toEqual([
      { field: 'idToken', freshness: 'missing' },
      { field: 'token2', freshness: 'unknown' },
    ]);
  });

  it('the portal token: renewed when it tells that it has expired or is about to; one whose age it cannot read, or a fresh one, is sent as it is', async () => {
    const link = parts('https://x.id/?t=<token>');
    expect(checkTokens(link, session({ token: expired }), NOW).renew).toEqual([{ field: 'token', freshness: 'expired' }]);
    expect(checkTokens(link, session({ token: expiring }), NOW).renew).toEqual([{ field: 'token', freshness: 'expiring' }]);
    expect(checkTokens(link, session({ token: 'opaque' }), NOW).renew).toEqual([]);
    expect(checkTokens(link, session({ token: fresh }), NOW).renew).toEqual([]);
    expect(checkTokens(parts('https://x.id/'), session({ token: expired }), NOW).renew).toEqual([]);
  });
});

describe('firstStep (pure)', () => {
  const online = { now: NOW, online: true };

  it('all tokens fresh, or none carried: the plan at once (the tab opens straight from the click)', async () => {
    expect(firstStep(tapm, session(), online)).toEqual({
      kind: 'plan',
      plan: { kind: 'open', url: `https://bimbingan.ut.ac.id/tapm?id_token=${fresh}` },
    });
    expect(firstStep(plain, session({ idToken: expired }), online)).toEqual({
      kind: 'plan',
      plan: { kind: 'open', url: 'https://sister.ut.ac.id/' },
    });
  });

  it('an expired, expiring or missing token: renew first', async () => {
    for (const idToken of [expired, expiring, null]) {
      const step = firstStep(tapm, session({ idToken }), online);
      expect(step).toMatchObject({ kind: 'renew', fields: ['idToken'] });
    }
    expect(firstStep(calendarLink, session({ token2: expired }), online)).toMatchObject({ kind: 'renew', fields: ['token2'] });
  });

  it('says what no token changes first: closed, denied, missing data', async () => {
    const gated = { ...tapm, requires: ['statusAsesor' as const] };
    expect(firstStep(gated, session({ idToken: expired }), online)).toEqual({
      kind: 'plan',
      plan: { kind: 'denied', missing: ['statusAsesor'] },
    });
    const closed = { ...tapm, window: { until: NOW - 1 } };
    expect(firstStep(closed, session({ idToken: expired }), online)).toMatchObject({ kind: 'plan', plan: { kind: 'closed' } });
    const withNip = urlNode('{x}/<nip>?t=<idToken>');
    expect(firstStep(withNip, session({ idToken: expired, nip: null }), online)).toMatchObject({
      kind: 'plan',
      plan: { kind: 'unavailable', field: 'nip' },
    });
  });

  it('offline and a renewal needed: offline, as any launch that would open', async () => {
    for (const idToken of [expired, null, fresh]) {
      expect(firstStep(tapm, session({ idToken }), { now: NOW, online: false })).toEqual({ kind: 'plan', plan: { kind: 'offline' } });
    }
  });

  it('an expired portal token is renewed first; a fresh one opens at once', async () => {
    expect(firstStep(portalTokenLink, session({ token: expired }), online)).toMatchObject({ kind: 'renew', fields: ['token'] });
    expect(firstStep(portalTokenLink, session({ token: fresh }), online)).toMatchObject({ kind: 'plan', plan: { kind: 'open' } });
  });
});

describe('planAfterRenewal (pure)', () => {
  const check = (s: LaunchSession, node = tapm) => checkTokens(node.behaviour.kind === 'url' ? node.behaviour.parts : [], s, NOW);
  const plan = (s: LaunchSession, outcome: Parameters<typeof planAfterRenewal>[3], node = tapm) =>
    planAfterRenewal(node, s, check(s, node), outcome, NOW);
  const renewedId = jwt(20_000); // short-lived, as the provider issued it: taken as given

  it('renewed: opens with the new token, never the old one', async () => {
    for (const idToken of [expired, expiring, null]) {
      expect(plan(session({ idToken }), { kind: 'renewed', values: { idToken: renewedId } })).toEqual({
        kind: 'open',
        url: `https://bimbingan.ut.ac.id/tapm?id_token=${renewedId}`,
      });
    }
  });

  it('refused: an expired token asks to sign in again; a usable one is still sent; a missing one says the data is incomplete (R-ERR-3)', async () => {
    expect(plan(session({ idToken: expired }), { kind: 'refused' })).toEqual({ kind: 'renewal-refused' });
    expect(plan(session({ idToken: expiring }), { kind: 'refused' })).toEqual({
      kind: 'open',
      url: `https://bimbingan.ut.ac.id/tapm?id_token=${expiring}`,
    });
    expect(plan(session({ idToken: null }), { kind: 'refused' })).toMatchObject({ kind: 'unavailable', field: 'idToken' });
  });

  it('renewed without the token that had expired: sign in again', async () => {
    expect(plan(session({ idToken: expired }), { kind: 'renewed', values: {} })).toEqual({ kind: 'renewal-refused' });
    // A missing one stays missing (preview as role without an id token, a session of the old portal).
    expect(plan(session({ idToken: null }), { kind: 'renewed', values: {} })).toMatchObject({ kind: 'unavailable' });
  });

  it('unreachable or no answer in time: try again for an expired or missing token; a usable one is still sent', async () => {
    for (const idToken of [expired, null]) {
      expect(plan(session({ idToken }), { kind: 'unreachable' })).toEqual({ kind: 'renewal-unreachable', cause: 'network' });
      expect(plan(session({ idToken }), { kind: 'timeout' })).toEqual({ kind: 'renewal-unreachable', cause: 'timeout' });
    }
    expect(plan(session({ idToken: expiring }), { kind: 'timeout' })).toMatchObject({ kind: 'open' });
    expect(plan(session({ token2: 'opaque' }), { kind: 'unreachable' }, calendarLink)).toEqual({
      kind: 'open',
      url: 'https://bimbingan.ut.ac.id/tapd?access_token=opaque',
    });
  });

  it('the calendar token the same way', async () => {
    expect(plan(session({ token2: expired }), { kind: 'refused' }, calendarLink)).toEqual({ kind: 'renewal-refused' });
    expect(plan(session({ token2: expired }), { kind: 'unreachable' }, calendarLink)).toEqual({
      kind: 'renewal-unreachable',
      cause: 'network',
    });
    expect(plan(session({ token2: expired }), { kind: 'renewed', values: { token2: 'new' } }, calendarLink)).toEqual({
      kind: 'open',
      url: 'https://bimbingan.ut.ac.id/tapd?access_token=new',
    });
  });
});

describe('launch', () => {
  let source: { renew: ReturnType<typeof vi.fn<TokenSource['renew']>> };
  let online = true;

  const storeWith = (patch: Partial<typeof signedOut> = {}, lang: 'id' | 'en' = 'id') => {
    const store = createStore();
    store.set(authAtom, { ...signedOut, token: 'portal', nip: '1', idToken: fresh, token2: fresh, ...patch });
    store.set(langAtom, lang);
    source = { renew: vi.fn<TokenSource['renew']>() };
    store.set(tokenSourceAtom, source);
    return store;
  };

  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fresh tokens: opens synchronously, without asking the source', async () => {
    const open = vi.fn();
    expect(await launch(tapm, storeWith(), open, undefined, undefined, here)).toEqual({
      kind: 'open',
      url: `https://bimbingan.ut.ac.id/tapm?id_token=${fresh}`,
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(source.renew).not.toHaveBeenCalled();
  });

  it('a click elsewhere than the launch tab opens that tab at once, on the launch page, and renews nothing itself', async () => {
    const open = vi.fn();
    const store = storeWith({ idToken: expired });
    const tab = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    expect(await launch(tapm, store, open)).toEqual({ kind: 'in-launch-tab' });
    // In the click, synchronously; not noopener, so the tab gets MSAL's sessionStorage to renew with.
    expect(tab).toHaveBeenCalledExactlyOnceWith(`${tapm.path}?launch`, '_blank');
    expect(source.renew).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('a browser that blocks even the click’s own tab gets the renewal here', async () => {
    const open = vi.fn();
    const store = storeWith({ idToken: expired });
    vi.spyOn(window, 'open').mockReturnValue(null);
    source.renew.mockResolvedValue({ kind: 'renewed', values: { idToken: 'new-id' } });
    expect(await launch(tapm, store, open)).toEqual({ kind: 'open', url: 'https://bimbingan.ut.ac.id/tapm?id_token=new-id' });
  });

  it('an expired id token: renewed first, and the tab opens with the new one', async () => {
    const open = vi.fn();
    const store = storeWith({ idToken: expired });
    source.renew.mockResolvedValue({ kind: 'renewed', values: { idToken: 'new-id' } });
    const pending = launch(tapm, store, open, undefined, undefined, here);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual({ kind: 'open', url: 'https://bimbingan.ut.ac.id/tapm?id_token=new-id' });
    expect(source.renew).toHaveBeenCalledWith(store, ['idToken']);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://bimbingan.ut.ac.id/tapm?id_token=new-id');
  });

  it('refused: no tab; the dialog offers "Masuk lagi" in the interface language; "Batal" leaves the session', async () => {
    const open = vi.fn();
    const store = storeWith({ idToken: expired });
    source.renew.mockResolvedValue({ kind: 'refused' });
    expect(await launch(tapm, store, open, undefined, undefined, here)).toEqual({ kind: 'renewal-refused' });
    expect(open).not.toHaveBeenCalled();
    expect(dialogs.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Login perlu diperbarui',
        text: 'Masa berlaku login Anda sudah habis dan tidak dapat diperpanjang, sehingga TAPM belum dapat dibuka. Silakan masuk lagi; setelah itu Anda kembali ke halaman ini.',
        confirmText: 'Masuk lagi',
        lang: 'id',
      }),
    );
    expect(store.get(authAtom).token).toBe('portal');

    const english = storeWith({ idToken: expired }, 'en');
    source.renew.mockResolvedValue({ kind: 'refused' });
    await launch(tapm, english, open, undefined, undefined, here);
    expect(dialogs.confirmDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Your sign-in needs renewing',
        text: 'Your sign-in has expired and could not be renewed, so TAPM (thesis) cannot be opened yet. Please sign in again; afterwards you return to this page.',
        confirmText: 'Sign in again',
        lang: 'en',
      }),
    );
  });

  it('"Masuk lagi" signs the session out here, as an ended session (the guard then sends the lecturer to sign in and back)', async () => {
    const store = storeWith({ idToken: expired });
    source.renew.mockResolvedValue({ kind: 'refused' });
    dialogs.confirmDialog.mockResolvedValueOnce(true);
    expect(await launch(tapm, store, vi.fn(), undefined, undefined, here)).toEqual({ kind: 'renewal-refused' });
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(signOutReasonAtom)).toEqual({ kind: 'expired' });
  });

  it('"Masuk lagi" ends only the session that asked: one signed in meanwhile (another tab) stays', async () => {
    const store = storeWith({ idToken: expired });
    source.renew.mockResolvedValue({ kind: 'refused' });
    let answer: (yes: boolean) => void = () => {};
    dialogs.confirmDialog.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const pending = launch(tapm, store, vi.fn(), undefined, undefined, here);
    await vi.waitFor(() => expect(dialogs.confirmDialog).toHaveBeenCalled());
    store.set(authAtom, { ...signedOut, token: 'another-session', nip: '2' });
    answer(true);
    expect(await pending).toEqual({ kind: 'renewal-refused' });
    expect(store.get(authAtom).token).toBe('another-session');
  });

  it('unreachable: no tab, and a message that names the sign-in server and says to try again', async () => {
    const open = vi.fn();
    const store = storeWith({ token2: expired });
    source.renew.mockResolvedValue({ kind: 'unreachable' });
    expect(await launch(calendarLink, store, open, undefined, undefined, here)).toEqual({ kind: 'renewal-unreachable', cause: 'network' });
    expect(open).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(
      'Server login tidak dapat dihubungi untuk memperbarui login Anda, sehingga TAPD belum dapat dibuka. Periksa koneksi internet Anda lalu coba lagi.',
    );
  });

  it(`a source that does not answer: given up after ${RENEWAL_WAIT_MS} ms, no tab, "did not answer in time"`, async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const open = vi.fn();
    const store = storeWith({ idToken: expired }, 'en');
    source.renew.mockReturnValue(new Promise(() => {}));
    const pending = launch(tapm, store, open, undefined, undefined, here);
    await vi.advanceTimersByTimeAsync(RENEWAL_WAIT_MS - 1);
    expect(notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'renewal-unreachable', cause: 'timeout' });
    expect(open).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(
      'The sign-in server did not answer in time while renewing your sign-in, so TAPM (thesis) cannot be opened yet. Please try again.',
    );
  });

  it('offline and a renewal needed: the offline message, no renewal, no tab', async () => {
    online = false;
    const open = vi.fn();
    expect(await launch(tapm, storeWith({ idToken: expired }), open, undefined, undefined, here)).toEqual({ kind: 'offline' });
    expect(source.renew).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(notify.warning).toHaveBeenCalledWith(expect.stringContaining('Anda sedang luring'));
  });

  it('an expired portal token: renewed, the tab opens with the new one, and the session goes on with it', async () => {
    const open = vi.fn();
    const store = storeWith({ token: expired });
    source.renew.mockImplementation(async (s: SessionStore) => {
      s.set(tokensRenewedAtom, { token: expired, portalToken: fresh });
      return { kind: 'renewed', values: { token: fresh } };
    });
    expect(await launch(portalTokenLink, store, open, undefined, undefined, here)).toMatchObject({ kind: 'open' });
    expect(source.renew).toHaveBeenCalledWith(store, ['token']);
    expect(open).toHaveBeenCalledWith(`https://api.ut.ac.id/sso?token=${fresh}`);
    expect(store.get(authAtom).token).toBe(fresh);
  });

  it('an expired portal token that login-sso refuses: the dialog, no tab', async () => {
    const open = vi.fn();
    const store = storeWith({ token: expired });
    source.renew.mockResolvedValue({ kind: 'refused' });
    expect(await launch(portalTokenLink, store, open, undefined, undefined, here)).toEqual({ kind: 'renewal-refused' });
    expect(dialogs.confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('Layanan API') }));
    expect(open).not.toHaveBeenCalled();
  });

  it('a session that ends while its tokens are renewed opens nothing and says nothing', async () => {
    const open = vi.fn();
    const store = storeWith({ idToken: expired });
    let answer: (value: Awaited<ReturnType<TokenSource['renew']>>) => void = () => {};
    source.renew.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = launch(tapm, store, open, undefined, undefined, here);
    store.set(signOutAtom);
    answer({ kind: 'renewed', values: { idToken: 'new-id' } });
    expect(await pending).toEqual({ kind: 'cancelled' });
    expect(open).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(dialogs.confirmDialog).not.toHaveBeenCalled();
  });
});
