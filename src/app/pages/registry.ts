// Internal pages by component key (schema/vocabulary.ts). Loaded on demand: only the page a
// person opens is downloaded. A key without a page here fails the type check.
// lazyPage (src/shell/routing/lazy-page.ts), not React.lazy: a page that failed to load (offline, a
// server fault) loads on the next try instead of failing until a full reload, and one whose code
// went with a deployment loads the new version.
import type { RouteComponent } from '@tanstack/react-router';
import { lazyPage } from '../../shell/routing/lazy-page.ts';
import type { PageKey } from '../../../schema/vocabulary.ts';

export const pages: Record<PageKey, RouteComponent> = {
  'dashboard-home': lazyPage(() => import('./dashboard-home/DashboardHome.tsx')),
  'list-route': lazyPage(() => import('./list-route/ListRoute.tsx')),
  about: lazyPage(() => import('./about/About.tsx')),
  login: lazyPage(() => import('./login/LoginPage.tsx')),
  'login-error': lazyPage(() => import('./login-error/LoginError.tsx')),
  'reset-password': lazyPage(() => import('./reset-password/ResetPassword.tsx')),
  logout: lazyPage(() => import('./logout/LogoutPage.tsx')),
  'cetak-lkam': lazyPage(() => import('./cetak-lkam/CetakLkam.tsx')),
  'kisi-kisi': lazyPage(() => import('./kisi-kisi/KisiKisi.tsx')),
  'sebaran-nilai': lazyPage(() => import('./sebaran-nilai/SebaranNilai.tsx')),
  'rekapitulasi-jumlah-kelulusan': lazyPage(() => import('./rekapitulasi-jumlah-kelulusan/RekapitulasiKelulusan.tsx')),
  ttm: lazyPage(() => import('./ttm/Ttm.tsx')),
};
