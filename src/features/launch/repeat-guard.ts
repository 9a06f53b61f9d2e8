// One click, one tab. A double click (or a key held down, or an impatient second click while a
// token is renewed) reaches the launcher as several launches of the same item, and each used to
// open a tab. A launch of an item is ignored while the same item's launch is still in flight
// (its token renewal) and for REPEAT_MS after it started.
import type { SessionStore } from '../../platform/session/state.ts';

/** About the longest gap between the clicks of a double click (Windows' default is 500 ms). */
export const REPEAT_MS = 1000;

export interface RepeatGuard {
  /**
   * Runs `launch` unless the same `key` was launched less than REPEAT_MS ago or its launch has not
   * settled yet; returns whether it ran.
   */
  run(key: string, launch: () => unknown): boolean;
}

export function createRepeatGuard(now: () => number = Date.now): RepeatGuard {
  const started = new Map<string, number>();
  const inFlight = new Set<string>();
  return {
    run(key, launch) {
      const last = started.get(key);
      if (inFlight.has(key) || (last !== undefined && now() - last < REPEAT_MS)) return false;
      started.set(key, now());
      const result = launch();
      if (result instanceof Promise) {
        // Until it settles: a renewal, or a question the lecturer answers (after which a click is meant).
        inFlight.add(key);
        const settle = () => inFlight.delete(key);
        result.then(settle, settle);
      }
      return true;
    },
  };
}

const guards = new WeakMap<SessionStore, RepeatGuard>();

/** The guard of this session's launches (one per store: the app has one, tests many). */
export function launchGuardOf(store: SessionStore): RepeatGuard {
  const guard = guards.get(store) ?? createRepeatGuard();
  guards.set(store, guard);
  return guard;
}
