// @vitest-environment jsdom
// Launching while the browser is offline says so instead of opening a tab that shows only the
// browser's error page (src/features/launch/plan.ts whenOffline, src/features/launch/act.ts launch).
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { launch } from '../../../src/features/launch/act.ts';
import { whenOffline, type LaunchPlan } from '../../../src/features/launch/plan.ts';
import type { PortalNode } from '../../../src/model/manifest/model.ts';
import { compiledUrl } from '../../support/url-behaviour.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';

const notify = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify }));
const dialogs = vi.hoisted(() => ({ showNoAccess: vi.fn(async () => undefined), noAccessTitle: 'Anda tidak memiliki hak akses' }));
vi.mock('../../../src/platform/ui/dialogs.ts', () => dialogs);
const renewal = vi.hoisted(() => ({ renewForLaunch: vi.fn(async () => ({ kind: 'renewed' as const, values: { idToken: 'fresh-id' } })) }));
vi.mock('../../../src/platform/auth/launch-tokens.ts', () => renewal);

const urlNode = (template: string, patch: Partial<PortalNode> = {}): PortalNode => ({
  id: 'sister',
  path: '/dashboard/penunjang/sister',
  segment: 'sister',
  label: 'SISTER',
  title: 'SISTER',
  access: 'user',
  behaviour: compiledUrl(template, { tapm: 'https://tapm.ut.ac.id' }),
  requires: [],
  hidden: false,
  keywords: [],
  children: [],
  ...patch,
});

const plain = urlNode('https://sister.ut.ac.id/');
const withToken = urlNode('{tapm}/?token=<idToken>', { id: 'tapm', label: 'TAPM', en: { label: 'TAPM (thesis)' } });

let online = true;
beforeEach(() => {
  vi.clearAllMocks();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

const storeWith = (patch: Partial<typeof signedOut> = {}, lang: 'id' | 'en' = 'id') => {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 't', nip: '1', idToken: 'stored-id', ...patch });
  store.set(langAtom, lang);
  return store;
};

describe('whenOffline (pure)', () => {
  const open: LaunchPlan = { kind: 'open', url: 'https://sister.ut.ac.id/' };
  const noIdToken: LaunchPlan = { kind: 'unavailable', field: 'idToken', message: 'idToken tidak tersedia' };

  it('online: every plan stays as it is', async () => {
    for (const plan of [open, noIdToken, { kind: 'denied', missing: ['statusAsesor'] } as LaunchPlan]) {
      expect(whenOffline(plan, { online: true, renews: ['idToken'] })).toBe(plan);
    }
  });

  it('offline: a link that would open becomes "offline"', async () => {
    expect(whenOffline(open, { online: false, renews: [] })).toEqual({ kind: 'offline' });
  });

  it('offline: a missing id token that a refresh would have fetched is "offline" too; other missing data is not', async () => {
    expect(whenOffline(noIdToken, { online: false, renews: ['idToken'] })).toEqual({ kind: 'offline' });
    expect(whenOffline(noIdToken, { online: false, renews: [] })).toBe(noIdToken);
    const noNip: LaunchPlan = { kind: 'unavailable', field: 'nip', message: 'nip tidak tersedia' };
    expect(whenOffline(noNip, { online: false, renews: ['idToken'] })).toBe(noNip);
  });

  it('offline: a denial, a closed window or an unsafe address keep their own, more useful message', async () => {
    const denied: LaunchPlan = { kind: 'denied', missing: ['accessLkam'] };
    const closed: LaunchPlan = { kind: 'closed', window: { until: 0 } };
    const unsafe: LaunchPlan = { kind: 'unsafe', reason: 'javascript:' };
    for (const plan of [denied, closed, unsafe]) expect(whenOffline(plan, { online: false, renews: ['idToken'] })).toBe(plan);
  });
});

describe('launch while offline', () => {
  it('opens no tab and says "Anda sedang luring"', async () => {
    online = false;
    const openTab = vi.fn();
    expect(await launch(plain, storeWith(), openTab)).toEqual({ kind: 'offline' });
    expect(openTab).not.toHaveBeenCalled();
    expect(notify.warning).toHaveBeenCalledWith(
      'Anda sedang luring (tidak tersambung ke internet). SISTER belum dapat dibuka; coba lagi setelah koneksi kembali.',
    );
  });

  it('does not wait for a fresh id token it cannot get, and speaks English with the English label', async () => {
    online = false;
    const openTab = vi.fn();
    expect(await launch(withToken, storeWith({}, 'en'), openTab)).toEqual({ kind: 'offline' });
    expect(renewal.renewForLaunch).not.toHaveBeenCalled();
    expect(openTab).not.toHaveBeenCalled();
    expect(notify.warning).toHaveBeenCalledWith(
      'You are offline (no internet connection). TAPM (thesis) cannot be opened yet; try again once you are back online.',
    );
  });

  it('still explains a denial offline', async () => {
    online = false;
    const openTab = vi.fn();
    expect(await launch(urlNode('https://rpl.ut.ac.id/', { requires: ['statusAsesor'] }), storeWith(), openTab)).toEqual({
      kind: 'denied',
      missing: ['statusAsesor'],
    });
    expect(dialogs.showNoAccess).toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('online, the same links open as before', async () => {
    const openTab = vi.fn();
    expect(await launch(plain, storeWith(), openTab)).toEqual({ kind: 'open', url: 'https://sister.ut.ac.id/' });
    expect(await launch(withToken, storeWith(), openTab, undefined, undefined, { renewHere: true })).toEqual({
      kind: 'open',
      url: 'https://tapm.ut.ac.id/?token=fresh-id',
    });
    expect(openTab).toHaveBeenCalledTimes(2);
    expect(notify.warning).not.toHaveBeenCalled();
  });
});
