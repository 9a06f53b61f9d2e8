// Failures the local portal API never produces, from a node:http stub on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiMessages } from '../../../src/platform/session/api-error.ts';
import type { ApiConfig } from '../../../src/platform/session/http.ts';
import { PortalApiError, getCurrentUser, getJson, loginSso } from '../../../src/platform/session/portal-api.ts';
import { appSessionStore, authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { withPortal } from '../../support/portal-store.ts';
import { closedPort, json, startStubServer, text, type StubServer } from '../../support/session/stub-server.ts';

let stub: StubServer;
const config = (name: string, timeoutMs = 2000): ApiConfig => ({ baseUrl: stub.base(name), timeoutMs });

// Wrong shapes are logged for developers (checked below); keep the test output readable.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  withPortal(appSessionStore()); // calls without a store use the app's
  stub = await startStubServer({
    'token-root': json(200, { token: 'T-root', message: 'Login berhasil' }),
    'token-data': json(200, { data: 'T-data' }),
    'token-nested': json(200, { data: { token: 'T-nested' } }),
    'token-empty': json(200, { token: '' }),
    'no-token': json(200, { message: 'Login berhasil' }),
    'data-message': json(422, { data: { message: 'NIP tidak terdaftar' } }),
    'bare-500': (res) => res.writeHead(500).end(),
    'html-502': text(502, '<html><body>Bad gateway</body></html>'),
    'html-200': text(200, '<!doctype html><title>Maintenance</title>'),
    'plain-403': text(403, 'Forbidden', 'text/plain'),
    'json-401': json(401, {}),
    never: () => {}, // accepts the request and never answers
    'stall-body': (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"token":');
    },
    'user-flags': json(200, { data: { nip: 19851, nama: 'Dr. Siti, M.Pd.', statusAsesor: 1, accessLkam: '0', idLevel: 2, email: null } }),
    'user-null': json(200, { data: null }),
    'user-list': json(200, { data: [{ nip: '1' }] }),
  });
});
afterAll(() => stub?.close());

async function failure(promise: Promise<unknown>): Promise<PortalApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalApiError);
  return error as PortalApiError;
}

describe('login-sso answer shapes', () => {
  it.each([
    ['token-root', 'T-root'],
    ['token-data', 'T-data'],
    ['token-nested', 'T-nested'],
  ])('%s → the portal token', async (name, token) => {
    expect(await loginSso('sso', config(name))).toBe(token);
    expect(stub.seen.at(-1)).toMatchObject({ method: 'POST', path: `/${name}/login-sso`, authorization: 'Bearer sso' });
  });

  it.each(['token-empty', 'no-token'])('%s is a wrong shape, not an empty session', async (name) => {
    const error = await failure(loginSso('sso', config(name)));
    expect(error).toMatchObject({ kind: 'format', message: apiMessages.wrongShape('Portal Dosen', 'login-sso') });
    expect(consoleError).toHaveBeenLastCalledWith('[portal-api] unexpected answer', expect.any(Error));
  });
});

describe('errors become clear Indonesian messages', () => {
  it('an error body with data.message shows that message', async () => {
    expect(await failure(loginSso('sso', config('data-message')))).toMatchObject({ status: 422, message: 'NIP tidak terdaftar' });
  });

  it.each([
    ['bare-500', 500, 'Server Portal Dosen sedang bermasalah (HTTP 500). Silakan coba lagi nanti.'],
    ['html-502', 502, 'Server Portal Dosen sedang bermasalah (HTTP 502). Silakan coba lagi nanti.'],
    ['plain-403', 403, apiMessages.status('Portal Dosen', 403)],
    ['json-401', 401, apiMessages.status('Portal Dosen', 401)],
  ])('%s without a message → a status message', async (name, status, message) => {
    expect(await failure(loginSso('sso', config(name)))).toMatchObject({ kind: 'http', status, message });
  });

  it('a 200 that is not JSON', async () => {
    expect(await failure(loginSso('sso', config('html-200')))).toMatchObject({
      kind: 'format',
      message: apiMessages.notJson('Portal Dosen'),
    });
  });

  it('a server that never answers times out', async () => {
    const started = Date.now();
    const error = await failure(loginSso('sso', config('never', 300)));
    expect(error).toMatchObject({ kind: 'timeout', status: null, message: apiMessages.timeout('Portal Dosen', 1) });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a body that stalls half-way times out too', async () => {
    expect(await failure(loginSso('sso', config('stall-body', 300)))).toMatchObject({ kind: 'timeout' });
  });

  it('a closed port is a network failure', async () => {
    const error = await failure(loginSso('sso', { baseUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 }));
    expect(error).toMatchObject({ kind: 'network', status: null, message: apiMessages.network('Portal Dosen') });
  });
});

describe('the current user', () => {
  it('accepts 0/1 flags and numeric ids, giving the session types', async () => {
    expect(await getCurrentUser('t', config('user-flags'))).toEqual({
      nip: '19851',
      nama: 'Dr. Siti, M.Pd.',
      statusAsesor: true,
      accessLkam: false,
      idLevel: 2,
    });
  });

  it.each(['user-list', 'token-root'])('%s is a wrong shape', async (name) => {
    expect(await failure(getCurrentUser('t', config(name)))).toMatchObject({ kind: 'format' });
  });

  it('a user of null says the token belongs to nobody: a refusal, like a 401', async () => {
    expect(await failure(getCurrentUser('t', config('user-null')))).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe("getJson and the caller's abort", () => {
  it('an abort by the caller rejects with the abort, not a message, and keeps the session', async () => {
    const store = withPortal();
    store.set(authAtom, { ...signedOut, token: 't' });
    const controller = new AbortController();
    const pending = getJson('x', z.unknown(), { store, signal: controller.signal, apiConfig: config('never', 5000) });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(PortalApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(store.get(authAtom).token).toBe('t');
  });

  it('a non-401 failure keeps the session', async () => {
    const store = withPortal();
    store.set(authAtom, { ...signedOut, token: 't' });
    await failure(getJson('x', z.unknown(), { store, apiConfig: config('bare-500') }));
    expect(store.get(authAtom).token).toBe('t');
  });
});
