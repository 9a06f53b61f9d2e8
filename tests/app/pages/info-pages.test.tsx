// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import About from '../../../src/app/pages/about/About.tsx';
import CetakLkam from '../../../src/app/pages/cetak-lkam/CetakLkam.tsx';
import ResetPassword from '../../../src/app/pages/reset-password/ResetPassword.tsx';
import Ttm from '../../../src/app/pages/ttm/Ttm.tsx';
import type { Institution, PortalModel, PortalNode } from '../../../src/model/manifest/model.ts';
import { politeknik } from '../../support/other-institution.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

/** `model` as if it belonged to `institution`. */
const ofInstitution = (model: PortalModel, institution: Institution = politeknik): PortalModel => ({
  ...model,
  portal: { ...model.portal, institution },
});

/** The page's text names none of the university's words. */
const expectNoUniversityWords = () =>
  expect(document.body.textContent).not.toMatch(/Universitas Terbuka|\bUT\b|Microsoft|universitas|fakultas/);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  localStorage.clear(); // the chosen language
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
    expect(screen.getByText(/ — /).textContent).toBe('Portal Dosen — Universitas Terbuka');
  });

  it("heads the printout with another institution's name", async () => {
    await renderPage(CetakLkam, { model: ofInstitution(realModel('dosen')), nodeId: 'cetak-lkam-halaman', auth, lang: 'en' });
    expect(screen.getByText(/ — /).textContent).toBe('Portal Dosen — Nusa Samudra Polytechnic');
  });
});

