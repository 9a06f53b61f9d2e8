// The minute clock that notices on menu items are judged against (planned maintenance, scheduled
// maintenance). Null until the app starts it: the pre-rendered menu is built ahead of time, so it
// shows no notice rather than one that was true at build time. Started, it holds the time of the
// last whole minute and moves at each minute, and at once when the tab is shown again (background
// tabs' timers are slowed), so a window that opens or closes while the page is open shows without
// a reload.
import { atom } from 'jotai/vanilla';
import type { SessionStore } from './store.ts';

const minuteMs = 60_000;

/** Epoch ms of the clock's last tick; null before the app has started it. */
export const clockAtom = atom<number | null>(null);

/** Sets the clock now and at every whole minute; returns a function that stops it. */
export function startClock(store: SessionStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    clearTimeout(timer);
    const now = Date.now();
    store.set(clockAtom, now);
    timer = setTimeout(tick, minuteMs - (now % minuteMs) + 5);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  tick();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
