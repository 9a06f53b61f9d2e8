// Reading an Uptime Kuma public status page: its monitors (`/api/status-page/<slug>`) and their
// latest heartbeats (`/api/status-page/heartbeat/<slug>`), into the live status by monitor name.
// Both answers are checked with zod: anything else is not a status and is never shown as one.
import * as z from 'zod/mini';
import type { StatusSource } from '../../model/manifest/model.ts';
import type { LiveStatus, MonitorState } from './availability.ts';

const monitorSchema = z.looseObject({ id: z.number(), name: z.string() });
const pageSchema = z.looseObject({
  publicGroupList: z.array(z.looseObject({ monitorList: z.array(monitorSchema) })),
});
/** A heartbeat; Uptime Kuma writes 0 (or null) for an empty slot of a status bar with day buckets. */
const beatSchema = z.union([z.looseObject({ status: z.number() }), z.literal(0), z.null()]);
const heartbeatSchema = z.looseObject({ heartbeatList: z.record(z.string(), z.array(beatSchema)) });

/** Uptime Kuma's heartbeat status codes (DOWN 0, UP 1, PENDING 2, MAINTENANCE 3); pending says nothing. */
const states: Partial<Record<number, MonitorState>> = { 0: 'down', 1: 'up', 3: 'maintenance' };

/** The two addresses of one poll. */
export const statusUrls = ({ url, slug }: StatusSource) => {
  const base = `${url}/api/status-page`;
  return { page: `${base}/${encodeURIComponent(slug)}`, heartbeat: `${base}/heartbeat/${encodeURIComponent(slug)}` };
};

/**
 * The live status from the two answers, or an Error saying what was wrong with them. A monitor's
 * state is its latest heartbeat's; a monitor on the page twice (in two groups) is one monitor.
 */
export function readStatusPage(page: unknown, heartbeats: unknown): LiveStatus | Error {
  const monitors = z.safeParse(pageSchema, page);
  if (!monitors.success) return new Error(`status page: ${z.prettifyError(monitors.error)}`);
  const beats = z.safeParse(heartbeatSchema, heartbeats);
  if (!beats.success) return new Error(`heartbeats: ${z.prettifyError(beats.error)}`);
  const live = new Map<string, MonitorState>();
  for (const group of monitors.data.publicGroupList) {
    for (const { id, name } of group.monitorList) {
      const last = beats.data.heartbeatList[String(id)]?.findLast((beat) => beat !== 0 && beat !== null);
      const state = last ? states[last.status] : undefined;
      if (state) live.set(name, state);
    }
  }
  return live;
}
