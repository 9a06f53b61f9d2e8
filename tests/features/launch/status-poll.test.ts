// @vitest-environment jsdom
// The one poll of the status page for the whole portal (src/features/launch/status-poll.ts), against
// the local stand-in of Uptime Kuma (scripts/dev/services/status-page.ts) and with a stubbed fetch
// under fake timers.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { startStatusPage, type StatusPage, type StatusPageControl } from '../../../scripts/dev/services/status-page.ts';
import { monitorState } from '../../../src/features/launch/availability.ts';
import { liveStatusAtom } from '../../../src/features/launch/live-status.ts';
import { startStatusPoll, statusDeadlineMs, statusPollMs } from '../../../src/features/launch/status-poll.ts';
import { liveStatus } from '../../support/live-status.ts';

describe('startStatusPoll (against the stand-in status page)', () => {
  let server: StatusPage;
  const control = (wanted: StatusPageControl) =>
    fetch(`${server.url}/__control`, { method: 'POST', body: JSON.stringify(wanted) }).then((r) => r.json());
  const requests = (): Promise<{ path: string }[]> => fetch(`${server.url}/__control/requests`).then((r) => r.json());
  let stop: (() => void) | undefined;
  const poll = (slug = 'kampus') => {
    const store = createStore();
    stop = startStatusPoll(store, { provider: 'uptime-kuma', url: server.url, slug });
    return store;
  };
  const settled = (store: ReturnType<typeof createStore>) => vi.waitFor(() => expect(store.get(liveStatusAtom)).toBeDefined());

  beforeAll(async () => {
    server = await startStatusPage({ slugs: ['kampus'] });
  });
  afterAll(() => server.close());
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it('one poll is the page and its heartbeats, never a request per system', async () => {
    await control({ monitors: { 'Sistem Akademik': 'down', 3: 'maintenance' }, incidents: [{ title: 'Gangguan', content: 'Ditangani' }] });
    const store = poll();
    await settled(store);
    const live = store.get(liveStatusAtom);
    expect(monitorState(live, 'Sistem Akademik', Date.now())).toBe('down');
    expect(monitorState(live, 'Karil', Date.now())).toBe('maintenance');
    expect(monitorState(live, 'E-Learning UT', Date.now())).toBe('up');
    expect(live?.incidents).toMatchObject([{ title: 'Gangguan', content: 'Ditangani' }]);
    expect((await requests()).map((r) => r.path).sort()).toEqual(['/api/status-page/heartbeat/kampus', '/api/status-page/kampus']);
  });

  it.each([
    ['error', /HTTP 503/],
    ['malformed', /JSON/],
    ['wrong-shape', /status page|heartbeats/],
    ['unreachable', /fetch|network|socket|terminated/i],
  ] as const)('a feed that answers %s shows nothing and is logged once', async (feed, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await control({ feed, monitors: { 'Sistem Akademik': 'down' } });
    const store = createStore();
    store.set(liveStatusAtom, liveStatus({ 'Sistem Akademik': 'down' })); // from an earlier poll
    stop = startStatusPoll(store, { provider: 'uptime-kuma', url: server.url, slug: 'kampus' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(store.get(liveStatusAtom)).toBeUndefined();
    expect(String(warn.mock.calls[0]![0])).toMatch(logged);
  });

  it('a slug the status page does not have is its 404, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await control({});
    const store = poll('layanan');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(String(warn.mock.calls[0]![0])).toMatch(/api\/status-page\/layanan answered HTTP 404/);
    expect(store.get(liveStatusAtom)).toBeUndefined();
  });
});

describe('startStatusPoll timing (fake timers, a stubbed fetch)', () => {
  const source = { provider: 'uptime-kuma', url: '/status-feed', slug: 'kampus' } as const;
  /** The real shapes, the beat written at the moment of the answer. */
  const okAnswer = (url: string) =>
    Response.json(
      url.includes('heartbeat')
        ? { heartbeatList: { 1: [{ status: 0, time: new Date().toISOString().slice(0, 23).replace('T', ' '), msg: '', ping: null }] } }
        : {
            publicGroupList: [{ id: 1, name: 'Layanan', monitorList: [{ id: 1, name: 'E-Learning' }] }],
            incidents: [],
            maintenanceList: [],
          },
    );
  let answer: (url: string, signal: AbortSignal) => Promise<Response>;
  const asked: string[] = [];
  let stop: (() => void) | undefined;

  beforeAll(() => {
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      asked.push(url);
      return answer(url, init.signal!);
    });
  });
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    stop?.();
    asked.length = 0;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** Never answers; gives up when aborted, as fetch does. */
  const silent = (_url: string, signal: AbortSignal) =>
    new Promise<Response>((_, fail) => signal.addEventListener('abort', () => fail(signal.reason), { once: true }));

  it('a feed past the 5-second deadline shows nothing; every 5 minutes it asks again, logging again only after an answer', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = silent;
    const store = createStore();
    stop = startStatusPoll(store, source);
    expect(asked).toEqual(['/status-feed/api/status-page/kampus', '/status-feed/api/status-page/heartbeat/kampus']);
    await vi.advanceTimersByTimeAsync(statusDeadlineMs - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/no answer within 5 s/);
    expect(store.get(liveStatusAtom)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(statusPollMs - statusDeadlineMs - 1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1 + statusDeadlineMs);
    expect(asked).toHaveLength(4); // the next poll, 5 minutes after the first began
    expect(warn).toHaveBeenCalledTimes(1); // still failing: not logged again

    answer = async (url) => okAnswer(url);
    await vi.advanceTimersByTimeAsync(statusPollMs);
    expect(monitorState(store.get(liveStatusAtom), 'E-Learning', Date.now())).toBe('down');
    answer = silent;
    await vi.advanceTimersByTimeAsync(statusPollMs + statusDeadlineMs);
    expect(warn).toHaveBeenCalledTimes(2); // it had answered in between
  });

  it('a hidden tab is not polled; shown again, it catches up at once', async () => {
    vi.useFakeTimers();
    answer = async (url) => okAnswer(url);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    stop = startStatusPoll(createStore(), source);
    await vi.advanceTimersByTimeAsync(0);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(3 * statusPollMs);
    expect(asked).toHaveLength(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(4);
  });
});
