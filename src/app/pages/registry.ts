// Internal pages by component key (schema/vocabulary.ts). Loaded on demand: only the page a
// person opens is downloaded. A key without a page here fails the type check.
import { lazy } from 'react';
import type { RouteComponent } from '@tanstack/react-router';
import type { PageKey } from '../../../schema/vocabulary.ts';

export const pages: Record<PageKey, RouteComponent> = {
  'dashboard-home': lazy(() => import('./dashboard-home/DashboardHome.tsx')),
  'list-route': lazy(() => import('./list-route/ListRoute.tsx')),
  about: lazy(() => import('./about/About.tsx')),
  login: lazy(() => import('./login/LoginPage.tsx')),
  'login-error': lazy(() => import('./login-error/LoginError.tsx')),
  'reset-password': lazy(() => import('./reset-password/ResetPassword.tsx')),
  logout: lazy(() => import('./logout/LogoutPage.tsx')),
  'cetak-lkam': lazy(() => import('./cetak-lkam/CetakLkam.tsx')),
  'kisi-kisi': lazy(() => import('./kisi-kisi/KisiKisi.tsx')),
  'sebaran-nilai': lazy(() => import('./sebaran-nilai/SebaranNilai.tsx')),
  'rekapitulasi-jumlah-kelulusan': lazy(() => import('./rekapitulasi-jumlah-kelulusan/RekapitulasiKelulusan.tsx')),
  ttm: lazy(() => import('./ttm/Ttm.tsx')),
};
