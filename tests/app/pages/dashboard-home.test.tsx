// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import DashboardHome from '../../../src/app/pages/dashboard-home/DashboardHome.tsx';
import { summaryOf } from '../../../src/app/pages/dashboard-home/summary.ts';
import { modelWithEnglish } from '../../support/i18n/english-model.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear(); // the chosen language
});

const cardLinks = (name = 'Menu layanan') => within(screen.getByRole('region', { name })).getAllByRole('link');

describe('dashboard-home', () => {
  it('shows one card per visible group of the lecturer portal, linking to the group', async () => {
    const model = realModel('dosen');
    const groups = model.nodes[model.portal.home]!.children.map((id) => model.nodes[id]!).filter((n) => !n.hidden);
    await renderPage(DashboardHome, { model, nodeId: 'dashboard', auth: { namaTanpaGelar: 'Budi Santoso Wibowo' } });

    expect(groups.length).toBeGreaterThan(3);
    expect(cardLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual(groups.map((g) => [g.label, g.path]));
    expect(within(screen.getByRole('region', { name: 'Menu layanan' })).getAllByRole('listitem')).toHaveLength(groups.length);
    // A group card lists a few of its items.
    const teaching = screen.getByRole('link', { name: 'Pendidikan & Pengajaran' }).closest('li')!;
    expect(teaching.textContent).toContain('Tutorial, Praktik & Praktikum, Pembimbingan, dan');
  });

  it('leaves hidden groups out', async () => {
    const real = realModel('dosen');
    const model = structuredClone(real);
    model.nodes.penunjang!.hidden = true;
    await renderPage(DashboardHome, { model, nodeId: 'dashboard' });
    expect(screen.queryByRole('link', { name: real.nodes.penunjang!.label })).toBeNull();
    expect(cardLinks()).toHaveLength(real.nodes.dashboard!.children.filter((id) => !real.nodes[id]!.hidden).length - 1);
  });

  it('greets the lecturer by name without title, with the time of day in Jakarta', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T08:30:00Z')); // 15:30 WIB
    await renderPage(DashboardHome, { model: realModel('dosen'), nodeId: 'dashboard', auth: { namaTanpaGelar: 'Siti Rahmawati' } });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Selamat datang, Siti Rahmawati');
    expect(document.querySelector('.page-lead')!.textContent).toMatch(/^Selamat sore\. /);
  });

  it("shows the student portal's launch items as cards too", async () => {
    const model = realModel('mahasiswa');
    await renderPage(DashboardHome, { model, nodeId: 'dashboard' });

    const items = model.nodes[model.portal.home]!.children.map((id) => model.nodes[id]!).filter((n) => !n.hidden);
    expect(items.some((n) => n.behaviour.kind === 'url')).toBe(true);
    expect(cardLinks().map((a) => a.getAttribute('href'))).toEqual(items.map((n) => n.path));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Selamat datang');
  });
});

describe('dashboard-home in English', () => {
  // English on two groups and one item of the teaching group; the rest falls back to Indonesian.
  const model = modelWithEnglish({
    'pendidikan-pengajar': { label: 'Education & Teaching' },
    tutorial: { label: 'Tutorials' },
    penunjang: { label: 'Support' },
  });
  const groups = () => model.nodes.dashboard!.children.map((id) => model.nodes[id]!).filter((n) => !n.hidden);

  it('greets, names the section and labels the cards in English, keeping Indonesian where there is no English', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T08:30:00Z')); // 15:30 WIB
    await renderPage(DashboardHome, { model, nodeId: 'dashboard', lang: 'en', auth: { namaTanpaGelar: 'Siti Rahmawati' } });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Siti Rahmawati');
    const lead = document.querySelector('.page-lead')!;
    expect(lead.textContent).toMatch(/^Good afternoon\. /);
    // The portal block has no English text: its description stays Indonesian and says so.
    expect(lead.querySelector('[lang="id"]')?.textContent).toBe(model.portal.description);
    expect(cardLinks('Services').map((a) => a.textContent)).toEqual(groups().map((g) => g.en?.label ?? g.label));
    const teaching = screen.getByRole('link', { name: 'Education & Teaching' }).closest('li')!;
    expect(teaching.querySelector('.group-card__summary')?.textContent).toMatch(
      /^Tutorials, Praktik & Praktikum, Pembimbingan, and \d+ more$/,
    );
    expect(screen.queryByText(/Selamat|Menu layanan|lainnya/)).toBeNull();
  });

  it('follows a change of language at once', async () => {
    const { store } = await renderPage(DashboardHome, { model, nodeId: 'dashboard' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Selamat datang');
    expect(screen.getByRole('link', { name: 'Pendidikan & Pengajaran' })).toBeTruthy();
    await act(async () => store.set(langAtom, 'en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome');
    expect(screen.getByRole('link', { name: 'Education & Teaching' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Services' })).toBeTruthy();
  });
});

describe('summaryOf', () => {
  it('lists three items and counts the rest, in each language', () => {
    const model = modelWithEnglish({ tutorial: { label: 'Tutorials' } });
    const teaching = model.nodes['pendidikan-pengajar']!;
    const rest = teaching.children.filter((id) => !model.nodes[id]!.hidden).length - 3;
    expect(rest).toBeGreaterThan(0);
    expect(summaryOf(model, teaching)).toBe(`Tutorial, Praktik & Praktikum, Pembimbingan, dan ${rest} lainnya`);
    expect(summaryOf(model, teaching, 'en')).toBe(`Tutorials, Praktik & Praktikum, Pembimbingan, and ${rest} more`);
  });

  it('a card without items shows the description in the language, falling back to Indonesian', () => {
    const model = modelWithEnglish({ 'cetak-lkam': { description: 'Page for printing the LKAM.' } });
    const lkam = model.nodes['cetak-lkam']!;
    expect(summaryOf(model, lkam, 'id')).toBe(lkam.description);
    expect(summaryOf(model, lkam, 'en')).toBe('Page for printing the LKAM.');
    delete model.nodes['cetak-lkam']!.en;
    expect(summaryOf(model, lkam, 'en')).toBe(lkam.description);
  });
});
