// M20 of docs/manifest-rules.md (src/model/manifest/rules/m20-valid-status-source.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { base, baseWithStatus, check, checkBeside } from '../../../support/manifest.ts';

const monitored = `systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    monitor: E-Learning UT
    source: https://elearning.ut.ac.id/tentang
`;

/** The base manifest with a status block at `url` (its line: 8). */
const withStatusUrl = (url: string) => check(baseWithStatus.replace('    url: /status-feed\n', `    url: ${url}\n`), { alone: true }).lines;

describe('M20 m20ValidStatusSource', () => {
  it('[M20] needs the portal’s status block for a system’s monitor, pointing at the monitor', () => {
    expect(checkBeside(monitored).lines).toEqual([
      'm.yaml:5:14 STATUS_SOURCE system tuton: monitor "E-Learning UT" names a monitor on the portal\'s status page, but the portal has none; add status: {provider: uptime-kuma, url, slug} to the portal block, or remove the monitor',
    ]);
    expect(checkBeside(monitored, { portal: baseWithStatus }).lines).toEqual([]);
    // A monitor by its id likewise.
    expect(checkBeside(monitored.replace('monitor: E-Learning UT', 'monitor: 4')).lines).toEqual([
      "m.yaml:5:14 STATUS_SOURCE system tuton: monitor 4 names a monitor on the portal's status page, but the portal has none; add status: {provider: uptime-kuma, url, slug} to the portal block, or remove the monitor",
    ]);
    // A status page that no system names a monitor on is allowed (the monitors may come later).
    expect(check(baseWithStatus, { alone: true }).lines).toEqual([]);
  });

  it('[M20] accepts a path on the portal’s own origin and an https address as status.url', () => {
    for (const url of [
      '/status-feed',
      '/status-feed/',
      '/layanan/status',
      'https://status.example.ac.id',
      'https://status.example.ac.id/kuma/',
      'http://localhost:3001',
      'http://127.0.0.1:3001/',
    ]) {
      expect(withStatusUrl(url), url).toEqual([]);
    }
  });

  it('[M20] rejects any other status.url, at the url', () => {
    const at = 'm.yaml:8:10 STATUS_SOURCE portal.status.url';
    expect(
      [
        '//status.example.ac.id',
        '"/\\\\status.example.ac.id"',
        '/',
        '/status-feed?slug=x',
        'https://status.example.ac.id/#top',
        '/status-feed/../api',
        '/status-feed/%2e%2e/api',
        '"/status feed"',
        'status-feed',
        'http://status.example.ac.id',
        'javascript:alert(1)',
        'https://kuma:rahasia@status.example.ac.id',
      ].flatMap(withStatusUrl),
    ).toEqual([
      `${at} "//status.example.ac.id": protocol-relative addresses are not allowed; write a path such as /status-feed, or https://`,
      `${at} "/\\status.example.ac.id": protocol-relative addresses are not allowed; write a path such as /status-feed, or https://`,
      `${at} "/": the status feed needs a path of its own on the portal, such as /status-feed`,
      `${at} "/status-feed?slug=x": the status page address is a base without ?query or #fragment`,
      `${at} "https://status.example.ac.id/#top": the status page address is a base without ?query or #fragment`,
      `${at} "/status-feed/../api": the browser would ask for /api; write a plain path, without "." or ".." segments, backslashes or spaces`,
      `${at} "/status-feed/%2e%2e/api": the browser would ask for /api; write a plain path, without "." or ".." segments, backslashes or spaces`,
      `${at} "/status feed": the browser would ask for /status%20feed; write a plain path, without "." or ".." segments, backslashes or spaces`,
      `${at} "status-feed": write a path on the portal starting with / (such as /status-feed) or an absolute https:// address`,
      `${at} "http://status.example.ac.id": http: is allowed for localhost and 127.0.0.1 only; use https:`,
      `${at} "javascript:alert(1)": the javascript: protocol is not allowed; use https:`,
      `${at} "https://kuma:rahasia@status.example.ac.id": no user name or password in the status page address`,
    ]);
    // A monitor is not reported again when the status block is there but its url is wrong.
    expect(checkBeside(monitored, { portal: baseWithStatus.replace('url: /status-feed', 'url: status-feed') }).lines).toEqual([
      'base.yaml:8:10 STATUS_SOURCE portal.status.url "status-feed": write a path on the portal starting with / (such as /status-feed) or an absolute https:// address',
    ]);
    expect(base).not.toContain('status:');
  });
});
