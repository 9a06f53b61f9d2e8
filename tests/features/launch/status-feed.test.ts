// @vitest-environment jsdom
// The live status from an Uptime Kuma status page (src/features/launch/status-feed.ts), read from the
// real answers of Uptime Kuma 2.5.3 (tests/fixtures/uptime-kuma-2.5.3/) and variants made from them,
// and what it says of a system's monitor (monitorState, src/features/launch/availability.ts).
import { describe, expect, it } from 'vitest';
import { currentIncidents, type LiveStatus, monitorState, staleBeatMs } from '../../../src/features/launch/availability.ts';
import { beatTime, readStatusPage, statusUrls } from '../../../src/features/launch/status-feed.ts';
import { captured, capturedAt } from '../../support/uptime-kuma.ts';

/** The captured answers read as the browser would have, at the moment the server answered. */
const read = (page = captured('status-page'), beats = captured('heartbeat'), at = capturedAt, serverTime: number | null = capturedAt) =>
  readStatusPage(page, beats, { at, ...(serverTime !== null && { serverTime }) }) as LiveStatus;

/** The captured page without its own maintenance: the monitors' beats speak for themselves. */
const withoutMaintenance = () => ({ ...captured('status-page'), maintenanceList: [] });
const minutes = (n: number) => n * 60_000;

describe('readStatusPage (the answers of Uptime Kuma 2.5.3)', () => {
  it('reads every monitor once, with its newest beat and that beat’s time; the page’s maintenance; its pinned incident', () => {
    const live = read();
    expect(live.at).toBe(capturedAt);
    expect(live.monitors).toEqual([
      { id: 1, name: 'Sistem Akademik', state: 'up', at: Date.UTC(2026, 10, 27, 7, 4, 21, 496) },
      { id: 2, name: 'E-Learning UT', state: 'down', at: Date.UTC(2026, 10, 27, 7, 4, 21, 541) },
      { id: 3, name: 'Karil', state: 'maintenance', at: Date.UTC(2026, 10, 27, 7, 4, 21, 566) },
      { id: 4, name: 'Ujian', state: 'down', at: Date.UTC(2026, 10, 27, 7, 4, 21, 595) },
      { id: 5, name: 'Dup', state: 'down', at: Date.UTC(2026, 10, 27, 7, 4, 21, 616) },
      { id: 6, name: 'Dup', state: 'up', at: Date.UTC(2026, 10, 27, 7, 4, 21, 645) },
    ]);
    expect(live.maintenance).toBe(true);
    expect(live.incidents).toEqual([{ key: '#1', title: 'Gangguan jaringan', content: 'Sedang ditangani', tone: 'warning' }]);
  });

  it('the page’s own maintenance covers every monitor the page lists, though their beats say down (as Uptime Kuma’s page says maintenance)', () => {
    const live = read();
    for (const ref of ['Ujian', 'E-Learning UT', 'Sistem Akademik', 'Karil', 'Dup', 4, 6])
      expect(monitorState(live, ref, capturedAt), String(ref)).toBe('maintenance');
    // A monitor the page does not list is not covered: nothing is said of it.
    expect(monitorState(live, 'Perpustakaan', capturedAt)).toBeUndefined();
    expect(monitorState(live, 7, capturedAt)).toBeUndefined();
  });

  it('without it, each monitor by its beats: by exact name or by id', () => {
    const live = read(withoutMaintenance());
    expect(monitorState(live, 'Sistem Akademik', capturedAt)).toBe('up');
    expect(monitorState(live, 'E-Learning UT', capturedAt)).toBe('down');
    expect(monitorState(live, 'Karil', capturedAt)).toBe('maintenance');
    expect(monitorState(live, 2, capturedAt)).toBe('down');
    expect(monitorState(live, 1, capturedAt)).toBe('up');
    // Names are exact: another case or spacing is another monitor, which the page does not have.
    expect(monitorState(live, 'karil', capturedAt)).toBeUndefined();
    expect(monitorState(live, 'E-Learning', capturedAt)).toBeUndefined();
  });

  it('two monitors with one name: the worse of the two, whichever is read last; each alone by its id', () => {
    const live = read(withoutMaintenance());
    expect(monitorState(live, 'Dup', capturedAt)).toBe('down');
    expect(monitorState(live, 5, capturedAt)).toBe('down');
    expect(monitorState(live, 6, capturedAt)).toBe('up');
    // The same page with the two listed the other way round.
    const swapped = withoutMaintenance();
    swapped.publicGroupList[1].monitorList.reverse();
    expect(monitorState(read(swapped), 'Dup', capturedAt)).toBe('down');
    // Down before maintenance before up.
    const beats = captured('heartbeat');
    beats.heartbeatList['5'].at(-1).status = 3;
    expect(monitorState(read(withoutMaintenance(), beats), 'Dup', capturedAt)).toBe('maintenance');
    beats.heartbeatList['6'].at(-1).status = 0;
    expect(monitorState(read(withoutMaintenance(), beats), 'Dup', capturedAt)).toBe('down');
  });

  it('a pending beat or no beat at all says nothing', () => {
    const beats = captured('heartbeat');
    beats.heartbeatList['2'].at(-1).status = 2;
    beats.heartbeatList['4'] = [];
    delete beats.heartbeatList['1'];
    const live = read(withoutMaintenance(), beats);
    expect(monitorState(live, 'E-Learning UT', capturedAt)).toBeUndefined();
    expect(monitorState(live, 'Ujian', capturedAt)).toBeUndefined();
    expect(monitorState(live, 'Sistem Akademik', capturedAt)).toBeUndefined();
  });
});