describe('reset-password', () => {
  it('sends the lecturer to Microsoft in a new tab, safely, and back to login', async () => {
    await renderPage(ResetPassword, { model: realModel('dosen'), nodeId: 'reset-password' });
    const microsoft = screen.getByRole('link', { name: /Microsoft/ });
    expect(microsoft.textContent).toBe('Atur ulang kata sandi di Microsoft (membuka tab baru)');
    expect(microsoft.getAttribute('href')).toBe('https://passwordreset.microsoftonline.com/');
    expect(microsoft.getAttribute('target')).toBe('_blank');
    expect(microsoft.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman login' }).getAttribute('href')).toBe('/login');
  });

  it("words the steps from the manifest's institution: the lecturers' portal as before, with its help address", async () => {
    await renderPage(ResetPassword, { model: realModel('dosen'), nodeId: 'reset-password' });
    expect(document.querySelector('.page-lead')?.textContent).toBe(
      'Portal Dosen memakai akun SSO Universitas Terbuka (akun Microsoft). Kata sandinya tidak disimpan di portal ini, sehingga pengaturan ulang dilakukan di layanan Microsoft.',
    );
    expect(
      screen
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .slice(0, 3),
    ).toEqual([
      'Buka halaman pengaturan ulang kata sandi Microsoft melalui tautan di bawah (terbuka di tab baru).',
      'Masukkan alamat email UT Anda, lalu ikuti verifikasi yang diminta.',
      'Setelah kata sandi baru tersimpan, kembali ke halaman login dan masuk seperti biasa.',
    ]);
    const help = screen.getByRole('link', { name: /hallo-ut\.ut\.ac\.id/ });
    expect(help.closest('p')?.textContent).toBe(
      'Jika verifikasi tidak dapat dilakukan, hubungi layanan bantuan UT: hallo-ut.ut.ac.id (membuka tab baru)',
    );
    expect(help.getAttribute('href')).toBe('https://hallo-ut.ut.ac.id');
    expect(help.getAttribute('rel')).toContain('noopener');
  });

  it("names another institution's provider, its reset page and help address, in each language", async () => {
    const withReset = { ...politeknik, passwordReset: 'https://id.polnusa.example/reset' };
    const view = await renderPage(ResetPassword, { model: ofInstitution(realModel('dosen'), withReset), nodeId: 'reset-password' });
    expect(document.querySelector('.page-lead')?.textContent).toBe(
      'Portal Dosen memakai akun SSO Politeknik Nusa Samudra (akun Nusa ID). Kata sandinya tidak disimpan di portal ini, sehingga pengaturan ulang dilakukan di layanan Nusa ID.',
    );
    const reset = screen.getByRole('link', { name: /^Atur ulang kata sandi di Nusa ID/ });
    expect(reset.textContent).toBe('Atur ulang kata sandi di Nusa ID (membuka tab baru)');
    expect(reset.getAttribute('href')).toBe('https://id.polnusa.example/reset');
    expect(screen.getByText(/^Masukkan alamat email/).textContent).toBe(
      'Masukkan alamat email Polnusa Anda, lalu ikuti verifikasi yang diminta.',
    );
    expect(screen.getByRole('link', { name: 'helpdesk@polnusa.example' }).getAttribute('href')).toBe('mailto:helpdesk@polnusa.example');
    expectNoUniversityWords();
    view.unmount();

    await renderPage(ResetPassword, { model: ofInstitution(realModel('dosen'), withReset), nodeId: 'reset-password', lang: 'en' });
    expect(document.querySelector('.page-lead')?.textContent).toBe(
      'Portal Dosen uses your Nusa Samudra Polytechnic SSO account (a Nusa ID account). Its password is not stored in this portal, so it is reset at Nusa ID.',
    );
    expect(screen.getByText(/^If you cannot/).textContent).toBe(
      'If you cannot complete the verification, contact the Polnusa help desk: helpdesk@polnusa.example',
    );
  });

  it("without the provider's reset page in the manifest, sends people to the institution's help desk", async () => {
    await renderPage(ResetPassword, { model: ofInstitution(realModel('dosen')), nodeId: 'reset-password' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)[0]).toBe(
      'Hubungi layanan bantuan Polnusa melalui tautan di bawah dan minta pengaturan ulang kata sandi akun Nusa ID Anda.',
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:helpdesk@polnusa.example', '/login']);
    expect(screen.getByRole('link', { name: 'Layanan bantuan Polnusa' })).toBeTruthy();
    expectNoUniversityWords();
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

  it('names the institution and its help address from the manifest', async () => {
    await renderPage(About, { model: realModel('dosen'), nodeId: 'about' });
    expect(screen.getByText(/pintu masuk tunggal/).textContent).toBe(
      'Portal Dosen adalah pintu masuk tunggal ke layanan Universitas Terbuka. Setelah masuk dengan akun SSO UT, Anda mendapatkan dasbor dan menu yang membuka sistem-sistem terkait di tab baru, dengan identitas Anda sudah terisi.',
    );
    const help = screen.getByRole('link', { name: /hallo-ut\.ut\.ac\.id/ });
    expect(help.closest('p')?.textContent).toBe(
      'Kendala penggunaan portal atau hak akses dapat disampaikan kepada layanan bantuan UT: hallo-ut.ut.ac.id (membuka tab baru)',
    );
    expect(help.getAttribute('target')).toBe('_blank');
  });

  it("another institution's portal names its own, in each language", async () => {
    const model = ofInstitution(realModel('dosen'));
    const view = await renderPage(About, { model, nodeId: 'about' });
    expect(screen.getByText(/pintu masuk tunggal/).textContent).toMatch(
      /^Portal Dosen adalah pintu masuk tunggal ke layanan Politeknik Nusa Samudra\. Setelah masuk dengan akun SSO Polnusa, /,
    );
    expect(screen.getByRole('link', { name: 'helpdesk@polnusa.example' }).getAttribute('href')).toBe('mailto:helpdesk@polnusa.example');
    // The portal's own description (the manifest's) aside, nothing names the university.
    const sections = [...document.querySelectorAll('main section')].map((section) => section.textContent).join(' ');
    expect(sections).not.toMatch(/Universitas Terbuka|\bUT\b|universitas|fakultas/);
    view.unmount();
    await renderPage(About, { model, nodeId: 'about', lang: 'en' });
    expect(screen.getByText(/single entrance/).textContent).toMatch(
      /^Portal Dosen is the single entrance to the services of Nusa Samudra Polytechnic\. After signing in with your Polnusa SSO account, /,
    );
    expect(screen.getByText(/help desk/).textContent).toBe(
      'Problems using the portal or with access rights can be reported to the Polnusa help desk: helpdesk@polnusa.example',
    );
  });
});

describe('ttm', () => {
  it('explains TTM from its manifest content, says schedules come from the faculty and links the other tutorial services', async () => {
    await renderPage(Ttm, { model: realModel('mahasiswa'), nodeId: 'ttm' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tutorial Tatap Muka (TTM)');
    expect(screen.getByText(/ditetapkan oleh fakultas/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutorial Online (Tuton)' }).getAttribute('href')).toBe('/dashboard/tuton');
    expect(screen.queryByRole('link', { name: /Tatap Muka/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads as the student portal always has: lead, sections in order, the other services and the way home', async () => {
    await renderPage(Ttm, { model: realModel('mahasiswa'), nodeId: 'ttm' });
    expect(document.querySelector('.page-lead')?.textContent).toBe('Tutorial yang dilaksanakan langsung di kelas bersama tutor.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Apa itu TTM?',
      'Jadwal dan lokasi',
      'Yang perlu disiapkan',
      'Layanan tutorial lainnya',
    ]);
    expect(screen.getByRole('region', { name: 'Apa itu TTM?' }).querySelector('p')?.textContent).toBe(
      'Tutorial Tatap Muka (TTM) adalah salah satu layanan bantuan belajar Universitas Terbuka. Mahasiswa dan tutor bertemu langsung di kelas untuk membahas materi mata kuliah, berdiskusi, dan mengerjakan tugas tutorial.',
    );
    expect([...screen.getByRole('region', { name: 'Yang perlu disiapkan' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Bahan ajar mata kuliah yang ditutorialkan.',
      'Tugas tutorial sesuai jadwal yang diumumkan tutor.',
      'Kehadiran: TTM berlangsung di kelas, bukan secara daring.',
    ]);
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('in English, the English content and the home label', async () => {
    await renderPage(Ttm, { model: realModel('mahasiswa'), nodeId: 'ttm', lang: 'en' });
    expect(document.querySelector('.page-lead')?.textContent).toBe('Tutorials held in a classroom together with a tutor.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What is TTM?',
      'Schedule and location',
      'What to prepare',
      'Other tutorial services',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the Dashboard' })).toBeTruthy();
  });

  /** The student portal with the ttm node's content replaced (or removed) and the home node relabelled. */
  const withTtm = (content: PortalNode['content']): PortalModel => {
    const model = structuredClone(realModel('mahasiswa'));
    const ttm = model.nodes.ttm!;
    if (content) ttm.content = content;
    else delete ttm.content;
    model.nodes[model.portal.home]!.label = 'Beranda';
    return model;
  };

  it("shows another institution's content from the node, English falling back part by part", async () => {
    const model = withTtm({
      lead: 'Kelas langsung di kampus.',
      sections: [
        { title: 'Tempat', text: 'Di gedung kuliah.' },
        { title: 'Bawa', items: ['Buku', 'Alat tulis'] },
      ],
      en: { lead: 'Classes on campus.' },
    });
    const view = await renderPage(Ttm, { model, nodeId: 'ttm' });
    expect(document.querySelector('.page-lead')?.textContent).toBe('Kelas langsung di kampus.');
    expect(screen.getByRole('region', { name: 'Tempat' }).textContent).toBe('TempatDi gedung kuliah.');
    expect([...screen.getByRole('region', { name: 'Bawa' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Buku',
      'Alat tulis',
    ]);
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Universitas Terbuka|\bUT\b|fakultas/);
    view.unmount();

    await renderPage(Ttm, { model, nodeId: 'ttm', lang: 'en' });
    const lead = document.querySelector('.page-lead')!;
    expect(lead.textContent).toBe('Classes on campus.');
    expect(lead.getAttribute('lang')).toBeNull();
    // No English sections: the Indonesian ones, marked as Indonesian.
    const place = screen.getByRole('region', { name: 'Tempat' });
    expect(place.getAttribute('lang')).toBe('id');
    expect(screen.getByRole('link', { name: 'Back to the Beranda' })).toBeTruthy();
  });

  it('without content, shows just its title and the related links', async () => {
    await renderPage(Ttm, { model: withTtm(undefined), nodeId: 'ttm' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tutorial Tatap Muka (TTM)');
    expect(document.querySelector('.page-lead')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Layanan tutorial lainnya']);
    expect(screen.getByRole('link', { name: 'Tutorial Online (Tuton)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeTruthy();
  });

  it('without other tutorial services beside it, names none: only the way home', async () => {
    const model = withTtm(undefined);
    for (const node of Object.values(model.nodes)) if (node.id !== 'ttm' && node.parent === 'dashboard') node.hidden = true;
    await renderPage(Ttm, { model, nodeId: 'ttm' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Tautan halaman' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Kembali ke Beranda']);
  });
});
