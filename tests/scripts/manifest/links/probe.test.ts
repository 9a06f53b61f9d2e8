import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultProbeOptions,
  nodeExchange,
  probe,
  probeAll,
  type Exchange,
  type ProbeOptions,
} from '../../../../scripts/manifest/links/probe.ts';
import { lookup, startServers } from '../../../support/link-servers.ts';

let servers: Awaited<ReturnType<typeof startServers>>;
beforeAll(async () => {
  servers = await startServers();
});
afterAll(() => servers.close());
beforeEach(() => servers.reset());

const options: ProbeOptions = { ...defaultProbeOptions, deadlineMs: 2_000, lookup };

describe('asking an address', () => {
  it('asks with HEAD and a User-Agent that names the link check', async () => {
    expect(await probe(servers.url('/ok'), options)).toEqual({ url: servers.url('/ok'), class: 'ok', status: 200, detail: 'ok: 200 OK' });
    expect(servers.seen).toEqual([{ method: 'HEAD', path: '/ok', userAgent: 'PortalDosen-LinkCheck/1.0 (+manifest:links)' }]);
  });

  it('asks again with GET when a server refuses HEAD or drops the connection on it', async () => {
    expect((await probe(servers.url('/head-405'), options)).class).toBe('ok');
    expect((await probe(servers.url('/head-501'), options)).class).toBe('ok');
    expect((await probe(servers.url('/head-drops'), options)).class).toBe('ok');
    expect(servers.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'HEAD /head-405',
      'GET /head-405',
      'HEAD /head-501',
      'GET /head-501',
      'HEAD /head-drops',
      'GET /head-drops',
    ]);
  });

  it('follows redirects: ok on the same origin, redirected elsewhere when they end at another one', async () => {
    expect(await probe(servers.url('/same-origin'), options)).toMatchObject({ class: 'ok', finalUrl: servers.url('/ok') });
    expect(await probe(servers.url('/moved'), options)).toEqual({
      url: servers.url('/moved'),
      class: 'redirected',
      status: 200,
      finalUrl: servers.localhost('/new'),
      detail: `redirected elsewhere: ends at ${servers.localhost('/new')} (200 OK)`,
    });
    expect(await probe(servers.url('/moved-away'), options)).toMatchObject({
      class: 'client-error',
      status: 404,
      detail: `client error: 404 Not Found at ${servers.localhost('/missing')}`,
    });
  });

  it('gives up after 5 redirects', async () => {
    expect(await probe(servers.url('/loop'), options)).toMatchObject({
      class: 'too-many-redirects',
      detail: `more than 5 redirects (the last to ${servers.url('/loop?n=5')})`,
    });
    expect(servers.seen).toHaveLength(6);
  });

  it('reports client and server errors with their status', async () => {
    expect(await probe(servers.url('/missing'), options)).toMatchObject({ class: 'client-error', status: 404 });
    expect(await probe(servers.url('/broken'), options)).toMatchObject({
      class: 'server-error',
      status: 500,
      detail: 'server error: 500 Internal Server Error',
    });
  });

  it('reports a certificate it cannot trust, a refused connection, a name that does not resolve and a silent server', async () => {
    expect(await probe(servers.https, options)).toMatchObject({ class: 'tls', code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(await probe(servers.closed, options)).toMatchObject({ class: 'refused', code: 'ECONNREFUSED' });
    expect(await probe('http://nowhere.invalid/', options)).toEqual({
      url: 'http://nowhere.invalid/',
      class: 'dns',
      code: 'ENOTFOUND',
      detail: 'DNS failure (getaddrinfo ENOTFOUND nowhere.invalid)',
    });
    const started = Date.now();
    expect(await probe(servers.silent, { ...options, deadlineMs: 300 })).toEqual({
      url: servers.silent,
      class: 'timeout',
      detail: 'timeout: no answer within 0.3 s',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps one deadline for the address, the GET fallback included', async () => {
    // HEAD is refused at once; the GET never answers.
    const exchange: Exchange = (_url, method, { signal }) =>
      method === 'HEAD'
        ? Promise.resolve({ status: 405 })
        : new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }))),
          );
    expect(await probe('https://lambat.example.ac.id/', { ...options, deadlineMs: 200, exchange })).toMatchObject({ class: 'timeout' });
  });

  it('asks each address once, at most `concurrency` at a time, and returns the results in order', async () => {
    const urls = ['/slow', '/ok', '/slow', '/missing', '/slow', '/slow'].map((p, i) => `${servers.url(p)}?${i}`);
    const results = await probeAll(urls, { ...options, concurrency: 2 });
    expect(results.map((r) => [r.url, r.class])).toEqual(urls.map((u) => [u, u.includes('/missing') ? 'client-error' : 'ok']));
    expect(servers.seen).toHaveLength(6);
    expect(servers.maxInFlight()).toBe(2);
  });

  it('turns a failure the probe does not know into "other", with its code', async () => {
    const exchange: Exchange = () =>
      Promise.reject(Object.assign(new Error('connect EHOSTUNREACH 10.0.0.1:443'), { code: 'EHOSTUNREACH' }));
    expect(await probe('https://10.0.0.1/', { ...options, exchange })).toMatchObject({
      class: 'other',
      code: 'EHOSTUNREACH',
      detail: 'other network error (connect EHOSTUNREACH 10.0.0.1:443)',
    });
    // A redirect to something that is not http(s): node's exchange refuses to ask it.
    const mailto: Exchange = (url, method, settings) =>
      url.protocol === 'mailto:'
        ? nodeExchange(url, method, settings)
        : Promise.resolve({ status: 302, location: 'mailto:helpdesk@example.ac.id' });
    expect(await probe('https://x.example.ac.id/', { ...options, exchange: mailto })).toMatchObject({
      class: 'other',
      code: 'ERR_UNSUPPORTED_PROTOCOL',
      finalUrl: 'mailto:helpdesk@example.ac.id',
    });
  });
});
