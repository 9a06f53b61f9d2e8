// @vitest-environment jsdom
// axe-core over every page of this folder, with data, as a guard against unlabelled controls,
// tables without headers and broken heading or landmark structure.
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { RouteComponent } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filters, kisiKisi, rekapitulasiKelulusan, sebaranNilai } from '../../../scripts/dev/services/assessment-data.ts';
import About from '../../../src/app/pages/about/About.tsx';
import CetakLkam from '../../../src/app/pages/cetak-lkam/CetakLkam.tsx';
import DashboardHome from '../../../src/app/pages/dashboard-home/DashboardHome.tsx';
import KisiKisi from '../../../src/app/pages/kisi-kisi/KisiKisi.tsx';
import ListRoute from '../../../src/app/pages/list-route/ListRoute.tsx';
import LoginError from '../../../src/app/pages/login-error/LoginError.tsx';
import RekapitulasiKelulusan from '../../../src/app/pages/rekapitulasi-jumlah-kelulusan/RekapitulasiKelulusan.tsx';
import ResetPassword from '../../../src/app/pages/reset-password/ResetPassword.tsx';
import SebaranNilai from '../../../src/app/pages/sebaran-nilai/SebaranNilai.tsx';
import Ttm from '../../../src/app/pages/ttm/Ttm.tsx';
import { getJson } from '../../../src/platform/session/portal-api.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

vi.mock('../../../src/platform/session/portal-api.ts', () => ({ getJson: vi.fn() }));
const answers: Record<string, unknown> = {
  'asesmen/kisi-kisi': { data: kisiKisi, filters: filters.kisiKisi },
  'asesmen/sebaran-nilai': { data: sebaranNilai, filters: filters.sebaranNilai },
  'asesmen/rekapitulasi-kelulusan': { data: rekapitulasiKelulusan, filters: filters.rekapitulasiKelulusan },
};
vi.mocked(getJson).mockImplementation(async (path, schema) => schema.parse(answers[path]));

afterEach(cleanup);

const cases: [string, RouteComponent, string, string, boolean][] = [
  ['dashboard-home', DashboardHome, 'dosen', 'dashboard', false],
  ['list-route', ListRoute, 'dosen', 'list-route', false],
  ['about', About, 'dosen', 'about', false],
  ['login-error', LoginError, 'dosen', 'login-error', false],
  ['reset-password', ResetPassword, 'dosen', 'reset-password', false],
  ['cetak-lkam', CetakLkam, 'dosen', 'cetak-lkam-halaman', false],
  ['kisi-kisi', KisiKisi, 'dosen', 'kisi-kisi', true],
  ['sebaran-nilai', SebaranNilai, 'dosen', 'sebaran-nilai', true],
  ['rekapitulasi-jumlah-kelulusan', RekapitulasiKelulusan, 'dosen', 'rekapitulasi-jumlah-kelulusan', true],
  ['ttm', Ttm, 'mahasiswa', 'ttm', false],
];

describe('accessibility (axe)', () => {
  it.each(cases)('%s has no violations', async (_name, Page, portal, nodeId, hasTable) => {
    const { container } = await renderPage(Page, { model: realModel(portal), nodeId, auth: { namaTanpaGelar: 'Siti Rahmawati' } });
    if (hasTable) await screen.findByRole('table');
    const result = await axe.run(container, {
      rules: {
        'color-contrast': { enabled: false }, // jsdom has no layout or computed colours
        region: { enabled: false }, // pages inside the dashboard rely on the layout's <main>
      },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
