// The portal API client over real HTTP on 127.0.0.1: the local portal API (dev services) for the
// real answers, a stub server for the failures the real one never produces.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DevServices } from '../../../scripts/dev/services/index.ts';
import { MESSAGES, PORTAL_TOKEN_MESSAGES, SSO_TOKEN_MESSAGES } from '../../../scripts/dev/services/portal-routes.ts';
import { PortalApiError, getCurrentUser, getJson, loginSso } from '../../../src/platform/session/portal-api.ts';
import { authAtom, signOutReasonAtom, signedOut } from '../../../src/platform/session/state.ts';
import { withPortal } from '../../support/portal-store.ts';
import { startDevApi, ssoToken } from '../../support/session/dev-api.ts';

let services: DevServices;

// Wrong shapes are logged for developers (checked below); keep the test output readable.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  services = await startDevApi();
});
afterAll(() => services?.close());

/** The rejection of `promise`, which must be a PortalApiError. */
async function failure(promise: Promise<unknown>): Promise<PortalApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalApiError);
  return error as PortalApiError;
}

describe('against the local portal API', () => {
  it('login-sso exchanges an SSO access token for a portal token, which loads the user', async () => {
    const token = await loginSso(await ssoToken(services, 'asesor'));
    expect(token).toMatch(/^eyJ/);
    const user = await getCurrentUser(token);
    expect(user).toMatchObject({
      nip: '198503122010122001',
      nama: 'Dr. Siti Rahmawati, M.Pd.',
      namaTanpaGelar: 'Siti Rahmawati',
      statusAsesor: true,
      accessLkam: true,
      idLevel: '1',
      fakultas: 'Fakultas Keguruan dan Ilmu Pendidikan', // fields R-API-2 does not list are kept
    });
  });

  it("a refused lecturer gets the server's own message and status", async () => {
    const error = await failure(loginSso(await ssoToken(services, 'ditolak')));
    expect(error).toMatchObject({ status: 403, kind: 'http', message: MESSAGES.refused });
  });

  it('a token for another API is refused with the server message', async () => {
    const error = await failure(loginSso(await ssoToken(services, 'asesor', 'api://graph-dev')));
    expect(error).toMatchObject({ status: 401, message: SSO_TOKEN_MESSAGES['wrong-audience'] });
  });

  it('get-data-from-token failures carry the server message', async () => {
    const broken = await loginSso(await ssoToken(services, 'profil-gagal'));
    expect(await failure(getCurrentUser(broken))).toMatchObject({ status: 500, message: MESSAGES.profileFailed });
    expect(await failure(getCurrentUser('not-a-token'))).toMatchObject({ status: 401, message: PORTAL_TOKEN_MESSAGES.invalid });
  });

  it('getJson sends the portal token and the query, and checks the shape', async () => {
    const store = withPortal();
    store.set(authAtom, { ...signedOut, token: await loginSso(await ssoToken(services, 'dosen')) });
    const rows = z.object({ data: z.array(z.object({ kodeMataKuliah: z.string(), masa: z.string() })) });
    const { data } = await getJson('asesmen/kisi-kisi', rows, { store, query: { masa: '2025.2', mataKuliah: undefined } });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((row) => row.masa === '2025.2')).toBe(true);

    const wrong = z.object({ data: z.array(z.object({ kodeMataKuliah: z.number() })) });
    const error = await failure(getJson('asesmen/kisi-kisi', wrong, { store }));
    expect(error.kind).toBe('format');
    expect(error.message).toContain('tidak sesuai format');
    expect(consoleError).toHaveBeenCalledWith(
      '[portal-api] unexpected answer',
      expect.objectContaining({ message: expect.stringContaining('data.0.kodeMataKuliah') }),
    );
    expect(store.get(authAtom).token).not.toBeNull(); // a wrong shape is no reason to sign out
  });

  it('getJson: a 401 signs out, reports why, and leaves the reason for the login page', async () => {
    const store = withPortal();
    store.set(authAtom, { ...signedOut, token: 'expired-or-forged', nip: '1' });
    const error = await failure(getJson('asesmen/kisi-kisi', z.unknown(), { store }));
    expect(error).toMatchObject({ status: 401, message: PORTAL_TOKEN_MESSAGES.invalid });
    expect(store.get(authAtom)).toMatchObject({ token: null, nip: null });
    expect(store.get(signOutReasonAtom)).toEqual({ kind: 'expired' });
  });

  it('getJson without a token does not call the server and signs out', async () => {
    const store = withPortal();
    const error = await failure(getJson('asesmen/kisi-kisi', z.unknown(), { store }));
    expect(error.status).toBe(401);
  });

  it('an unknown endpoint reports the server message (404)', async () => {
    const store = withPortal();
    store.set(authAtom, { ...signedOut, token: await loginSso(await ssoToken(services, 'dosen')) });
    const error = await failure(getJson('asesmen/tidak-ada', z.unknown(), { store }));
    expect(error).toMatchObject({ status: 404, message: 'Endpoint tidak ditemukan: GET /asesmen/tidak-ada' });
  });
});
