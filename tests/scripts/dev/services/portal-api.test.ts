// @vitest-environment node
// Portal API after login-sso: current user, assessment sample data, routing and CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServices, type DevServices } from '../../../../scripts/dev/services/index.ts';
import { mintAccessToken } from '../../../support/dev-services/mint.ts';

const PORTAL = 'http://localhost:5173';
const CLIENT_ID = 'portal-dosen-dev';

let services: DevServices;
const portalTokens: Record<string, string> = {};

async function get(path: string, token?: string) {
  const res = await fetch(`${services.apiUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  services = await startDevServices({ idpPort: 0, apiPort: 0, portalOrigin: PORTAL, clientId: CLIENT_ID });
  for (const login of ['asesor', 'dosen', 'profil-gagal']) {
    const sso = await mintAccessToken(services.identityProvider, { login, audience: 'api://portal-api', clientId: CLIENT_ID });
    const res = await fetch(`${services.apiUrl}/login-sso`, { method: 'POST', headers: { authorization: `Bearer ${sso}` } });
    portalTokens[login] = ((await res.json()) as { token: string }).token;
  }
});
afterAll(() => services?.close());

describe('GET /get-data-from-token', () => {
  it('returns the assessor lecturer', async () => {
    const { status, body } = await get('/get-data-from-token', portalTokens.asesor);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        nip: '198503122010122001',
        nama: 'Dr. Siti Rahmawati, M.Pd.',
        namaTanpaGelar: 'Siti Rahmawati',
        email: 'siti.rahmawati@ut.ac.id',
        statusAsesor: true,
        accessLkam: true,
        idLevel: '1',
        fakultas: 'Fakultas Keguruan dan Ilmu Pendidikan',
        programStudi: 'Pendidikan Guru Sekolah Dasar',
      },
    });
  });

  it('returns a non-assessor without LKAM access', async () => {
    const { body } = await get('/get-data-from-token', portalTokens.dosen);
    expect(body.data).toMatchObject({
      nama: 'Prof. Dr. Ir. Budi Santoso Wibowo, M.Sc.',
      namaTanpaGelar: 'Budi Santoso Wibowo',
      statusAsesor: false,
      accessLkam: false,
    });
  });

  it('fails with 500 for profil-gagal', async () => {
    const { status, body } = await get('/get-data-from-token', portalTokens['profil-gagal']);
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Data dosen tidak dapat dimuat' });
  });

  it('answers 401 for a missing, invalid or SSO (instead of portal) token', async () => {
    const sso = await mintAccessToken(services.identityProvider, { login: 'asesor', audience: 'api://portal-api', clientId: CLIENT_ID });
    for (const token of [undefined, 'abc.def.ghi', sso, `${portalTokens.asesor}x`]) {
      const { status, body } = await get('/get-data-from-token', token);
      expect(status).toBe(401);
      expect(body.message).toMatch(/Token Portal Dosen/);
    }
  });
});

describe('assessment sample data', () => {
  it('kisi-kisi: all rows without filters, narrowed by masa and mata kuliah', async () => {
    const all = await get('/asesmen/kisi-kisi?masa=&mataKuliah=', portalTokens.dosen);
    expect(all.status).toBe(200);
    expect(all.body.filters.masa).toEqual(['2024.2', '2025.1', '2025.2']);
    expect(all.body.filters.mataKuliah).toContainEqual({ kode: 'EKMA4116', nama: 'Manajemen' });
    expect(all.body.data).toHaveLength(3 * all.body.filters.mataKuliah.length);

    const one = await get('/asesmen/kisi-kisi?masa=2025.2&mataKuliah=EKMA4116', portalTokens.dosen);
    expect(one.body.data).toEqual([
      {
        kodeMataKuliah: 'EKMA4116',
        namaMataKuliah: 'Manajemen',
        masa: '2025.2',
        jumlahSoal: expect.any(Number),
        status: expect.stringMatching(/^(Disetujui|Dalam Penelaahan|Draf)$/),
        diperbarui: expect.stringMatching(/^2025-(08|09)-\d{2}$/),
      },
    ]);
  });

  it('sebaran-nilai: grade counts add up to jumlah', async () => {
    const { body } = await get('/asesmen/sebaran-nilai?masa=2025.1', portalTokens.dosen);
    expect(body.data.length).toBe(body.filters.mataKuliah.length);
    for (const row of body.data) {
      expect(row.masa).toBe('2025.1');
      expect(row.A + row.B + row.C + row.D + row.E).toBe(row.jumlah);
    }
  });

  it('rekapitulasi-kelulusan: narrowed by fakultas, percentages consistent', async () => {
    const fakultas = 'Fakultas Ekonomi dan Bisnis';
    const { body } = await get(`/asesmen/rekapitulasi-kelulusan?masa=2025.2&fakultas=${encodeURIComponent(fakultas)}`, portalTokens.asesor);
    expect(body.filters.fakultas).toContain(fakultas);
    expect(body.data.map((r: { programStudi: string }) => r.programStudi)).toEqual(['Manajemen', 'Akuntansi']);
    for (const row of body.data) {
      expect(row).toMatchObject({ fakultas, masa: '2025.2' });
      expect(row.lulus).toBeLessThanOrEqual(row.peserta);
      expect(row.persentase).toBeCloseTo((row.lulus / row.peserta) * 100, 1);
    }
  });

  it('returns no rows for an unknown filter value', async () => {
    const { status, body } = await get('/asesmen/sebaran-nilai?mataKuliah=XXXX0000', portalTokens.asesor);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('requires a portal token', async () => {
    const { status, body } = await get('/asesmen/kisi-kisi');
    expect(status).toBe(401);
    expect(body.message).toBe('Token Portal Dosen tidak ditemukan. Silakan login.');
  });
});

describe('routing and CORS', () => {
  it('answers unknown paths with 404 JSON and wrong methods with 405', async () => {
    const missing = await get('/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('/tidak-ada');
    const wrongMethod = await get('/login-sso');
    expect(wrongMethod.status).toBe(405);
  });

  it('allows the portal origin, including preflight, and nobody else', async () => {
    const preflight = await fetch(`${services.apiUrl}/get-data-from-token`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

    const other = await fetch(`${services.apiUrl}/get-data-from-token`, { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const same = await get('/tidak-ada');
    expect(same.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
