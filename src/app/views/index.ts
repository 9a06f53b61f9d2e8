import DashboardLayout from '../../layout/DashboardLayout.tsx';
import { pages } from '../../pages/registry.ts';
import type { RouteViews } from '../../routing/build-route-tree.ts';
import LaunchPage from './LaunchPage.tsx';
import NotFound from './NotFound.tsx';
import Root from './Root.tsx';

// The dashboard layout is not lazy: it paints the sidebar, the first thing a lecturer looks for.
export const views: RouteViews = {
  root: Root,
  notFound: NotFound,
  launch: LaunchPage,
  pages,
  layouts: { sidebar: DashboardLayout },
};
