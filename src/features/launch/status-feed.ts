// Reading an Uptime Kuma public status page: its monitors, active maintenances and pinned incidents
// (`/api/status-page/<slug>`) and their latest heartbeats (`/api/status-page/heartbeat/<slug>`), as
// Uptime Kuma 2.5 answers them (tests/fixtures/uptime-kuma-2.5.3/). Both answers are checked with
// zod: anything else is not a status and is never shown as one.
import * as z from 'zod/mini';
import type { StatusSource } from '../../model/manifest/model.ts';
import type { LiveMonitor, LiveStatus, MonitorState, StatusIncident } from './availability.ts';

const monitorSchema = z.looseObject({ id: z.number(), name: z.string() });
const text = z.optional(z.nullable(z.string()));
const incidentSchema = z.looseObject({
  id: z.optional(z.number()),
  style: text,
  title: text,
  content: text,
  pin: z.optional(z.boolean()),
  active: z.optional(z.boolean()),
});
const pageSchema = z.looseObject({
  publicGroupList: z.array(z.looseObject({ monitorList: z.array(monitorSchema) })),
  // Only the maintenances under way are listed (Uptime Kuma's StatusPage.getMaintenanceList).
  maintenanceList: z.optional(z.array(z.looseObject({ status: z.optional(z.string()) }))),
  // 2.x: every pinned active incident, newest first; up to 2.0 one `incident` or null.
  incidents: z.optional(z.array(incidentSchema)),
  incident: z.optional(z.nullable(incidentSchema)),
});
/** A heartbeat: `time` is the server's UTC without a zone. Older versions wrote 0 or null for an empty slot. */
const beatSchema = z.union([z.looseObject({ status: z.number(), time: z.optional(z.nullable(z.string())) }), z.literal(0), z.null()]);
const heartbeatSchema = z.looseObject({ heartbeatList: z.record(z.string(), z.array(beatSchema)) });

/** Uptime Kuma's heartbeat status codes (DOWN 0, UP 1, PENDING 2, MAINTENANCE 3); pending says nothing. */
const states: Partial<Record<number, MonitorState>> = { 0: 'down', 1: 'up', 3: 'maintenance' };

/** The two addresses of one poll. */
export const statusUrls = ({ url, slug }: StatusSource) => {
  const base = `${url}/api/status-page`;
  return { page: `${base}/${encodeURIComponent(slug)}`, heartbeat: `${base}/heartbeat/${encodeURIComponent(slug)}` };
};

/**
 * A heartbeat's time in epoch ms. Uptime Kuma writes its database's UTC time without a zone
 * (`2026-11-27 07:04:21.496`); an ISO time with a zone is read as written. Undefined when unreadable.
 */
export function beatTime(time: string | null | undefined): number | undefined {
  const parts = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/.exec(time ?? '');
  if (!parts) return undefined;
  const [, day, clock, zone] = parts;
  const ms = Date.parse(`${day}T${clock!.replace(/(\.\d{3})\d+$/, '$1')}${zone ?? 'Z'}`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** How the status page's answers are placed in time on this browser. */
export interface AnswerTime {
  /** When the answers came, on this browser's clock (epoch ms). */
  at: number;
  /**
   * The server's time at the answer (its `Date` header), when readable: the heartbeats' times are
   * moved by the difference, so a browser whose clock is off still judges their age right.
   */
  serverTime?: number;
}

function incidentsOf(page: z.infer<typeof pageSchema>): StatusIncident[] {
  const all = [...(page.incidents ?? []), ...(page.incident ? [page.incident] : [])];
  const seen = new Set<string>();
  const shown: StatusIncident[] = [];
  for (const incident of all) {
    if (incident.pin === false || incident.active === false) continue;
    const title = incident.title?.trim() ?? '';
    const content = incident.content?.trim() ?? '';
    const key = incident.id === undefined ? `${title}\n${content}` : `#${incident.id}`;
    if ((!title && !content) || seen.has(key)) continue;
    seen.add(key);
    shown.push({ key, title, content, tone: incident.style === 'danger' || incident.style === 'warning' ? 'warning' : 'info' });
  }
  return shown;
}

/**
 * The live status from the two answers, or an Error saying what was wrong with them. A monitor's
 * state is its newest heartbeat's, with that beat's time (how old it is counts when it is shown:
 * availability.ts); a monitor on the page twice (in two groups) is one monitor; two monitors with one
 * name stay two.
 */
export function readStatusPage(page: unknown, heartbeats: unknown, time: AnswerTime): LiveStatus | Error {
  const read = z.safeParse(pageSchema, page);
  if (!read.success) return new Error(`status page: ${z.prettifyError(read.error)}`);
  const beats = z.safeParse(heartbeatSchema, heartbeats);
  if (!beats.success) return new Error(`heartbeats: ${z.prettifyError(beats.error)}`);
  const shift = time.serverTime === undefined ? 0 : time.at - time.serverTime;
  const monitors = new Map<number, LiveMonitor>();
  for (const group of read.data.publicGroupList) {
    for (const { id, name } of group.monitorList) {
      if (monitors.has(id)) continue;
      const last = beats.data.heartbeatList[String(id)]?.findLast((beat) => beat !== 0 && beat !== null);
      const state = last ? states[last.status] : undefined;
      const written = last ? beatTime(last.time) : undefined;
      monitors.set(id, { id, name, ...(state && { state }), ...(written !== undefined && { at: written + shift }) });
    }
  }
  return {
    at: time.at,
    monitors: [...monitors.values()],
    maintenance: (read.data.maintenanceList ?? []).some((m) => m.status === undefined || m.status === 'under-maintenance'),
    incidents: incidentsOf(read.data),
  };
}
