// The one deadline for requests: each outcome named apart (a timeout is not the caller's abort, a
// failure is neither), settled at the first of them, and nothing left behind (timer, listener).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline, type DeadlineResult } from '../../../src/platform/core/deadline.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** Work that finishes after `ms` (never without it), and rejects when its signal aborts, as fetch does. */
const finishingAfter = (ms?: number, value = 'answer') =>
  vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        const timer = ms === undefined ? undefined : setTimeout(() => resolve(value), ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  );

/** A caller's signal that counts its listeners, to see that none is left. */
function countedSignal() {
  const controller = new AbortController();
  let listeners = 0;
  const add = controller.signal.addEventListener.bind(controller.signal);
  const remove = controller.signal.removeEventListener.bind(controller.signal);
  controller.signal.addEventListener = ((...args: Parameters<typeof add>) => {
    listeners++;
    add(...args);
  }) as typeof add;
  controller.signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
    listeners--;
    remove(...args);
  }) as typeof remove;
  return { controller, listeners: () => listeners };
}

describe('withDeadline', () => {
  it('work that finishes in time: its value, and no timer or listener left', async () => {
    const { controller, listeners } = countedSignal();
    const result = withDeadline(1000, controller.signal, finishingAfter(999));
    await vi.advanceTimersByTimeAsync(999);
    expect(await result).toEqual({ outcome: 'done', value: 'answer' });
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners()).toBe(0);
  });

  it('work that fails by itself: failed with its error, at once', async () => {
    const error = new TypeError('Failed to fetch');
    expect(await withDeadline(1000, undefined, () => Promise.reject(error))).toEqual({ outcome: 'failed', error });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('work that throws before returning a promise is a failure too, not an exception', async () => {
    const error = new Error('bad url');
    const result = await withDeadline(1000, undefined, () => {
      throw error;
    });
    expect(result).toEqual({ outcome: 'failed', error });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the deadline passes: timeout, and the work is told to stop with a TimeoutError', async () => {
    const { controller, listeners } = countedSignal();
    const work = finishingAfter();
    let result: DeadlineResult<string> | undefined;
    void withDeadline(1000, controller.signal, work).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ outcome: 'timeout', error: { name: 'TimeoutError' } });
    const workSignal = work.mock.calls[0]![0];
    expect(workSignal.aborted).toBe(true);
    expect(workSignal.reason).toBe(result?.outcome === 'timeout' ? result.error : undefined);
    expect(listeners()).toBe(0);
    expect(controller.signal.aborted).toBe(false); // the caller's own signal is not the deadline's to abort
  });

  it("the caller aborts: aborted with the caller's reason, not a timeout, and the work is told to stop", async () => {
    const { controller, listeners } = countedSignal();
    const work = finishingAfter(5000);
    const result = withDeadline(1000, controller.signal, work);
    await vi.advanceTimersByTimeAsync(500);
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    expect(await result).toEqual({ outcome: 'aborted', reason });
    expect(work.mock.calls[0]![0].aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners()).toBe(0);
  });

  it('a signal aborted before the start: aborted at once, and the work never runs', async () => {
    const controller = new AbortController();
    controller.abort();
    const work = finishingAfter(0);
    const result = await withDeadline(1000, controller.signal, work);
    expect(result).toEqual({ outcome: 'aborted', reason: controller.signal.reason });
    expect(work).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('work that ignores its signal cannot hold the deadline: settled when the time is up', async () => {
    const result = withDeadline(1000, undefined, () => new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ outcome: 'timeout' });
  });

  it('the first outcome stands: a caller abort after the timeout changes nothing', async () => {
    const controller = new AbortController();
    const result = withDeadline(1000, controller.signal, finishingAfter());
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    expect(await result).toMatchObject({ outcome: 'timeout' });
  });
});