describe('stale is not down', () => {
  const newest = Date.UTC(2026, 10, 27, 7, 4, 21, 541); // E-Learning UT's last beat

  it(`a beat older than ${staleBeatMs / 60_000} minutes says nothing, though its last word was down`, () => {
    const live = read(withoutMaintenance());
    expect(monitorState(live, 'E-Learning UT', newest + staleBeatMs)).toBe('down');
    expect(monitorState(live, 'E-Learning UT', newest + staleBeatMs + 1)).toBeUndefined();
  });

  it('a paused monitor (its beats stopped hours ago, the real heartbeat shape with old times) says nothing; the others still do', () => {
    const beats = captured('heartbeat');
    beats.heartbeatList['2'] = [
      { status: 0, time: '2026-11-27 03:59:40.102', msg: '', ping: null },
      { status: 0, time: '2026-11-27 04:00:00.118', msg: '', ping: null },
    ];
    const live = read(withoutMaintenance(), beats);
    expect(monitorState(live, 'E-Learning UT', capturedAt)).toBeUndefined();
    expect(monitorState(live, 'Ujian', capturedAt)).toBe('down');
    // One of two monitors with one name stopped beating: the other one speaks.
    beats.heartbeatList['5'] = beats.heartbeatList['2'];
    expect(monitorState(read(withoutMaintenance(), beats), 'Dup', capturedAt)).toBe('up');
  });

  it('an answer older than the limit says nothing at all: no maintenance, no incident', () => {
    const live = read();
    expect(monitorState(live, 'Ujian', capturedAt + staleBeatMs)).toBe('maintenance');
    expect(currentIncidents(live, capturedAt + staleBeatMs)).toHaveLength(1);
    expect(monitorState(live, 'Ujian', capturedAt + staleBeatMs + 1)).toBeUndefined();
    expect(currentIncidents(live, capturedAt + staleBeatMs + 1)).toEqual([]);
  });

  it('a browser whose clock is off judges the age by the server’s Date header', () => {
    const ahead = capturedAt + minutes(40);
    const live = read(withoutMaintenance(), captured('heartbeat'), ahead, capturedAt);
    expect(monitorState(live, 'E-Learning UT', ahead)).toBe('down');
    expect(monitorState(live, 'E-Learning UT', ahead + staleBeatMs)).toBeUndefined();
    // Without a Date header the browser's clock is all there is: the beats look 40 minutes old.
    expect(monitorState(read(withoutMaintenance(), captured('heartbeat'), ahead, null), 'E-Learning UT', ahead)).toBeUndefined();
  });

  it('reads Uptime Kuma’s time (UTC without a zone) and ISO times with a zone; anything else is no time', () => {
    expect(beatTime('2026-11-27 07:04:21.496')).toBe(Date.UTC(2026, 10, 27, 7, 4, 21, 496));
    expect(beatTime('2026-11-27 07:04:21')).toBe(Date.UTC(2026, 10, 27, 7, 4, 21));
    expect(beatTime('2026-11-27T14:04:21.496+07:00')).toBe(Date.UTC(2026, 10, 27, 7, 4, 21, 496));
    expect(beatTime('2026-11-27T07:04:21.496123Z')).toBe(Date.UTC(2026, 10, 27, 7, 4, 21, 496));
    for (const bad of ['', '27/11/2026 07:04', 'yesterday', '2026-13-45 99:99:99', null, undefined]) expect(beatTime(bad)).toBeUndefined();
    const beats = captured('heartbeat');
    beats.heartbeatList['2'].at(-1).time = 'kemarin';
    expect(monitorState(read(withoutMaintenance(), beats), 'E-Learning UT', capturedAt)).toBeUndefined();
  });
});

