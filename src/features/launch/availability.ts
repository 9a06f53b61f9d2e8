// Whether the system a menu item launches can be used now: a planned maintenance window from the
// manifest (systems.yaml `maintenance`), or what the university's monitoring says of it (the live
// status, src/features/launch/status-feed.ts). Pure: the caller passes the time and the live status, so the
// menu, the dashboard, the search and the launcher all judge the same way.
import type { MaintenanceWindow, MonitorRef, PortalModel, PortalNode } from '../../model/manifest/model.ts';
import { dayMs } from '../../model/time/jakarta.ts';

/** What the monitoring says of one monitor; a pending or unknown monitor says nothing. */
export type MonitorState = 'up' | 'down' | 'maintenance';

/** One monitor of the status page, as its newest heartbeat left it. */
export interface LiveMonitor {
  id: number;
  name: string;
  /** The newest heartbeat's state; none when pending or without a beat. */
  state?: MonitorState;
  /** When that beat was written, on this browser's clock (epoch ms); none when unreadable. */
  at?: number;
}

/** A pinned incident of the status page: its words as written there, shown as text only. */
export interface StatusIncident {
  /** Its id on the status page (`#1`), or its words when it has none. */
  key: string;
  title: string;
  content: string;
  /** `warning` for Uptime Kuma's warning and danger styles, else `info`. */
  tone: 'info' | 'warning';
}

/** The live status of the portal's status page, as the last poll found it. */
export interface LiveStatus {
  /** When it was answered, on this browser's clock (epoch ms). */
  at: number;
  /** Each monitor the page lists, once (two monitors may share a name). */
  monitors: readonly LiveMonitor[];
  /** A maintenance of the page itself is under way: it covers every monitor the page lists. */
  maintenance: boolean;
  incidents: readonly StatusIncident[];
}

/**
 * How old the newest heartbeat (and the poll's answer) may be and still count: 15 minutes. A
 * monitor that works beats once per interval (Uptime Kuma's default is 60 s; docs/operations.md asks
 * for 5 minutes at most); Uptime Kuma keeps its heartbeat answer for a minute, and the portal asks
 * every 5 minutes (status-poll.ts), so such a beat is at most 5 + 1 + 5 = 11 minutes old when it is
 * judged, and a late check or a slow answer still has 4 minutes. A monitor that no longer beats (paused,
 * or Uptime Kuma itself stopped) then says nothing instead of its last word for ever: stale is not down.
 */
export const staleBeatMs = 15 * 60_000;

/** The monitors `ref` names: the one with that id, or every one with that exact name. */
export const monitorsOf = <M extends { id: number; name: string }>(monitors: readonly M[], ref: MonitorRef): M[] =>
  monitors.filter((m) => (typeof ref === 'number' ? m.id === ref : m.name === ref));

const severity: Record<MonitorState, number> = { up: 0, maintenance: 1, down: 2 };

/**
 * What the monitoring says at `now` of the monitor(s) `ref` names: the page's own maintenance for any
 * monitor it lists, else the worse fresh state of those named (two monitors with one name: down
 * before maintenance before up), else nothing.
 */
export function monitorState(live: LiveStatus | undefined, ref: MonitorRef, now: number): MonitorState | undefined {
  if (!live || now - live.at > staleBeatMs) return undefined;
  const named = monitorsOf(live.monitors, ref);
  if (named.length === 0) return undefined;
  if (live.maintenance) return 'maintenance';
  let worst: MonitorState | undefined;
  for (const { state, at } of named) {
    if (state === undefined || at === undefined || now - at > staleBeatMs) continue;
    if (worst === undefined || severity[state] > severity[worst]) worst = state;
  }
  return worst;
}

/** The status page's pinned incidents at `now`: none once the answer is stale. */
export const currentIncidents = (live: LiveStatus | undefined, now: number): readonly StatusIncident[] =>
  live && now - live.at <= staleBeatMs ? live.incidents : [];

/** The system: its id and its label (systems.yaml), which the question before launching names. */
interface Of {
  system: string;
  label: string;
}

export type Availability =
  /** Under maintenance: a planned window, or (no window) the monitoring says so. */
  | (Of & { kind: 'maintenance'; window?: MaintenanceWindow })
  /** The monitoring finds the system down. */
  | (Of & { kind: 'outage' })
  /** A planned window starts within a day: said quietly, launching is not interrupted. */
  | (Of & { kind: 'upcoming'; window: MaintenanceWindow });

/** How long before a planned window the menu says it is coming. */
const upcomingNoticeMs = dayMs;

/** The system `node` launches (its url's `{system}`), if any. */
const systemOf = (node: Pick<PortalNode, 'behaviour'>): string | undefined =>
  node.behaviour.kind === 'url' ? node.behaviour.system : undefined;

/** The state of system `id` at `now` (epoch ms): planned maintenance first, then the monitoring, then an upcoming window. */
export function systemAvailability(
  model: Pick<PortalModel, 'systems'>,
  id: string,
  now: number,
  live?: LiveStatus,
): Availability | undefined {
  const system = model.systems[id];
  if (!system) return undefined;
  const of = { system: id, label: system.label };
  const windows = system.maintenance ?? [];
  const current = windows.find((w) => now >= w.from && now < w.until);
  if (current) return { ...of, kind: 'maintenance', window: current };
  const monitored = system.monitor === undefined ? undefined : monitorState(live, system.monitor, now);
  if (monitored === 'maintenance') return { ...of, kind: 'maintenance' };
  if (monitored === 'down') return { ...of, kind: 'outage' };
  const next = windows.find((w) => w.from > now && w.from - now <= upcomingNoticeMs);
  return next && { ...of, kind: 'upcoming', window: next };
}

/** The state of the system a menu item launches; undefined for internal pages and systems without news. */
export function availabilityOf(
  model: Pick<PortalModel, 'systems'>,
  node: Pick<PortalNode, 'behaviour'>,
  now: number,
  live?: LiveStatus,
): Availability | undefined {
  const id = systemOf(node);
  return id === undefined ? undefined : systemAvailability(model, id, now, live);
}

/** Whether launching asks first: under maintenance or down (an upcoming window does not interrupt). */
export const interruptsLaunch = (availability: Availability | undefined): availability is Exclude<Availability, { kind: 'upcoming' }> =>
  availability !== undefined && availability.kind !== 'upcoming';
