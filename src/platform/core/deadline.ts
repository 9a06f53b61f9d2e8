// One request (or any work that takes a signal) under a deadline and the caller's abort. The portal
// API client, the agenda and the sign-in's provider check all need the same four outcomes, and each
// once kept its own timer and listener, one of them without the already-aborted check.
// Not AbortSignal.timeout(): its timer cannot be cleared, and test clocks cannot advance it.

export type DeadlineResult<T> =
  /** The work finished in time. */
  | { outcome: 'done'; value: T }
  /** The work failed by itself (network error, unreadable answer): neither the deadline nor the caller stopped it. */
  | { outcome: 'failed'; error: unknown }
  /** The deadline passed first; the work's signal was aborted with `error` (a DOMException named TimeoutError). */
  | { outcome: 'timeout'; error: DOMException }
  /** The caller's signal aborted first, possibly before the work started (then the work never ran). */
  | { outcome: 'aborted'; reason: unknown };

/**
 * Runs `work` with a signal that aborts when `timeoutMs` pass or the caller's `signal` aborts, and
 * settles at the first of the three, without waiting for work that ignores its signal. It never
 * rejects. The timer and the listener on the caller's signal are gone once it has settled.
 */
export function withDeadline<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<DeadlineResult<T>> {
  if (signal?.aborted) return Promise.resolve({ outcome: 'aborted', reason: signal.reason });
  const controller = new AbortController();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: DeadlineResult<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = () => {
      const reason: unknown = signal?.reason;
      settle({ outcome: 'aborted', reason });
      controller.abort(reason);
    };
    const timer = setTimeout(() => {
      const error = new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError');
      settle({ outcome: 'timeout', error });
      controller.abort(error);
    }, timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      work(controller.signal).then(
        (value) => settle({ outcome: 'done', value }),
        (error: unknown) => settle({ outcome: 'failed', error }),
      );
    } catch (error) {
      settle({ outcome: 'failed', error });
    }
  });
}
