// One poll of the portal's status page for the whole portal (never a request per system, never from
// the browser to a system itself): when the app has loaded, then every 5 minutes while the tab is
// visible, each under a 5-second deadline. A feed that fails, is late or answers nonsense clears the
// live status (nothing is shown, nothing is interrupted) and is logged once until it answers again.
// Loaded on its own after the page has loaded (src/app/start.tsx), so it never delays the menu,
// the sign-in or a launch.
import { withDeadline } from '../../platform/core/deadline.ts';
import type { SessionStore } from '../../platform/core/store.ts';
import type { StatusSource } from '../../model/manifest/model.ts';
import { liveStatusAtom } from './live-status.ts';
import { readStatusPage, statusUrls } from './status-feed.ts';

export const statusPollMs = 5 * 60 * 1000;
export const statusDeadlineMs = 5_000;

async function getJson(url: string, signal: AbortSignal): Promise<{ body: unknown; date: number }> {
  const response = await fetch(url, { signal, credentials: 'omit', cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return { body: await response.json(), date: Date.parse(response.headers.get('date') ?? '') };
}

/** Starts polling `source` into the store's live status; returns a function that stops it. */
export function startStatusPoll(store: SessionStore, source: StatusSource): () => void {
  const urls = statusUrls(source);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPoll = Number.NEGATIVE_INFINITY;
  let polling = false;
  let logged = false;

  const fail = (reason: string) => {
    store.set(liveStatusAtom, undefined);
    if (!logged) console.warn(`[status] no live status: ${reason}`);
    logged = true;
  };

  const poll = async () => {
    if (polling) return;
    polling = true;
    lastPoll = Date.now();
    const result = await withDeadline(statusDeadlineMs, undefined, (signal) =>
      Promise.all([getJson(urls.page, signal), getJson(urls.heartbeat, signal)]),
    );
    polling = false;
    if (result.outcome === 'done') {
      const [page, heartbeats] = result.value;
      // The heartbeats' times are the server's: its Date header (nginx's own) places them on this browser's clock.
      const live = readStatusPage(page.body, heartbeats.body, {
        at: Date.now(),
        ...(!Number.isNaN(heartbeats.date) && { serverTime: heartbeats.date }),
      });
      if (live instanceof Error) fail(live.message);
      else {
        store.set(liveStatusAtom, live);
        logged = false;
      }
    } else if (result.outcome === 'timeout') fail(`${urls.page} gave no answer within ${statusDeadlineMs / 1000} s`);
    else if (result.outcome === 'failed') fail(String((result.error as Error)?.message ?? result.error));
    schedule();
  };

  // A hidden tab is not polled: it catches up as soon as it is shown again.
  const schedule = () => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible') return;
    timer = setTimeout(() => void poll(), Math.max(0, lastPoll + statusPollMs - Date.now()));
  };
  const onVisibility = () => schedule();

  document.addEventListener('visibilitychange', onVisibility);
  void poll();
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
