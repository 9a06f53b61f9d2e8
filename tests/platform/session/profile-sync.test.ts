// The profile keeps loading until it has loaded: retried with backoff after a failure that is not
// a refusal, at once when the browser comes online or the tab is shown again.
import { describe, expect, it, vi } from 'vitest';
import {
  createProfileSync,
  profileStatusAtom,
  retryDelayMs,
  type ProfileOutcome,
  type ProfileSyncEnv,
} from '../../../src/platform/session/profile-sync.ts';
import { authAtom, createSessionStore, signOutAtom, signedOut } from '../../../src/platform/session/state.ts';

/** A clock, timers, network and visibility the test moves by hand. */
function fakeEnv() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const wakes = new Set<() => void>();
  const env: {
    online: boolean;
    visible: boolean;
    api: ProfileSyncEnv;
    advance(ms: number): Promise<void>;
    wake(): Promise<void>;
    pending(): number;
  } = {
    online: true,
    visible: true,
    api: {
      now: () => now,
      after(ms: number, run: () => void) {
        const timer = { at: now + ms, run };
        timers.push(timer);
        return () => (timers = timers.filter((t) => t !== timer));
      },
      online: () => env.online,
      visible: () => env.visible,
      onWake(wake: () => void) {
        wakes.add(wake);
        return () => wakes.delete(wake);
      },
    },
    async advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
      await settle();
    },
    async wake() {
      for (const wake of wakes) wake();
      await settle();
    },
    pending: () => timers.length,
  };
  return env;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(outcomes: ProfileOutcome[]) {
  const store = createSessionStore();
  store.set(authAtom, { ...signedOut, token: 'T' });
  const env = fakeEnv();
  const load = vi.fn(async () => outcomes.shift() ?? { kind: 'loaded' as const });
  const sync = createProfileSync(store, load, env.api);
  return { store, env, load, sync, status: () => store.get(profileStatusAtom) };
}

const unreachable = (problem = 'HTTP 502'): ProfileOutcome => ({ kind: 'unreachable', problem });

describe('retryDelayMs', () => {
  it('doubles from 2 s and stays at one minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('createProfileSync', () => {
  it('loads once; the guard asking again while it loads or after it loaded starts nothing', async () => {
    const { sync, load, status } = setUp([]);
    await Promise.all([sync.ensure(), sync.ensure()]);
    await sync.ensure();
    expect(load).toHaveBeenCalledTimes(1);
    expect(status()).toEqual({ state: 'loaded' });
  });

  it('after a failure that is not a refusal: waits, says why, and retries with backoff until it loads', async () => {
    const { sync, load, status, env } = setUp([unreachable(), unreachable('timeout')]);
    await sync.ensure();
    expect(status()).toEqual({ state: 'waiting', failures: 1, problem: 'HTTP 502', retryAt: 2_000 });
    await sync.ensure(); // a navigation while waiting does not hammer the server
    expect(load).toHaveBeenCalledTimes(1);
    await env.advance(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await env.advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(status()).toMatchObject({ state: 'waiting', failures: 2, problem: 'timeout', retryAt: 6_000 });
    await env.advance(4_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(status()).toEqual({ state: 'loaded' });
    expect(env.pending()).toBe(0);
  });

  it('offline: does not try, waits for the connection, then loads at once', async () => {
    const { sync, load, status, env } = setUp([]);
    env.online = false;
    await sync.ensure();
    expect(load).not.toHaveBeenCalled();
    expect(status()).toEqual({ state: 'waiting', failures: 0, problem: null, retryAt: null });
    env.online = true;
    await env.wake();
    expect(load).toHaveBeenCalledTimes(1);
    expect(status()).toEqual({ state: 'loaded' });
  });

  it('a hidden tab does not retry on its own; showing it retries at once', async () => {
    const { sync, load, env } = setUp([unreachable()]);
    await sync.ensure();
    env.visible = false;
    await env.advance(2_000);
    expect(load).toHaveBeenCalledTimes(1);
    env.visible = true;
    await env.wake();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retryNow tries at once, before the timer', async () => {
    const { sync, load, status } = setUp([unreachable()]);
    await sync.ensure();
    await sync.retryNow();
    expect(load).toHaveBeenCalledTimes(2);
    expect(status()).toEqual({ state: 'loaded' });
  });

  it('a refusal ends the loop (the loader has signed out)', async () => {
    const { sync, status, env } = setUp([{ kind: 'refused' }]);
    await sync.ensure();
    expect(status()).toEqual({ state: 'idle' });
    expect(env.pending()).toBe(0);
  });

  it('a sign-out while waiting cancels the retry', async () => {
    const { sync, store, load, status, env } = setUp([unreachable()]);
    await sync.ensure();
    store.set(signOutAtom);
    expect(status()).toEqual({ state: 'idle' });
    await env.advance(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a loader that cannot itself be loaded (chunk failed) counts as unreachable', async () => {
    const store = createSessionStore();
    store.set(authAtom, { ...signedOut, token: 'T' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sync = createProfileSync(store, () => Promise.reject(new Error('Failed to fetch dynamically imported module')), fakeEnv().api);
    await sync.ensure();
    expect(store.get(profileStatusAtom)).toMatchObject({ state: 'waiting', failures: 1, problem: null });
  });
});
