// withinPopupDeadline with a scripted popup and provider check: when it gives up, with which
// message, that it closes the popup it gave up on, and that it never gives up on a working one.
import { BrowserAuthError } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTexts } from '../../../src/platform/auth/auth-errors.ts';
import { abandonedPopupPending, POPUP_DEADLINE_MS, withinPopupDeadline } from '../../../src/platform/auth/popup-guard.ts';
import { PROVIDER_ANSWER_MS, type checkProvider, type ProviderVerdict } from '../../../src/platform/auth/provider-check.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { createSessionStore, type SessionStore } from '../../../src/platform/session/state.ts';

const checkUrl = new URL('http://127.0.0.1:4110/auth');
const host = '127.0.0.1:4110';
const t = authTexts.id;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let store: SessionStore;
let log: string[];
let popup: ReturnType<typeof deferred<string>>;
let verdict: ReturnType<typeof deferred<ProviderVerdict>>;
let check: ReturnType<typeof vi.fn<typeof checkProvider>>;
const close = vi.fn(() => void log.push('close'));

beforeEach(() => {
  vi.useFakeTimers();
  store = createSessionStore();
  log = [];
  popup = deferred();
  verdict = deferred();
  check = vi.fn<typeof checkProvider>(() => {
    log.push('check');
    return verdict.promise;
  });
  close.mockClear();
});
afterEach(async () => {
  popup.reject(new BrowserAuthError('user_cancelled', 'c')); // what MSAL does once its window is closed
  await vi.advanceTimersByTimeAsync(0);
  vi.useRealTimers();
});

const run = (options: { checkUrl?: URL | undefined } = {}) => {
  const running = withinPopupDeadline(
    () => {
      log.push('open');
      return popup.promise;
    },
    { close, checkUrl, store, check, ...options },
  );
  running.catch(() => undefined);
  return running;
};

describe('withinPopupDeadline', () => {
  it('opens the popup before it starts the check (the popup must open in the click)', async () => {
    void run();
    expect(log).toEqual(['open', 'check']);
    expect(check).toHaveBeenCalledWith(checkUrl, { signal: expect.any(AbortSignal) });
  });

  it("a working popup's result is returned and the check is stopped", async () => {
    const running = run();
    popup.resolve('signed in');
    expect(await running).toBe('signed in');
    expect(check.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(close).not.toHaveBeenCalled();
  });

  it('an unreachable provider ends the sign-in at once, names its host and closes the popup', async () => {
    const running = run();
    verdict.resolve('unreachable');
    await expect(running).rejects.toMatchObject({ message: t.providerUnreachable(host), code: 'provider_unreachable' });
    expect(t.providerUnreachable(host)).toBe(
      'Server login (127.0.0.1:4110) tidak dapat dihubungi. Periksa koneksi internet Anda lalu coba lagi.',
    );
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a provider that does not answer is named with the seconds it had, in the chosen language', async () => {
    store.set(langAtom, 'en');
    const running = run();
    verdict.resolve('silent');
    await expect(running).rejects.toMatchObject({
      message: authTexts.en.providerSilent(host, PROVIDER_ANSWER_MS / 1000),
      code: 'provider_silent',
    });
    expect(authTexts.en.providerSilent(host, 8)).toContain('(127.0.0.1:4110) did not answer within 8 seconds');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a provider that answers leaves the popup open, however long the person types, until the overall deadline', async () => {
    const running = run();
    verdict.resolve('answers');
    await vi.advanceTimersByTimeAsync(POPUP_DEADLINE_MS - 1);
    expect(close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(running).rejects.toMatchObject({ message: t.popupExpired(10), code: 'popup_deadline' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('without a check URL only the overall deadline applies', async () => {
    const running = run({ checkUrl: undefined });
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POPUP_DEADLINE_MS);
    await expect(running).rejects.toMatchObject({ code: 'popup_deadline' });
  });

  it('a popup closed on the error page before the verdict: the verdict, not "cancelled"', async () => {
    const running = run();
    popup.reject(new BrowserAuthError('user_cancelled', 'c'));
    await vi.advanceTimersByTimeAsync(3_000);
    verdict.resolve('silent');
    await expect(running).rejects.toMatchObject({ code: 'provider_silent' });
    expect(close).not.toHaveBeenCalled(); // MSAL's window is already gone
  });

  it('a popup closed while the provider answers is a cancelled sign-in', async () => {
    const running = run();
    popup.reject(new BrowserAuthError('user_cancelled', 'c'));
    verdict.resolve('answers');
    await expect(running).rejects.toMatchObject({ errorCode: 'user_cancelled' });
  });

  it("MSAL's own failure passes through unchanged, without waiting for the check", async () => {
    const running = run();
    popup.reject(new BrowserAuthError('popup_window_error', 'c'));
    await expect(running).rejects.toMatchObject({ errorCode: 'popup_window_error' });
  });

  it('a popup given up on counts as pending until MSAL ends its call, whose late failure is swallowed', async () => {
    const running = run();
    verdict.resolve('unreachable');
    await expect(running).rejects.toMatchObject({ code: 'provider_unreachable' });
    expect(abandonedPopupPending()).toBe(true);
    popup.reject(new BrowserAuthError('user_cancelled', 'c')); // would be an unhandled rejection otherwise
    await vi.advanceTimersByTimeAsync(0);
    expect(abandonedPopupPending()).toBe(false);
  });
});
