// @vitest-environment jsdom
// Messages name the portal they are shown in, never one written in code: Indonesian uses its
// title, English its English title when it has one (src/platform/i18n/portal-name.ts).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarTexts } from '../../../src/platform/auth/calendar.ts';
import { authTexts, describeAuthError } from '../../../src/platform/auth/auth-errors.ts';
import { languages } from '../../../src/platform/i18n/lang.ts';
import { portalNameOf } from '../../../src/platform/i18n/localize.ts';
import { portalNameIn } from '../../../src/platform/i18n/portal-name.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import NotFound from '../../../src/shell/views/NotFound.tsx';
import LogoutPage from '../../../src/app/pages/logout/LogoutPage.tsx';
import { titleFor } from '../../../src/shell/routing/page-meta.ts';
import { apiTexts } from '../../../src/platform/session/api-error.ts';
import { requestJson } from '../../../src/platform/session/http.ts';
import { createSessionStore } from '../../../src/platform/session/state.ts';
import { renderPage } from '../../support/pages/render-page.tsx';
import { withPortal } from '../../support/portal-store.ts';
import { realModel } from '../../support/real-model.ts';

const student = { title: 'Portal Mahasiswa & Tutor', en: { title: 'Student & Tutor Portal' } };
const studentModel: PortalModel = { ...realModel('mahasiswa'), portal: { ...realModel('mahasiswa').portal, ...student } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the portal name', () => {
  it('is the title in Indonesian and the English title, else the title, in English', () => {
    expect(portalNameOf(student, 'id')).toBe('Portal Mahasiswa & Tutor');
    expect(portalNameOf(student, 'en')).toBe('Student & Tutor Portal');
    expect(portalNameOf({ title: 'Portal Dosen' }, 'en')).toBe('Portal Dosen');
    expect(portalNameOf({ title: 'Portal Dosen', en: {} }, 'en')).toBe('Portal Dosen');
  });

  it('outside React comes from the store, which must have been given the portal', () => {
    expect(portalNameIn(withPortal(createSessionStore(), student, 'en'))).toBe('Student & Tutor Portal');
    expect(() => portalNameIn(createSessionStore())).toThrow(/no portal/);
  });
});

describe('each message family takes the portal name', () => {
  const names = ['Portal Uji', 'Test Portal'];
  /** Every message of a family, with `portal` as the name and sample values for the rest. */
  const all = (family: Record<string, unknown>, portal: string) =>
    Object.values(family).flatMap((m) => (typeof m === 'function' ? [m(portal, 503), m(portal, 'x')] : [m]) as string[]);

  it.each([
    ['api', apiTexts],
    ['auth', authTexts],
    ['calendar', calendarTexts],
  ] as const)('%s: names the portal given and no other', (_family, texts) => {
    for (const lang of languages)
      for (const message of all(texts[lang], names[0]!)) {
        expect(message).not.toMatch(/Dosen|Mahasiswa/);
        expect(message, message).not.toContain('undefined');
      }
    expect(apiTexts.id.network('Portal Uji')).toBe(
      'Tidak dapat terhubung ke server Portal Uji. Periksa koneksi internet Anda lalu coba lagi.',
    );
    expect(authTexts.en.denied('Test Portal')).toBe(
      'The sign-in server refused access. Make sure your account is allowed to use Test Portal.',
    );
    expect(calendarTexts.id.notConnected('Portal Uji', 'x')).toContain('Anda tetap masuk ke Portal Uji;');
  });

  it("the API client and sign-in errors name the store's portal, in its language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const ask = (lang: 'id' | 'en') =>
      requestJson(
        { baseUrl: 'http://127.0.0.1:1/api/', timeoutMs: 1000 },
        { method: 'GET', path: 'x', store: withPortal(createSessionStore(), student, lang) },
      );
    await expect(ask('id')).rejects.toThrow('Server Portal Mahasiswa & Tutor sedang bermasalah (HTTP 503). Silakan coba lagi nanti.');
    await expect(ask('en')).rejects.toThrow('The Student & Tutor Portal server has a problem (HTTP 503). Please try again later.');
    const denied = Object.assign(new Error('access_denied'), { errorCode: 'access_denied' });
    expect(describeAuthError(denied, withPortal(createSessionStore(), student)).message).toBe(
      'Akses ditolak oleh server login. Pastikan akun Anda memiliki izin untuk Portal Mahasiswa & Tutor.',
    );
  });

  it('pages name the portal of their model, in the language shown', async () => {
    expect(titleFor(studentModel, 'dashboard', 'en')).toBe('Dashboard — Student & Tutor Portal');
    await renderPage(NotFound, { model: studentModel, lang: 'en' });
    expect(screen.getByText('The address you opened does not exist in Student & Tutor Portal. The link may have changed.')).toBeTruthy();
    cleanup();
    localStorage.clear(); // the English choice was stored
    await renderPage(LogoutPage, {
      model: { ...studentModel, portal: { ...studentModel.portal, paths: { ...studentModel.portal.paths, signedOut: '/halaman-uji' } } },
    });
    expect(screen.getByText('Sesi Portal Mahasiswa & Tutor Anda sudah diakhiri.')).toBeTruthy();
  });
});
