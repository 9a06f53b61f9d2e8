// Whether the system a menu item launches can be used now: a planned maintenance window from the
// manifest (systems.yaml `maintenance`), or what the university's monitoring says of it (the live
// status, src/features/launch/status-feed.ts). Pure: the caller passes the time and the live status, so the
// menu, the dashboard, the search and the launcher all judge the same way.
import type { MaintenanceWindow, PortalModel, PortalNode } from '../../model/manifest/model.ts';
import { dayMs } from '../../model/time/jakarta.ts';

/** What the monitoring says of one monitor; a pending or unknown monitor says nothing. */
export type MonitorState = 'up' | 'down' | 'maintenance';

/** The live status of the portal's monitors, by monitor name. */
export type LiveStatus = ReadonlyMap<string, MonitorState>;

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
  const monitored = system.monitor === undefined ? undefined : live?.get(system.monitor);
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
