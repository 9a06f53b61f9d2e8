// The agenda's one request: Microsoft Graph's calendarView with the calendar token (token2),
// under the deployment's API deadline. A caller's abort rejects; every other outcome is a result.
import { withDeadline } from '../../../platform/core/deadline.ts';
import { env } from '../../../platform/core/env.ts';
import { nextTask } from '../../../platform/core/next-task.ts';
import { agendaRange, calendarViewUrl, preferJakarta, type AgendaEvent, type AgendaRange } from './agenda.ts';

/** The answer's reader, with its schema built: its code is loaded, and the schema built, in tasks of their own. */
const answerReader = () =>
  import('../../../platform/graph/calendar-view.ts').then(async (reader) => {
    await nextTask();
    reader.calendarViewAnswer();
    return reader.readAgenda;
  });

export interface CalendarConfig {
  graphUrl: string;
  timeoutMs: number;
}

export type ErrorReason =
  | { reason: 'network' }
  | { reason: 'timeout'; seconds: number }
  | { reason: 'status'; httpStatus: number }
  | { reason: 'format' };

export type AgendaResult =
  | { status: 'ready'; events: AgendaEvent[]; range: AgendaRange }
  | { status: 'refused'; httpStatus: 401 | 403 }
  | ({ status: 'error' } & ErrorReason);

/**
 * One calendarView request with token2. A caller's abort rejects; every other outcome is a result.
 * The answer's reader (its code, the schema library, the schema) is loaded and built while the
 * request is out, and the answer read in a task of its own: each a task the browser can answer a
 * click between, where they were one task of about 50 ms at CPU 4× on the first visit, just after
 * the app took over; and none of it is in the code the first screen waits for. A reader that cannot
 * load (offline, without the service worker) is a network failure: the card offers to try again.
 */
export async function loadAgenda(config: CalendarConfig, token: string, now: number, signal?: AbortSignal): Promise<AgendaResult> {
  const range = agendaRange(now);
  const reader = nextTask().then(answerReader);
  reader.catch(() => undefined); // a request that fails first is the outcome; the reader's failure is then nobody's
  const result = await withDeadline(config.timeoutMs, signal, async (requestSignal): Promise<AgendaResult> => {
    const response = await fetch(calendarViewUrl(config.graphUrl, range), {
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, prefer: preferJakarta },
      signal: requestSignal,
    });
    if (response.status === 401 || response.status === 403) return { status: 'refused', httpStatus: response.status };
    if (!response.ok) return { status: 'error', reason: 'status', httpStatus: response.status };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const readAgenda = await reader;
    await nextTask();
    const events = readAgenda(body);
    if (!events) {
      console.error('[agenda] unexpected calendarView answer', body); // a contract change: developers need it
      return { status: 'error', reason: 'format' };
    }
    return { status: 'ready', events, range };
  });
  switch (result.outcome) {
    case 'done':
      return result.value;
    case 'aborted':
      throw result.reason;
    case 'timeout':
      return { status: 'error', reason: 'timeout', seconds: Math.ceil(config.timeoutMs / 1000) };
    case 'failed':
      return { status: 'error', reason: 'network' };
  }
}

/** The deployment's calendar settings; null when it has no calendar (no scopes) or no configuration. */
export function calendarConfig(): CalendarConfig | null {
  try {
    const { VITE_CALENDAR_SCOPES, VITE_GRAPH_URL, VITE_API_TIMEOUT_MS } = env();
    return VITE_CALENDAR_SCOPES.length ? { graphUrl: VITE_GRAPH_URL, timeoutMs: VITE_API_TIMEOUT_MS } : null;
  } catch {
    return null; // src/app/start.tsx shows the configuration problem
  }
}
