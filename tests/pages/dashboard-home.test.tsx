// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardHome from '../../src/pages/dashboard-home/DashboardHome.tsx';
import { realModel } from './support/models.ts';
import { renderPage } from './support/render-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const cardLinks = () => within(screen.getByRole('region', { name: 'Menu layanan' })).getAllByRole('link');

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
    expect(screen.getByText(/^Selamat sore\./)).toBeTruthy();
  });

  it('shows the student portal\'s launch items as cards too', async () => {
    const model = realModel('mahasiswa');
    await renderPage(DashboardHome, { model, nodeId: 'dashboard' });

    const items = model.nodes[model.portal.home]!.children.map((id) => model.nodes[id]!).filter((n) => !n.hidden);
    expect(items.some((n) => n.behaviour.kind === 'url')).toBe(true);
    expect(cardLinks().map((a) => a.getAttribute('href'))).toEqual(items.map((n) => n.path));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Selamat datang');
  });
});
