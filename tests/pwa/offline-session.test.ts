// Offline, the profile load is not tried, so the stored session (and the offline menu) stays.
import { describe, expect, it, vi } from 'vitest';
import { unlessOffline } from '../../src/pwa/offline-session.ts';
import { createSessionStore } from '../../src/session/state.ts';

describe('unlessOffline', () => {
  it('offline: does not load the profile (a failed load would sign the lecturer out)', async () => {
    const load = vi.fn(async () => true);
    expect(await unlessOffline(load, () => true)(createSessionStore())).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('online: loads it as before, each time it is asked (the guard asks again on the next navigation)', async () => {
    let offline = true;
    const load = vi.fn(async () => true);
    const guarded = unlessOffline(load, () => offline);
    const store = createSessionStore();
    await guarded(store);
    offline = false;
    expect(await guarded(store)).toBe(true);
    expect(load).toHaveBeenCalledExactlyOnceWith(store);
  });
});
