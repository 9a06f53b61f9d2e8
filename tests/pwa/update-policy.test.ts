// When an open page picks up a new deployment (src/features/pwa/update-policy.ts).
import { describe, expect, it } from 'vitest';
import { loadsFresh, onNewVersion, shouldCheckForUpdate, UPDATE_CHECK_INTERVAL_MS } from '../../src/features/pwa/update-policy.ts';

describe('update policy', () => {
  it('the first install of the worker reloads nothing', () => {
    expect(onNewVersion({ firstInstall: true, userActed: false })).toBe('none');
    expect(onNewVersion({ firstInstall: true, userActed: true })).toBe('none');
  });

  it('a new version reloads at once before the lecturer did anything, else at the next page', () => {
    expect(onNewVersion({ firstInstall: false, userActed: false })).toBe('reload-now');
    expect(onNewVersion({ firstInstall: false, userActed: true })).toBe('reload-on-next-page');
  });

  it('only a move to another path loads fresh, and only with a new version waiting', () => {
    expect(loadsFresh(true, '/dashboard', '/dashboard/cetak-lkam')).toBe(true);
    expect(loadsFresh(true, '/dashboard', '/dashboard')).toBe(false); // filters in the query string
    expect(loadsFresh(false, '/dashboard', '/dashboard/cetak-lkam')).toBe(false);
  });

  it('an open portal looks for a new version at most once an hour', () => {
    expect(shouldCheckForUpdate(0, UPDATE_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(shouldCheckForUpdate(0, UPDATE_CHECK_INTERVAL_MS)).toBe(true);
  });
});
