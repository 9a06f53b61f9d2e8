// The stand-in for every host but this machine (scripts/harness/external-stub.ts), used as
// Firefox's and WebKit's proxy: a plain http request and an https one through CONNECT each get the
// stand-in page, and the address asked for is recorded whole.
import { request as httpRequest } from 'node:http';
import { connect as tlsConnect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_STUB_PAGE, startExternalStub, type ExternalStub } from '../../../scripts/harness/external-stub.ts';

let stub: ExternalStub;
beforeAll(async () => {
  stub = await startExternalStub();
});
afterAll(() => stub.close());

/** GET `url` through the proxy, as a browser's http proxy setting sends it. */
const throughProxy = (url: string) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const req = httpRequest({ host: stub.host, port: stub.port, path: url, headers: { host: new URL(url).host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });

/** GET `path` on https://`host` through a CONNECT tunnel, accepting the stand-in's own certificate (as the browsers are told to). */
const throughTunnel = (host: string, path: string) =>
  new Promise<string>((done, fail) => {
    const req = httpRequest({ host: stub.host, port: stub.port, method: 'CONNECT', path: `${host}:443` });
    req.on('connect', (res, socket) => {
      expect(res.statusCode).toBe(200);
      const secure = tlsConnect({ socket, servername: host, rejectUnauthorized: false }, () => {
        secure.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      secure.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      secure.on('end', () => done(text));
      secure.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });

describe('the external stand-in', () => {
  it('answers a plain http address with its page and records it', async () => {
    const answer = await throughProxy('http://example.test/a?b=1');
    expect(answer).toEqual({ status: 200, body: EXTERNAL_STUB_PAGE });
    expect(stub.requests.at(-1)).toBe('http://example.test/a?b=1');
  });

  it('ends an https tunnel itself and records the whole address, path and query included', async () => {
    const text = await throughTunnel('sinta.kemdiktisaintek.go.id', '/authors?q=Siti%20Rahmawati');
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain(EXTERNAL_STUB_PAGE);
    expect(stub.requests.at(-1)).toBe('https://sinta.kemdiktisaintek.go.id/authors?q=Siti%20Rahmawati');
  });
});
