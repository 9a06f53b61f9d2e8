// Messages made outside React take the language of the store they are given (the app's store when
// none), and dates and numbers are written the way the language writes them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messageOf } from '../../../src/platform/ui/notify.ts';
import { describeAuthError } from '../../../src/platform/auth/auth-errors.ts';
import { langAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import { identityOf } from '../../../src/app/pages/cetak-lkam/identity.ts';
import { filterRows, routeWords } from '../../../src/app/pages/list-route/labels.ts';
import { formatNumber, formatPercent } from '../../../src/app/pages/shared/number-format.ts';
import { greetingFor } from '../../../src/platform/i18n/greeting.ts';
import { fetchCurrentUser } from '../../../src/platform/session/current-user.ts';
import { parseAnswer, requestJson } from '../../../src/platform/session/http.ts';
import { getJson, PortalApiError } from '../../../src/platform/session/portal-api.ts';
import { appSessionStore, createSessionStore, signedOut } from '../../../src/platform/session/state.ts';
import { routeTable } from '../../../src/model/manifest/route-table.ts';
import { formatIsoDate, formatJakartaDateTime } from '../../../src/model/time/jakarta.ts';
import { dateFormatHint, dateRangeError, formatDateLong } from '../../../src/platform/ui/date-format.ts';
import { applyInputRules, inputTexts } from '../../../src/platform/ui/input-rules.ts';
import { dosen, withPortal } from '../../support/portal-store.ts';
import { realModel } from '../../support/real-model.ts';

const storeIn = (lang: Lang, portal = dosen) => withPortal(createSessionStore(), portal, lang);
const config = { baseUrl: 'http://127.0.0.1:1/api/', timeoutMs: 1000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('messages made outside React', () => {
  it("sign-in errors are worded in the store's language", () => {
    const cancelled = Object.assign(new Error('user_cancelled'), { errorCode: 'user_cancelled' });
    const odd = Object.assign(new Error('x'), { errorCode: 'temporarily_unavailable' });
    expect(describeAuthError(cancelled, storeIn('en')).message).toBe('Sign-in was cancelled because the sign-in window was closed.');
    expect(describeAuthError(odd, storeIn('en')).message).toBe('Sign-in failed (code: temporarily_unavailable). Please try again.');
    expect(describeAuthError(cancelled, storeIn('id')).message).toBe('Login dibatalkan karena jendela login ditutup.');
  });

  it('the generic error message follows the language; a message written for people is kept', () => {
    expect(messageOf(new TypeError('x is undefined'), storeIn('en'))).toBe('Something unexpected went wrong. Please try again.');
    expect(messageOf(new TypeError('x is undefined'), storeIn('id'))).toBe('Terjadi kesalahan yang tidak terduga. Silakan coba lagi.');
  });

  it("without a store, the app's store decides", () => {
    appSessionStore().set(langAtom, 'en');
    expect(messageOf(new TypeError('x'))).toBe('Something unexpected went wrong. Please try again.');
    appSessionStore().set(langAtom, 'id');
    expect(messageOf(new TypeError('x'))).toBe('Terjadi kesalahan yang tidak terduga. Silakan coba lagi.');
  });

  it('portal API failures are worded in the language of the store that asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const en = storeIn('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect((await rejection(requestJson(config, { method: 'GET', path: 'x', store: en }))).message).toBe(
      'The Portal Dosen server has a problem (HTTP 503). Please try again later.',
    );
    expect((await rejection(requestJson(config, { method: 'GET', path: 'x', store: storeIn('id') }))).message).toBe(
      'Server Portal Dosen sedang bermasalah (HTTP 503). Silakan coba lagi nanti.',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect((await rejection(requestJson(config, { method: 'GET', path: 'x', store: en }))).message).toBe(
      'Cannot connect to the Portal Dosen server. Check your internet connection and try again.',
    );

    expect(() => parseAnswer(z.object({ a: z.string() }), {}, 'login-sso', en)).toThrow(
      'The answer of the Portal Dosen server for login-sso is not in the expected format. Please contact the administrator.',
    );
  });

  it('a missing session is reported in English by getJson and by the user load', async () => {
    const en = storeIn('en');
    const noSession = 'No Portal Dosen session was found. Please sign in.';
    const fromGetJson = await rejection(getJson('asesmen/kisi-kisi', z.object({}), { store: en }));
    expect(fromGetJson).toBeInstanceOf(PortalApiError);
    expect(fromGetJson.message).toBe(noSession);
    expect((await rejection(fetchCurrentUser(en))).message).toBe(noSession);
  });

  it('the generic input rules speak the language they are given', () => {
    expect(applyInputRules('12a', { type: 'number' }, inputTexts.en).toasts).toEqual(['Only digits are allowed']);
    expect(applyInputRules('abcd', { maxLength: 2 }, inputTexts.en).toasts).toEqual(['At most 2 characters']);
    expect(applyInputRules('', { required: true }, inputTexts.en).error).toBe('This field is required');
    expect(applyInputRules('12a', { type: 'number' }).toasts).toEqual(['Hanya bisa memuat angka']);
  });
});

describe('dates, numbers and words in each language', () => {
  it('numbers: Indonesian and British notation', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatPercent(85.25, 'en')).toBe('85.3%');
    expect(formatPercent(85.25)).toBe('85,3%');
  });

  it('dates in Jakarta time and calendar dates', () => {
    expect(formatJakartaDateTime(new Date('2025-03-11T20:30:00Z'), 'en')).toBe('12 March 2025 at 03:30 WIB');
    expect(formatIsoDate('2025-08-09', 'en')).toBe('9 Aug 2025');
    expect(formatDateLong('2025-08-17', 'en')).toBe('Sunday, 17 August 2025');
    expect(dateFormatHint('id-ID', 'en')).toBe('Format: dd/mm/yyyy');
    expect(dateRangeError('2026-02-01', '2025-09-01', '2025-12-31', 'en')).toBe(
      'The date must be between 1 September 2025 and 31 December 2025',
    );
    expect(dateRangeError('2025-08-01', '2025-09-01', undefined, 'en')).toBe('The earliest date is 1 September 2025');
    expect(dateRangeError('2026-01-01', undefined, '2025-12-31', 'en')).toBe('The latest date is 31 December 2025');
  });

  it.each([
    [4, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [3, 'Good evening'],
  ])('%i:30 WIB is "%s" in English', (hour, greeting) => {
    expect(greetingFor(new Date(Date.UTC(2025, 0, 15, hour - 7, 30)), 'en')).toBe(greeting);
  });

  it('the LKAM identity lines are labelled in the language', () => {
    const auth = { ...signedOut, nip: '1', userInfo: { nama: 'Siti', fakultas: 'FKIP', programStudi: 'PGSD' } };
    expect(identityOf(auth, 'en').map((line) => line.label)).toEqual(['Name', 'NIP', 'Email', 'Faculty', 'Study programme']);
    expect(identityOf(auth).map((line) => line.label)).toEqual(['Nama', 'NIP', 'Email', 'Fakultas', 'Program Studi']);
  });

  it('the route filter matches the access and kind words of the language shown', () => {
    const rows = routeTable(realModel('dosen'));
    const ids = (filter: string, lang: Lang) => filterRows(rows, filter, routeWords[lang]).map((row) => row.id);
    expect(ids('guest login', 'en')).toEqual(['login']);
    expect(ids('tamu login', 'en')).toEqual([]);
    expect(ids('tamu login', 'id')).toEqual(['login']);
  });
});
