// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import About from '../../src/app/pages/about/About.tsx';
import CetakLkam from '../../src/app/pages/cetak-lkam/CetakLkam.tsx';
import ResetPassword from '../../src/app/pages/reset-password/ResetPassword.tsx';
import Ttm from '../../src/app/pages/ttm/Ttm.tsx';
import { realModel } from '../support/real-model.ts';
import { renderPage } from './support/render-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('cetak-lkam', () => {
  const auth = {
    namaTanpaGelar: 'Siti Rahmawati',
    nip: '198503122010122001',
    userEmail: 'siti.rahmawati@ut.ac.id',
    userInfo: { nama: 'Dr. Siti Rahmawati, M.Pd.', fakultas: 'Fakultas Keguruan dan Ilmu Pendidikan' },
  };

  it('shows the lecturer\'s identity, the print date in WIB, and prints on "Cetak"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-11T20:30:00Z'));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderPage(CetakLkam, { model: realModel('dosen'), nodeId: 'cetak-lkam-halaman', auth });

    const value = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling!.textContent;
    expect(value('Nama')).toBe('Dr. Siti Rahmawati, M.Pd.');
    expect(value('NIP')).toBe('198503122010122001');
    expect(value('Email')).toBe('siti.rahmawati@ut.ac.id');
    expect(value('Fakultas')).toBe('Fakultas Keguruan dan Ilmu Pendidikan');
    expect(screen.queryByRole('rowheader', { name: 'Program Studi' })).toBeNull();
    expect(screen.getByText(/Dicetak pada/).textContent).toBe('Dicetak pada 12 Maret 2025 pukul 03.30 WIB');

    const button = screen.getByRole('button', { name: 'Cetak' });
    expect(button.closest('[data-print="hide"]')).not.toBeNull();
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('reset-password', () => {
  it('sends the lecturer to Microsoft in a new tab, safely, and back to login', async () => {
    await renderPage(ResetPassword, { model: realModel('dosen'), nodeId: 'reset-password' });
    const microsoft = screen.getByRole('link', { name: /Microsoft/ });
    expect(microsoft.getAttribute('href')).toBe('https://passwordreset.microsoftonline.com/');
    expect(microsoft.getAttribute('target')).toBe('_blank');
    expect(microsoft.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman login' }).getAttribute('href')).toBe('/login');
  });
});

describe('about', () => {
  it('describes the portal from the manifest and links to login and dashboard', async () => {
    const model = realModel('dosen');
    await renderPage(About, { model, nodeId: 'about' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Tentang ${model.portal.title}`);
    expect(screen.getByText(model.portal.description!)).toBeTruthy();
    expect(screen.getByText('dev')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Ke Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('ttm', () => {
  it('explains TTM, says schedules come from the faculty and links the other tutorial services', async () => {
    await renderPage(Ttm, { model: realModel('mahasiswa'), nodeId: 'ttm' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tutorial Tatap Muka (TTM)');
    expect(screen.getByText(/ditetapkan oleh fakultas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutorial Online (Tuton)' }).getAttribute('href')).toBe('/dashboard/tuton');
    expect(screen.queryByRole('link', { name: /Tatap Muka/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
