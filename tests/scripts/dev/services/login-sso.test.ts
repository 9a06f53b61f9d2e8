// @vitest-environment node
// POST /login-sso: the portal API verifies real access tokens from the local identity provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServices, type DevServices } from '../../../../scripts/dev/services/index.ts';
import { CodeFlowClient, type TokenResponse } from '../../../support/dev-services/code-flow.ts';
import { mintAccessToken } from '../../../support/dev-services/mint.ts';

const PORTAL = 'http://localhost:5173';
const CLIENT_ID = 'portal-dosen-dev';
const REFUSED = 'Akun Anda belum terdaftar sebagai dosen di Portal Dosen. Hubungi admin fakultas.';

let services: DevServices;
let signedIn: TokenResponse; // real tokens from the code flow for "asesor"

const loginSso = async (authorization?: string) => {
  const res = await fetch(`${services.apiUrl}/login-sso`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });
  return { status: res.status, body: (await res.json()) as { token?: string; message: string } };
};

const mint = (login: string, audience = 'api://portal-api', expiresIn?: number) =>
  mintAccessToken(services.identityProvider, { login, audience, clientId: CLIENT_ID, expiresIn });

beforeAll(async () => {
  services = await startDevServices({ idpPort: 0, apiPort: 0, portalOrigin: PORTAL, clientId: CLIENT_ID });
  const client = new CodeFlowClient(services.discovery, CLIENT_ID, `${PORTAL}/auth/redirect.html`, PORTAL);
  signedIn = await client.signIn('openid profile api://portal-api/Portal.Access', { login: 'asesor', password: 'asesor' });
});
afterAll(() => services?.close());

describe('token verification', () => {
  it('accepts an access token from the sign-in flow and returns a portal token', async () => {
    const { status, body } = await loginSso(`Bearer ${signedIn.access_token}`);
    expect(status).toBe(200);
    expect(body.message).toBe('Login berhasil');
    expect(body.token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.token).not.toBe(signedIn.access_token);
  });

  it("gives the portal token its user's lifetime (sesi-singkat: 20 s; everyone else 8 hours)", async () => {
    const lifetime = async (login: string) => {
      const { body } = await loginSso(`Bearer ${await mint(login)}`);
      const { exp, iat } = JSON.parse(Buffer.from(body.token!.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, number>;
      return exp! - iat!;
    };
    expect(await lifetime('sesi-singkat')).toBe(20);
    expect(await lifetime('asesor')).toBe(8 * 60 * 60);
  });

  it('rejects a missing or non-Bearer Authorization header', async () => {
    for (const header of [undefined, `Basic ${signedIn.access_token}`, 'Bearer']) {
      const { status, body } = await loginSso(header);
      expect(status).toBe(401);
      expect(body.message).toBe('Token SSO tidak ditemukan. Kirim header Authorization: Bearer <access token>.');
    }
  });

  it('rejects a token for another audience (the calendar API)', async () => {
    const { status, body } = await loginSso(`Bearer ${await mint('asesor', 'api://graph-dev')}`);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Token SSO tidak ditujukan untuk Portal Dosen API.' });
  });

  it('rejects an expired token', async () => {
    const { status, body } = await loginSso(`Bearer ${await mint('asesor', 'api://portal-api', -120)}`);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Token SSO sudah kedaluwarsa. Silakan login kembali.' });
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = signedIn.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, oid: '00000000-0000-4000-8000-000000000002' })).toString('base64url');
    const { status, body } = await loginSso(`Bearer ${header}.${forged}.${signature}`);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Token SSO tidak valid.' });
  });

  it('rejects a token with a broken signature', async () => {
    const token = signedIn.access_token;
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const { status } = await loginSso(`Bearer ${token.slice(0, -2)}${last}${token.at(-1)}`);
    expect(status).toBe(401);
  });

  it('rejects the id token used as an access token', async () => {
    const { status, body } = await loginSso(`Bearer ${signedIn.id_token}`);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Token yang dikirim bukan access token Portal Dosen API.' });
  });

  it('rejects garbage', async () => {
    const { status, body } = await loginSso('Bearer bukan.sebuah.token');
    expect(status).toBe(401);
    expect(body.message).toBe('Token SSO tidak valid.');
  });
});

describe('demo users', () => {
  it.each(['asesor', 'dosen', 'profil-gagal', 'saraswati', 'maruf'])('%s gets a portal token', async (login) => {
    const { status, body } = await loginSso(`Bearer ${await mint(login)}`);
    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.any(String), message: 'Login berhasil' });
  });

  it('ditolak is refused with 403 and the exact message', async () => {
    const { status, body } = await loginSso(`Bearer ${await mint('ditolak')}`);
    expect(status).toBe(403);
    expect(body).toEqual({ message: REFUSED });
  });
});
