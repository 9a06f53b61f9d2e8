import { lazy } from 'react';
import DashboardLayout from '../shell/layout/DashboardLayout.tsx';
import { pages } from './pages/registry.ts';
import type { RouteViews } from '../shell/routing/build-route-tree.ts';
import Root from '../shell/views/Root.tsx';

// The dashboard layout is not lazy: it paints the sidebar, the first thing a lecturer looks for.
// The launch page (a bookmarked system) and the not-found page load when they are needed. The
// error view (RouteError, imported by start.tsx) stays in the first load: it must show even when
// chunks fail to load.
export const views: RouteViews = {
  root: Root,
  notFound: lazy(() => import('../shell/views/NotFound.tsx')),
  launch: lazy(() => import('../shell/views/LaunchPage.tsx')),
  pages,
  layouts: { sidebar: DashboardLayout },
};
