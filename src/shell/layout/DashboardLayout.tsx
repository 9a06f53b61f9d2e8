import { Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import { useLoadPersonalLists } from '../../features/favourites/use-personal-lists.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { useCurrentNode } from '../routing/use-current-node.ts';
import { SearchHost } from '../../features/search/SearchHost.tsx';
import { Header } from './Header.tsx';
import { SessionNotices } from './SessionNotices.tsx';
import { StatusIncidents } from './StatusIncidents.tsx';
import { menuRoot } from '../../features/menu/items.ts';
import { layoutNodeOf } from '../../features/menu/menu-tree.ts';
import { Sidebar } from './Sidebar.tsx';
import { useDrawer } from '../first-paint/use-drawer.ts';
import './layout.css';

const texts = {
  id: { skip: 'Lewati ke konten' },
  en: { skip: 'Skip to content' },
} satisfies Texts<{ skip: string }>;

/** The `sidebar` layout: header, the menu of its node (a drawer on narrow screens) and the page. */
export default function DashboardLayout() {
  return (
    <DashboardFrame>
      <Outlet />
    </DashboardFrame>
  );
}

/** The layout around any content; also rendered at build time, empty, as the pre-paint shell (src/shell/first-paint). */
export function DashboardFrame({ children }: { children?: ReactNode }) {
  const model = useModel();
  const t = useTexts(texts);
  const current = useCurrentNode();
  const pathname = useLocation({ select: (l) => l.pathname });
  const [drawerOpen, setDrawerOpen] = useDrawer(pathname);
  // Outside a layout (the pre-rendered shell has no route) the menu is the one search and favourites use.
  const root = layoutNodeOf(model, current?.id) ?? menuRoot(model)!;
  // Favourites and recent items, read before the app first paints; the frame does not show them, so a
  // pin does not render it (its header, its menu) again.
  useLoadPersonalLists();

  return (
    <div className="portal-shell" data-drawer={drawerOpen ? 'open' : 'closed'}>
      <a className="skip-link" href="#konten">
        {t.skip}
      </a>
      <Header menuId="menu-utama" menuOpen={drawerOpen} onToggleMenu={() => setDrawerOpen((o) => !o)} />
      <Sidebar root={root} id="menu-utama" />
      <div className="portal-scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      <SearchHost />
      <main id="konten" className="portal-main" tabIndex={-1}>
        <SessionNotices />
        <StatusIncidents />
        {children}
      </main>
    </div>
  );
}