describe('maintenances and incidents', () => {
  it('a maintenance that is not under way (a cached answer, another version) covers nothing', () => {
    const page = captured('status-page');
    page.maintenanceList[0].status = 'scheduled';
    expect(read(page).maintenance).toBe(false);
    expect(monitorState(read(page), 'Ujian', capturedAt)).toBe('down');
  });

  it('incidents as up to Uptime Kuma 2.0 sent them: one `incident` or null', () => {
    const { incidents, ...older } = captured('status-page');
    expect(read({ ...older, incident: incidents[0] }).incidents).toEqual([
      { key: '#1', title: 'Gangguan jaringan', content: 'Sedang ditangani', tone: 'warning' },
    ]);
    expect(read({ ...older, incident: null }).incidents).toEqual([]);
    expect(read(older).incidents).toEqual([]);
  });

  it('each incident once, with its words as written (markup stays text); unpinned, inactive or empty ones are not shown', () => {
    const page = captured('status-page');
    const [first] = page.incidents;
    page.incidents = [
      { ...first, id: 3, style: 'info', title: '<b>Ujian</b> dipindah', content: '**Lihat** <img src=x onerror=alert(1)>' },
      first,
      first,
      { ...first, id: 4, pin: false },
      { ...first, id: 5, active: false },
      { ...first, id: 6, title: ' ', content: null },
    ];
    page.incident = first; // a server that sends both
    expect(read(page).incidents).toEqual([
      { key: '#3', title: '<b>Ujian</b> dipindah', content: '**Lihat** <img src=x onerror=alert(1)>', tone: 'info' },
      { key: '#1', title: 'Gangguan jaringan', content: 'Sedang ditangani', tone: 'warning' },
    ]);
  });
});

describe('what is not a status page', () => {
  it('an unknown slug: the page route’s 404 body is an error; its heartbeat route’s empty lists say nothing of any monitor', () => {
    expect(readStatusPage({ status: 'fail', msg: 'Status Page Not Found' }, captured('heartbeat'), { at: capturedAt })).toBeInstanceOf(
      Error,
    );
    const live = read(withoutMaintenance(), { heartbeatList: {}, uptimeList: {} });
    expect(live.monitors.every((m) => m.state === undefined)).toBe(true);
  });

  it('anything else is an error, never a status', () => {
    const at = { at: capturedAt };
    expect(readStatusPage('<!DOCTYPE html><title>Uptime Kuma</title>', captured('heartbeat'), at)).toBeInstanceOf(Error);
    expect(readStatusPage(captured('status-page'), { heartbeatList: 'down' }, at)).toBeInstanceOf(Error);
    expect(readStatusPage({ publicGroupList: [{ monitorList: [{ name: 7 }] }] }, { heartbeatList: {} }, at)).toBeInstanceOf(Error);
    expect(readStatusPage({ ...captured('status-page'), incidents: 'none' }, captured('heartbeat'), at)).toBeInstanceOf(Error);
  });

  it('asks <url>/api/status-page/<slug> and its heartbeats', () => {
    expect(statusUrls({ provider: 'uptime-kuma', url: '/status-feed', slug: 'layanan-ut' })).toEqual({
      page: '/status-feed/api/status-page/layanan-ut',
      heartbeat: '/status-feed/api/status-page/heartbeat/layanan-ut',
    });
  });
});
