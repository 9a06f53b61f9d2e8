// @vitest-environment jsdom
// Announcements on the dashboard home: who sees which (audience by `requires`, the time window in
// WIB), in which language, and how their link behaves.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { labelOf } from '../../../src/platform/i18n/localize.ts';
import type { Announcement, PortalModel } from '../../../src/model/manifest/model.ts';
import { Announcements } from '../../../src/app/pages/dashboard-home/Announcements.tsx';
import { activeAnnouncements, showAnnouncement } from '../../../src/app/pages/dashboard-home/announcements.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

const swal = vi.hoisted(() => {
  const mixinFire = vi.fn(async () => ({ isConfirmed: true, isDenied: false, isDismissed: false }));
  return { mixin: vi.fn(() => ({ fire: mixinFire })), mixinFire };
});
vi.mock('sweetalert2', () => ({ default: swal }));

afterEach(() => {
  cleanup();
  localStorage.clear(); // the language choice is kept in the browser
  vi.useRealTimers();
  vi.restoreAllMocks();
  swal.mixinFire.mockClear();
});

// 1 Dec 2026 00:00 WIB (inclusive) – 8 Dec 2026 00:00 WIB (exclusive).
const week = { from: Date.UTC(2026, 10, 30, 17), until: Date.UTC(2026, 11, 7, 17) };

const announcement = (patch: Partial<Announcement> = {}): Announcement => ({
  id: 'a',
  title: 'Judul',
  body: 'Isi',
  tone: 'info',
  requires: [],
  ...patch,
});

