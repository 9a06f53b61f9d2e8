// Keeps the signed-in lecturer's profile (get-data-from-token) loading until it has loaded. Only a
// refusal by the server ends the session (current-user.ts); a server that could not be reached
// has refused no one, so the session and its stored fields stay, and the load is tried again with
// backoff, at once when the connection or the tab comes back. The status drives a quiet banner.
// Small and free of the API client: it is part of the first load, the loader is not.
import { atom } from 'jotai/vanilla';
import { authAtom, type SessionStore } from './state.ts';

export type ProfileOutcome =
  | { kind: 'loaded' }
  /** The server refused the session; it has been cleared with its reason. */
  | { kind: 'refused' }
  /** Signed out, or another session arrived, while the profile loaded. */
  | { kind: 'stale' }
  | { kind: 'unreachable'; problem: string | null };

export type ProfileStatus =
  | { state: 'idle' }
  | { state: 'loading'; failures: number }
  | { state: 'loaded' }
  /** `retryAt` null: waiting for the browser to come back online. */
  | { state: 'waiting'; failures: number; problem: string | null; retryAt: number | null };

export const profileStatusAtom = atom<ProfileStatus>({ state: 'idle' });

/** The running sync's "try again now", for the banner's button. */
export const profileRetryAtom = atom<{ retryNow(): void } | null>(null);

/** 2, 4, 8, 16, 32 s, then every minute. */
export const retryDelayMs = (failures: number): number => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));

/** Whether the browser says it has no network (unknown counts as online). */
export const browserIsOffline = (): boolean => globalThis.navigator?.onLine === false;

export interface ProfileSyncEnv {
  now(): number;
  /** Runs `run` after `ms`; returns the cancel. */
  after(ms: number, run: () => void): () => void;
  online(): boolean;
  visible(): boolean;
  /** Calls `wake` when the browser comes online or the tab becomes visible; returns the unsubscribe. */
  onWake(wake: () => void): () => void;
}

const browserEnv: ProfileSyncEnv = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  online: () => !browserIsOffline(),
  visible: () => globalThis.document?.visibilityState !== 'hidden',
  onWake(wake) {
    const onVisibility = () => document.visibilityState === 'visible' && wake();
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
};

export interface ProfileSync {
  /** The route guard's call: loads the profile unless it is loaded, loading or waiting to retry. */
  ensure(): Promise<void>;
  /** Tries again now (the banner's button). */
  retryNow(): Promise<void>;
  stop(): void;
}

export type LoadProfile = (store: SessionStore) => Promise<ProfileOutcome>;

export function createProfileSync(store: SessionStore, load: LoadProfile, env: ProfileSyncEnv = browserEnv): ProfileSync {
  let running: Promise<void> | undefined;
  let cancelTimer = () => {};
  const status = () => store.get(profileStatusAtom);
  const failures = () => {
    const s = status();
    return s.state === 'loading' || s.state === 'waiting' ? s.failures : 0;
  };

  const run = (): Promise<void> => {
    if (running) return running;
    cancelTimer();
    const failed = failures();
    if (!env.online()) {
      store.set(profileStatusAtom, { state: 'waiting', failures: failed, problem: null, retryAt: null });
      return Promise.resolve();
    }
    const token = store.get(authAtom).token;
    store.set(profileStatusAtom, { state: 'loading', failures: failed });
    running = load(store)
      .catch((error: unknown): ProfileOutcome => {
        console.warn('[session] the profile loader failed to load', error);
        return { kind: 'unreachable', problem: null };
      })
      .then((outcome) => {
        running = undefined;
        // Signed out or another session meanwhile: the token watcher below has reset the status.
        if (store.get(authAtom).token !== token) return;
        if (outcome.kind === 'loaded') store.set(profileStatusAtom, { state: 'loaded' });
        else if (outcome.kind === 'unreachable') schedule(failed + 1, outcome.problem);
        else store.set(profileStatusAtom, { state: 'idle' });
      });
    return running;
  };

  const schedule = (failed: number, problem: string | null) => {
    const delay = retryDelayMs(failed);
    store.set(profileStatusAtom, { state: 'waiting', failures: failed, problem, retryAt: env.now() + delay });
    // A hidden tab does not retry on its own; it does when it is shown again (onWake).
    cancelTimer = env.after(delay, () => void (env.visible() && run()));
  };

  const stopWaking = env.onWake(() => {
    if (status().state === 'waiting' && env.visible() && env.online()) void run();
  });
  store.set(profileRetryAtom, { retryNow: () => void run() });
  let token = store.get(authAtom).token;
  const stopWatching = store.sub(authAtom, () => {
    const next = store.get(authAtom).token;
    if (next === token) return;
    token = next;
    cancelTimer();
    store.set(profileStatusAtom, { state: 'idle' });
  });

  return {
    ensure() {
      const state = status().state;
      if (state === 'idle') return run();
      return running ?? Promise.resolve();
    },
    retryNow: run,
    stop() {
      store.set(profileRetryAtom, null);
      cancelTimer();
      stopWaking();
      stopWatching();
    },
  };
}
