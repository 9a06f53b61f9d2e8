// A live status as a poll of the status page leaves it (src/features/launch/status-feed.ts), for tests
// that need one without a status page: each monitor with its state, beating at `at`.
import type { LiveStatus, MonitorState } from '../../src/features/launch/availability.ts';

export const liveStatus = (monitors: Record<string, MonitorState>, at = Date.now(), page: Partial<LiveStatus> = {}): LiveStatus => ({
  at,
  monitors: Object.entries(monitors).map(([name, state], index) => ({ id: index + 1, name, state, at })),
  maintenance: false,
  incidents: [],
  ...page,
});
