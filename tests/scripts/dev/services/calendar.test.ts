// @vitest-environment node
// Microsoft Graph calendarView emulation: window semantics (Asia/Jakarta) and token checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider, type IdentityProvider } from '../../../../scripts/dev/services/identity-provider.ts';
import { startPortalApi, type PortalApi } from '../../../../scripts/dev/services/portal-api.ts';
import { mintAccessToken } from '../../../support/dev-services/mint.ts';

const PORTAL = 'http://localhost:5173';
const CLIENT_ID = 'portal-dosen-dev';
// 20 Nov 2025 20:00 UTC is already 21 Nov 03:00 in Jakarta: "today" must follow Jakarta.
const NOW = new Date('2025-11-20T20:00:00Z');

let idp: IdentityProvider;
let api: PortalApi;
let calendarToken: string;

async function view(query: string, token: string | undefined = calendarToken) {
  const res = await fetch(`${api.url}/graph/v1.0/me/calendarView?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as any };
}

const window = (start: string, end: string) => `startDateTime=${encodeURIComponent(start)}&endDateTime=${encodeURIComponent(end)}`;

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, portalOrigin: PORTAL, clientId: CLIENT_ID });
  api = await startPortalApi({ port: 0, issuer: idp.issuer, jwksUri: idp.discovery.jwks_uri, portalOrigin: PORTAL, now: () => NOW });
  calendarToken = await mintAccessToken(idp, { login: 'asesor', audience: 'api://graph-dev', clientId: CLIENT_ID });
});
afterAll(async () => {
  await api?.close();
  await idp?.close();
});

describe('GET /graph/v1.0/me/calendarView', () => {
  it('returns today and tomorrow (Jakarta) for a two-day window, ordered by start', async () => {
    const { status, body } = await view(window('2025-11-21T00:00:00+07:00', '2025-11-23T00:00:00+07:00'));
    expect(status).toBe(200);
    expect(body.value).toHaveLength(5);
    expect(body.value[0]).toMatchObject({
      subject: 'Tuweb EKMA4116 Manajemen – Sesi 3',
      start: { dateTime: '2025-11-21T08:00:00.0000000', timeZone: 'Asia/Jakarta' },
      end: { dateTime: '2025-11-21T09:30:00.0000000', timeZone: 'Asia/Jakarta' },
      location: { displayName: 'Microsoft Teams' },
      webLink: expect.stringMatching(/^https:\/\/outlook\.office365\.com\//),
    });
    expect(body.value.map((e: { start: { dateTime: string } }) => e.start.dateTime.slice(0, 10))).toEqual([
      '2025-11-21',
      '2025-11-21',
      '2025-11-21',
      '2025-11-22',
      '2025-11-22',
    ]);
    expect(new Set(body.value.map((e: { id: string }) => e.id)).size).toBe(5);
  });

  it('keeps only events overlapping the window; a time without offset is UTC like Graph', async () => {
    // 02:00–06:00 UTC = 09:00–13:00 Jakarta: overlaps the 08:00–09:30 Tuweb; the 13:00 meeting
    // starts exactly at the (exclusive) end.
    const { body } = await view(window('2025-11-21T02:00:00', '2025-11-21T06:00:00'));
    expect(body.value.map((e: { subject: string }) => e.subject)).toEqual(['Tuweb EKMA4116 Manajemen – Sesi 3']);
  });

  it('returns nothing outside today and tomorrow', async () => {
    const { status, body } = await view(window('2025-11-24T00:00:00Z', '2025-11-25T00:00:00Z'));
    expect(status).toBe(200);
    expect(body.value).toEqual([]);
  });

  it('honours $top', async () => {
    const { body } = await view(`${window('2025-11-21T00:00:00+07:00', '2025-11-23T00:00:00+07:00')}&$top=2`);
    expect(body.value).toHaveLength(2);
  });

  it('requires the window parameters', async () => {
    const { status, body } = await view('startDateTime=kemarin');
    expect(status).toBe(400);
    expect(body.error.code).toBe('ErrorInvalidParameter');
  });

  it('rejects missing, portal-API and expired tokens Graph-style', async () => {
    const portalToken = await mintAccessToken(idp, { login: 'asesor', audience: 'api://portal-api', clientId: CLIENT_ID });
    const expired = await mintAccessToken(idp, { login: 'asesor', audience: 'api://graph-dev', clientId: CLIENT_ID, expiresIn: -60 });
    const query = window('2025-11-21T00:00:00Z', '2025-11-22T00:00:00Z');
    const missing = await view(query, '');
    expect(missing).toEqual({ status: 401, body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } } });
    expect((await view(query, portalToken)).body.error).toEqual({ code: 'InvalidAuthenticationToken', message: 'Invalid audience.' });
    const old = await view(query, expired);
    expect(old.status).toBe(401);
    expect(old.body.error.message).toMatch(/expired/);
  });

  it('forbids a calendar-audience token without a Calendars scope', async () => {
    const noScope = await mintAccessToken(idp, { login: 'asesor', audience: 'api://graph-dev', clientId: CLIENT_ID, scope: '' });
    const { status, body } = await view(window('2025-11-21T00:00:00Z', '2025-11-22T00:00:00Z'), noScope);
    expect(status).toBe(403);
    expect(body.error.code).toBe('ErrorAccessDenied');
  });
});
