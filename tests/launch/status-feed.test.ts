// @vitest-environment jsdom
// The live status from an Uptime Kuma status page (src/features/launch/status-feed.ts) and its one poll for
// the whole portal (src/features/launch/status-poll.ts), against the local stand-in status page.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { startStatusPage, type StatusPage, type StatusPageControl } from '../../scripts/dev-services/status-page.ts';
import { liveStatusAtom } from '../../src/features/launch/live-status.ts';
import { readStatusPage, statusUrls } from '../../src/features/launch/status-feed.ts';
import { startStatusPoll, statusDeadlineMs, statusPollMs } from '../../src/features/launch/status-poll.ts';

const page = (monitors: { id: number; name: string }[]) => ({ publicGroupList: [{ id: 1, name: 'Layanan', monitorList: monitors }] });

describe('readStatusPage', () => {
  it('maps each monitor by name to its latest heartbeat: down, up, maintenance; pending and no beats say nothing', () => {
    const monitors = page([
      { id: 1, name: 'E-Learning' },
      { id: 2, name: 'Ujian' },
      { id: 3, name: 'Karil' },
      { id: 4, name: 'Baru' },
      { id: 5, name: 'Kosong' },
    ]);
    const beats = {
      heartbeatList: {
        1: [{ status: 1 }, { status: 0 }],
        2: [{ status: 0 }, { status: 1 }, 0],
        3: [{ status: 3, time: '2026-11-25 06:00:00', msg: '' }],
        4: [{ status: 2 }],
        5: [],
      },
      uptimeList: {},
    };
    expect(readStatusPage(monitors, beats)).toEqual(
      new Map([
        ['E-Learning', 'down'],
        ['Ujian', 'up'],
        ['Karil', 'maintenance'],
      ]),
    );
  });

  it('a monitor in two groups is one monitor', () => {
    const twice = { publicGroupList: [page([{ id: 1, name: 'A' }]).publicGroupList[0], { monitorList: [{ id: 1, name: 'A' }] }] };
    expect(readStatusPage(twice, { heartbeatList: { 1: [{ status: 0 }] } })).toEqual(new Map([['A', 'down']]));
  });

  it('anything else is an error, never a status', () => {
    expect(readStatusPage('<!doctype html>', { heartbeatList: {} })).toBeInstanceOf(Error);
    expect(readStatusPage(page([{ id: 1, name: 'A' }]), { heartbeatList: 'down' })).toBeInstanceOf(Error);
    expect(readStatusPage({ publicGroupList: [{ monitorList: [{ name: 7 }] }] }, { heartbeatList: {} })).toBeInstanceOf(Error);
  });

  it('asks <url>/api/status-page/<slug> and its heartbeats', () => {
    expect(statusUrls({ provider: 'uptime-kuma', url: '/status-feed', slug: 'layanan-ut' })).toEqual({
      page: '/status-feed/api/status-page/layanan-ut',
      heartbeat: '/status-feed/api/status-page/heartbeat/layanan-ut',
    });
  });
});

describe('startStatusPoll (against the stand-in status page)', () => {
  let server: StatusPage;
  const control = (wanted: StatusPageControl) =>
    fetch(`${server.url}/__control`, { method: 'POST', body: JSON.stringify(wanted) }).then((r) => r.json());
  const requests = (): Promise<{ path: string }[]> => fetch(`${server.url}/__control/requests`).then((r) => r.json());
  let stop: (() => void) | undefined;
  const poll = () => {
    const store = createStore();
    stop = startStatusPoll(store, { provider: 'uptime-kuma', url: `${server.url}`, slug: 'kampus' });
    return store;
  };
  const settled = (store: ReturnType<typeof createStore>) => vi.waitFor(() => expect(store.get(liveStatusAtom)).toBeDefined());

  beforeAll(async () => {
    server = await startStatusPage({ monitors: ['Sistem Akademik', 'E-Learning'] });
  });
  afterAll(() => server.close());
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('one poll is the page and its heartbeats, never a request per system', async () => {
    await control({ monitors: { 'Sistem Akademik': 'down', 'E-Learning': 'maintenance' } });
    const store = poll();
    await settled(store);
    expect(store.get(liveStatusAtom)).toEqual(
      new Map([
        ['Sistem Akademik', 'down'],
        ['E-Learning', 'maintenance'],
      ]),
    );
    expect((await requests()).map((r) => r.path).sort()).toEqual(['/api/status-page/heartbeat/kampus', '/api/status-page/kampus']);
  });

  it.each([
    ['error', /HTTP 500/],
    ['malformed', /JSON/],
    ['wrong-shape', /status page|heartbeats/],
    ['unreachable', /fetch|network|socket|terminated/i],
  ] as const)('a feed that answers %s shows nothing and is logged once', async (feed, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await control({ feed, monitors: { 'Sistem Akademik': 'down' } });
    const store = createStore();
    store.set(liveStatusAtom, new Map([['Sistem Akademik', 'down']])); // from an earlier poll
    stop = startStatusPoll(store, { provider: 'uptime-kuma', url: server.url, slug: 'kampus' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(store.get(liveStatusAtom)).toBeUndefined();
    expect(String(warn.mock.calls[0]![0])).toMatch(logged);
  });
});

describe('startStatusPoll timing (fake timers, a stubbed fetch)', () => {
  const source = { provider: 'uptime-kuma', url: '/status-feed', slug: 'kampus' } as const;
  const okAnswer = (url: string) =>
    Response.json(url.includes('heartbeat') ? { heartbeatList: { 1: [{ status: 0 }] } } : page([{ id: 1, name: 'E-Learning' }]));
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
    expect(store.get(liveStatusAtom)).toEqual(new Map([['E-Learning', 'down']]));
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