describe('activeAnnouncements', () => {
  const all = [
    announcement({ id: 'semua' }),
    announcement({ id: 'asesor', requires: ['statusAsesor'] }),
    announcement({ id: 'asesor-lkam', requires: ['statusAsesor', 'accessLkam'] }),
    announcement({ id: 'minggu-ujian', window: week }),
  ];
  const shown = (flags: { statusAsesor?: boolean; accessLkam?: boolean }, now: number) =>
    activeAnnouncements(all, flags, now).map((a) => a.id);

  it('shows each announcement only to users with all its flags, in manifest order', () => {
    expect(shown({}, 0)).toEqual(['semua']);
    expect(shown({ statusAsesor: true }, 0)).toEqual(['semua', 'asesor']);
    expect(shown({ statusAsesor: true, accessLkam: true }, 0)).toEqual(['semua', 'asesor', 'asesor-lkam']);
    expect(shown({ statusAsesor: false, accessLkam: true }, 0)).toEqual(['semua']);
  });

  it('shows a windowed announcement from `from` (inclusive) until `until` (exclusive)', () => {
    expect(shown({}, week.from - 1)).toEqual(['semua']);
    expect(shown({}, week.from)).toEqual(['semua', 'minggu-ujian']);
    expect(shown({}, week.until - 1)).toEqual(['semua', 'minggu-ujian']);
    expect(shown({}, week.until)).toEqual(['semua']);
  });

  it('reads the window bounds as Jakarta midnight, whatever the machine time zone', () => {
    // 30 Nov 2026 23:59 WIB is still before the week; 1 Dec 00:00 WIB is in it.
    expect(new Date(week.from).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(shown({}, Date.parse('2026-11-30T23:59:59+07:00'))).toEqual(['semua']);
    expect(shown({}, Date.parse('2026-12-01T00:00:00+07:00'))).toEqual(['semua', 'minggu-ujian']);
  });
});

describe('showAnnouncement', () => {
  const model = realModel('dosen');
  const withEn = announcement({ title: 'Ujian', body: 'Isi', en: { title: 'Exams' }, link: 'karil' });

  it('uses English where given, Indonesian otherwise', () => {
    expect(showAnnouncement(model, withEn, 'en', 0)).toMatchObject({ title: 'Exams', body: 'Isi' });
    expect(showAnnouncement(model, withEn, 'id', 0)).toMatchObject({ title: 'Ujian', body: 'Isi' });
  });

  it('links to its node, but not when that node is outside its own window', () => {
    expect(showAnnouncement(model, withEn, 'id', 0).link?.id).toBe('karil');
    const closed = structuredClone(model);
    closed.nodes.karil!.window = { until: 1000 };
    expect(showAnnouncement(closed, withEn, 'id', 1000).link).toBeUndefined();
  });
});

function modelWith(announcements: Announcement[]): PortalModel {
  return { ...structuredClone(realModel('dosen')), announcements };
}

describe('<Announcements>', () => {
  it('renders nothing when there is none for this user', async () => {
    await renderPage(Announcements, { model: modelWith([announcement({ requires: ['statusAsesor'] })]), auth: { statusAsesor: false } });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('is a region named by its heading (not a live region), one article per announcement', async () => {
    await renderPage(Announcements, {
      model: modelWith([
        announcement({ id: 'a', title: 'Masa ujian dimulai', body: 'Baris satu\nBaris dua', tone: 'warning' }),
        announcement({ id: 'b', title: 'Info', body: 'Isi info' }),
      ]),
    });
    const region = screen.getByRole('region', { name: 'Pengumuman' });
    expect(region.getAttribute('aria-live')).toBeNull();
    expect(region.querySelector('[aria-live], [role=status], [role=alert]')).toBeNull();
    const articles = within(region).getAllByRole('article');
    expect(articles).toHaveLength(2);
    // The warning tone is also said in words, not by colour only.
    expect(within(region).getByRole('heading', { level: 3, name: 'Penting: Masa ujian dimulai' })).toBeTruthy();
    expect(articles[0]!.className).toContain('announcement--warning');
    expect(articles[0]!.textContent).toContain('Baris satu\nBaris dua');
    expect(within(articles[1]!).getByRole('heading', { level: 3 }).textContent).toBe('Info');
  });

  it('switches to English with the interface language', async () => {
    const { store } = await renderPage(Announcements, {
      model: modelWith([announcement({ title: 'Ujian', body: 'Isi', en: { title: 'Exams', body: 'Body' }, link: 'kisi-kisi' })]),
    });
    act(() => store.set(langAtom, 'en'));
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Exams');
    expect(within(region).getByText('Body')).toBeTruthy();
    expect(within(region).getByRole('link', { name: `Open ${labelOf(realModel('dosen').nodes['kisi-kisi']!, 'en')}` })).toBeTruthy();
  });

  it('an internal page link navigates like the menu', async () => {
    const model = modelWith([announcement({ link: 'kisi-kisi' })]);
    const { router } = await renderPage(Announcements, { model });
    const link = screen.getByRole('link', { name: 'Buka Kisi-Kisi' });
    expect(link.getAttribute('href')).toBe(model.nodes['kisi-kisi']!.path);
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(model.nodes['kisi-kisi']!.path));
  });

  it('a system link launches from the click like the menu: opens the tab, or explains why not', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const model = modelWith([announcement({ id: 'karil', link: 'karil' }), announcement({ id: 'rpl', link: 'pembatalan-rpl' })]);
    await renderPage(Announcements, { model, auth: { token: 't', nip: '1', statusAsesor: false } });

    const karil = screen.getByRole('link', { name: 'Buka Karya Ilmiah (Karil) (membuka tab baru)' });
    expect(karil.getAttribute('href')).toBe(model.nodes.karil!.path); // a middle click opens the launch page
    fireEvent.click(karil);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//), '_blank', 'noopener,noreferrer');

    fireEvent.click(screen.getByRole('link', { name: /^Buka Pembatalan RPL/ }));
    await vi.waitFor(() =>
      expect(swal.mixinFire).toHaveBeenCalledWith(expect.objectContaining({ titleText: 'Anda tidak memiliki hak akses' })),
    );
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves out announcements whose window is over or not begun', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(week.until);
    await renderPage(Announcements, { model: modelWith([announcement({ window: week })]) });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
