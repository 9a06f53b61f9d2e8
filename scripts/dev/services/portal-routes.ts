// Portal API endpoints: login-sso, get-data-from-token and the assessment sample data.
// Handlers are plain functions from a request to { status, body } so the server stays tiny.
import type { AccessTokenVerifier, TokenProblem } from './access-token.ts';
import { filters, kisiKisi, rekapitulasiKelulusan, sebaranNilai } from './assessment-data.ts';
import type { PortalTokens } from './portal-token.ts';
import { PORTAL_API_AUDIENCE } from './resource-servers.ts';
import { findUserByLogin, findUserByOid } from './users.ts';

export interface ApiRequest {
  authorization: string | undefined;
  query: URLSearchParams;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export type Handler = (req: ApiRequest) => Promise<ApiResponse>;

export const MESSAGES = {
  loginOk: 'Login berhasil',
  refused: 'Akun Anda belum terdaftar sebagai dosen di Portal Dosen. Hubungi admin fakultas.',
  profileFailed: 'Data dosen tidak dapat dimuat',
} as const;

export const SSO_TOKEN_MESSAGES: Record<TokenProblem, string> = {
  missing: 'Token SSO tidak ditemukan. Kirim header Authorization: Bearer <access token>.',
  expired: 'Token SSO sudah kedaluwarsa. Silakan login kembali.',
  'wrong-audience': 'Token SSO tidak ditujukan untuk Portal Dosen API.',
  'not-access-token': 'Token yang dikirim bukan access token Portal Dosen API.',
  invalid: 'Token SSO tidak valid.',
};

export const PORTAL_TOKEN_MESSAGES: Record<TokenProblem, string> = {
  missing: 'Token Portal Dosen tidak ditemukan. Silakan login.',
  expired: 'Sesi Portal Dosen sudah berakhir. Silakan login kembali.',
  'wrong-audience': 'Token Portal Dosen tidak valid. Silakan login kembali.',
  'not-access-token': 'Token Portal Dosen tidak valid. Silakan login kembali.',
  invalid: 'Token Portal Dosen tidak valid. Silakan login kembali.',
};

const message = (status: number, text: string): ApiResponse => ({ status, body: { message: text } });

/** Keeps rows whose `field` equals the query parameter; an empty or absent parameter keeps all. */
function where<T>(rows: readonly T[], query: URLSearchParams, param: string, field: keyof T): T[] {
  const wanted = query.get(param);
  return wanted ? rows.filter((row) => String(row[field]) === wanted) : [...rows];
}

export function portalRoutes(deps: { verifyAccessToken: AccessTokenVerifier; portalTokens: PortalTokens }) {
  const { verifyAccessToken, portalTokens } = deps;

  /** Wraps a handler that needs a signed-in lecturer (portal token). */
  const signedIn =
    (handler: (login: string, req: ApiRequest) => ApiResponse | Promise<ApiResponse>): Handler =>
    async (req) => {
      const result = await portalTokens.verify(req.authorization);
      if (!result.ok) return message(401, PORTAL_TOKEN_MESSAGES[result.problem]);
      if (!findUserByLogin(result.login)) return message(401, PORTAL_TOKEN_MESSAGES.invalid);
      return handler(result.login, req);
    };

  const loginSso: Handler = async (req) => {
    const result = await verifyAccessToken(req.authorization, PORTAL_API_AUDIENCE);
    if (!result.ok) return message(401, SSO_TOKEN_MESSAGES[result.problem]);
    // Like a real Entra-backed API, identify the person by the immutable object id.
    const user = typeof result.payload.oid === 'string' ? findUserByOid(result.payload.oid) : undefined;
    if (!user || user.behaviour === 'refused') return message(403, MESSAGES.refused);
    return { status: 200, body: { token: await portalTokens.issue(user.login, user.portalTokenLifetime), message: MESSAGES.loginOk } };
  };

  const getDataFromToken = signedIn((login) => {
    const user = findUserByLogin(login)!;
    if (user.behaviour === 'profile-fails') return message(500, MESSAGES.profileFailed);
    return { status: 200, body: { data: { ...user.portal } } };
  });

  const kisiKisiRoute = signedIn((_login, { query }) => ({
    status: 200,
    body: {
      data: where(where(kisiKisi, query, 'masa', 'masa'), query, 'mataKuliah', 'kodeMataKuliah'),
      filters: filters.kisiKisi,
    },
  }));

  const sebaranNilaiRoute = signedIn((_login, { query }) => ({
    status: 200,
    body: {
      data: where(where(sebaranNilai, query, 'masa', 'masa'), query, 'mataKuliah', 'kodeMataKuliah'),
      filters: filters.sebaranNilai,
    },
  }));

  const rekapitulasiRoute = signedIn((_login, { query }) => ({
    status: 200,
    body: {
      data: where(where(rekapitulasiKelulusan, query, 'masa', 'masa'), query, 'fakultas', 'fakultas'),
      filters: filters.rekapitulasiKelulusan,
    },
  }));

  return {
    'POST /login-sso': loginSso,
    'GET /get-data-from-token': getDataFromToken,
    'GET /asesmen/kisi-kisi': kisiKisiRoute,
    'GET /asesmen/sebaran-nilai': sebaranNilaiRoute,
    'GET /asesmen/rekapitulasi-kelulusan': rekapitulasiRoute,
  } satisfies Record<string, Handler>;
}
