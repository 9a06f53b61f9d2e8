// When an open page picks up a new deployment (src/features/deploys/update-policy.ts).
import { describe, expect, it } from 'vitest';
import {
  isFirstInstall,
  loadsFresh,
  onNewVersion,
  shouldCheckForUpdate,
  shouldCheckVersion,
  UPDATE_CHECK_INTERVAL_MS,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_CHECK_MIN_GAP_MS,
} from '../../../src/features/deploys/update-policy.ts';

describe('update policy', () => {
  it('the first install of the worker reloads nothing', () => {
    expect(onNewVersion({ firstInstall: true, userActed: false })).toBe('none');
    expect(onNewVersion({ firstInstall: true, userActed: true })).toBe('none');
  });

  it('a new version reloads at once before the lecturer did anything, else at the next page', () => {
    expect(onNewVersion({ firstInstall: false, userActed: false })).toBe('reload-now');
    expect(onNewVersion({ firstInstall: false, userActed: true })).toBe('reload-on-next-page');
  });

  it('a page that already runs the new version (loaded from the server after the deployment) reloads nothing', () => {
    expect(onNewVersion({ firstInstall: false, userActed: false, current: true })).toBe('none');
    expect(onNewVersion({ firstInstall: false, userActed: true, current: true })).toBe('none');
    expect(onNewVersion({ firstInstall: false, userActed: false, current: false })).toBe('reload-now');
  });

  it('only the first takeover of a tab opened without a worker is the first install; every later one is a new version', () => {
    // A tab opened on the first visit: no controller when it loaded.
    let controlled = false;
    const takeovers: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      takeovers.push(isFirstInstall(controlled));
      controlled = true;
    }
    expect(takeovers).toEqual([true, false, false]);
    expect(onNewVersion({ firstInstall: takeovers[1]!, userActed: true })).toBe('reload-on-next-page');
    // A tab the worker answered from the start: every takeover is a new version.
    expect(isFirstInstall(true)).toBe(false);
  });

  it('only a move to another path loads fresh, and only with a new version waiting', () => {
    expect(loadsFresh(true, '/dashboard', '/dashboard/cetak-lkam')).toBe(true);
    expect(loadsFresh(true, '/dashboard', '/dashboard')).toBe(false); // filters in the query string
    expect(loadsFresh(false, '/dashboard', '/dashboard/cetak-lkam')).toBe(false);
  });

  it('an open portal looks for a new worker at most once an hour', () => {
    expect(shouldCheckForUpdate(0, UPDATE_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(shouldCheckForUpdate(0, UPDATE_CHECK_INTERVAL_MS)).toBe(true);
  });

  it('an open portal looks at /version.json when the connection is back, when shown again (once a minute) and every ten minutes while shown', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(10 * 60 * 1000);
    // The connection back: always, shown or not.
    expect(shouldCheckVersion('online', 0, 1, true)).toBe(true);
    expect(shouldCheckVersion('online', 0, 1, false)).toBe(true);
    // Shown again: not twice within a minute.
    expect(shouldCheckVersion('visible', 0, VERSION_CHECK_MIN_GAP_MS - 1, true)).toBe(false);
    expect(shouldCheckVersion('visible', 0, VERSION_CHECK_MIN_GAP_MS, true)).toBe(true);
    // The timer: only while shown, and only once its period has passed since the last look.
    expect(shouldCheckVersion('interval', 0, VERSION_CHECK_INTERVAL_MS, false)).toBe(false);
    expect(shouldCheckVersion('interval', 0, VERSION_CHECK_INTERVAL_MS - 1, true)).toBe(false);
    expect(shouldCheckVersion('interval', 0, VERSION_CHECK_INTERVAL_MS, true)).toBe(true);
  });
});
