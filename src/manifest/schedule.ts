// Time windows of menu nodes and announcements. Pure: the caller passes the current time.
import type { TimeWindow } from './model.ts';

/** Whether `now` (epoch ms) lies inside the window: `from` inclusive, `until` exclusive. */
export const isWithin = (window: TimeWindow | undefined, now: number): boolean =>
  !window || ((window.from === undefined || now >= window.from) && (window.until === undefined || now < window.until));
