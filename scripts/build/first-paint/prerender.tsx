// Build-time only (scripts/build/first-paint/run-prerender.ts runs it through Vite's SSR loader): the screens a
// page opens on — the signed-in layout of the portal's home (header, menu, and the dashboard home's
// content) and the sign-in page — rendered to HTML with the real components, so index.html can
// paint them before any JavaScript has run. React replaces them on mount.
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import { DashboardFrame } from '../../../src/shell/layout/DashboardLayout.tsx';
import { ClosedGroupItems } from '../../../src/shell/layout/SidebarItem.tsx';
import DashboardHome from '../../../src/app/pages/dashboard-home/DashboardHome.tsx';
import { EmptyNote, Rows } from '../../../src/app/pages/dashboard-home/Favourites.tsx';
import { loadLists } from '../../../src/features/favourites/state.ts';
import { menuItems } from '../../../src/features/menu/items.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { sessionFlags } from '../../../schema/vocabulary.ts';
import { isAtOrBelow, layoutNodeOf } from '../../../src/features/menu/menu-tree.ts';
import type { PortalModel, PortalNode } from '../../../src/model/manifest/model.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { defaultLang, langAtom } from '../../../src/platform/i18n/lang.ts';
import { portalNameOf, titleOf } from '../../../src/platform/i18n/localize.ts';
import {
  FILL_ATTRIBUTE,
  SCREEN_ATTRIBUTE,
  type BootSettings,
  type FirstScreenSettings,
  type ShellScreen,
} from '../../../src/shell/first-paint/ids.ts';
import LoginPage from '../../../src/app/pages/login/LoginPage.tsx';
import type { ReactNode } from 'react';
import type { Lang } from '../../../src/platform/i18n/lang.ts';

export interface Prerendered {
  boot: BootSettings;
  /** The copy's screens (ShellScreen), each in its element; '' when the portal has neither. */
  html: string;
}

export function prerender(model: PortalModel): Prerendered {
  // The copy is in the language the portal opens in; the boot script shows it only to a browser that has not chosen another.
  const lang = model.portal.language ?? defaultLang;
  const boot: BootSettings = { shellLang: lang };
  const home = model.nodes[model.portal.home]!.behaviour;
  const dashboard = home.kind === 'component' && home.page === 'dashboard-home';
  const login = model.nodes[model.portal.login]!.behaviour;
  const screens: Partial<Record<ShellScreen, string>> = {};
  if (login.kind === 'component' && login.page === 'login') {
    boot.login = model.portal.paths.login;
    screens.login = render(model, lang, boot.login, <LoginPage />);
  }
  const layoutNode = layoutNodeOf(model, model.portal.home);
  if (layoutNode) {
    boot.shell = layoutNode.path;
    if (dashboard) boot.firstScreen = firstScreen(model);
    screens.layout =
      (dashboard ? firstPaintRows(model, lang) : '') +
      render(model, lang, model.portal.paths.home, <DashboardFrame>{dashboard && <DashboardHome />}</DashboardFrame>);
  }
  if (boot.shell || boot.login) boot.titles = tabTitles(model, lang, boot.shell, boot.login);
  const html = Object.entries(screens)
    .map(([screen, markup]) => `<div ${SCREEN_ATTRIBUTE}="${screen}">${markup}</div>`)
    .join('');
  return { boot, html };
}

/** `page` rendered at `path` as the app would render it for a visit at no particular moment, by no particular lecturer. */
function render(model: PortalModel, lang: Lang, path: string, page: ReactNode): string {
  // Items with a time window are left out: whether they show depends on the moment of the visit.
  const timeless = Object.fromEntries(
    Object.entries(model.nodes).map(([id, node]) => [id, node.window ? { ...node, hidden: true } : node]),
  );
  // Every announcement is rendered; the boot script keeps those of the moment and the lecturer's
  // audience (firstScreen). A link to an item with a time window is the app's to show.
  const announcements = model.announcements.map(({ window: _, link, ...announcement }) => ({
    ...announcement,
    requires: [],
    ...(link && !model.nodes[link]?.window && { link }),
  }));
  const store = createStore();
  store.set(langAtom, lang);
  return renderInContext(store, { ...model, nodes: timeless, announcements }, path, <ClosedGroupItems value>{page}</ClosedGroupItems>);
}

/** `children` rendered to HTML in the app's contexts: the session `store`, the model, a router at `path`. */
export function renderInContext(store: ReturnType<typeof createStore>, model: PortalModel, path: string, children: ReactNode): string {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [path] }) });
  return renderToStaticMarkup(
    <JotaiProvider store={store}>
      <ModelProvider model={model}>
        <RouterContextProvider router={router}>{children}</RouterContextProvider>
      </ModelProvider>
    </JotaiProvider>,
  );
}

/**
 * What the boot script builds the home's lists from, in a <template> (inert, never shown) parsed
 * before the lists: every row the lists can show as the app renders it pinned, first unlocked (for
 * a lecturer who holds every flag), then the gated items' rows locked (for one who holds none),
 * then each list's empty note, favourites first. The boot script takes only ids from storage and
 * clones these, so no stored text ever becomes markup. Items with a time window are the app's to list.
 */
function firstPaintRows(model: PortalModel, lang: Lang): string {
  const items = menuItems(model).list.filter((item) => !item.node.window);
  const all = JSON.stringify(items.map((item) => item.node.id));
  const pinnedEverything = {
    getItem: (key: string) => (key === storageKeys.list('favourites', 'prerender') ? all : null),
    setItem: () => undefined,
  };
  const part = (holdsFlags: boolean, children: ReactNode) => {
    const store = createStore();
    store.set(langAtom, lang);
    store.set(authAtom, {
      ...signedOut,
      token: 'prerender',
      nip: 'prerender',
      ...Object.fromEntries(sessionFlags.map((f) => [f, holdsFlags])),
    });
    loadLists(store, () => true, pinnedEverything);
    return renderInContext(store, model, model.portal.paths.home, children);
  };
  const gated = items.filter((item) => item.node.requires.length > 0);
  const markup =
    part(true, <Rows items={items} />) +
    part(false, <Rows items={gated} />) +
    part(
      true,
      <>
        <EmptyNote kind="favourites" />
        <EmptyNote kind="recent" />
      </>,
    );
  return `<template ${FILL_ATTRIBUTE}="rows">${markup}</template>`;
}

/** What the boot script needs to complete the pre-rendered dashboard home for a browser and a moment. */
function firstScreen(model: PortalModel): FirstScreenSettings {
  return {
    path: model.portal.paths.home,
    announcements: model.announcements.map(({ id, window, requires }) => ({ id, ...(window && { window }), requires })),
  };
}

/**
 * The tab's titles the boot script gives the pages the copy is shown on (the layout's paths, the
 * sign-in page), as the app's router titles them (src/shell/routing/page-meta.ts, titleFor): each
 * page's own title, a redirect's that of the page it goes to, and the portal's name.
 */
function tabTitles(
  model: PortalModel,
  lang: Lang,
  shell: string | undefined,
  login: string | undefined,
): NonNullable<BootSettings['titles']> {
  const shown = (node: PortalNode) => (shell !== undefined && isAtOrBelow(node.path, shell)) || node.path === login;
  const landing = (node: PortalNode): PortalNode =>
    node.behaviour.kind === 'redirect' ? landing(model.nodes[node.behaviour.target]!) : node;
  const pages = Object.values(model.nodes)
    .filter(shown)
    .map((node) => [node.path, titleOf(landing(node), lang)]);
  return { portal: portalNameOf(model.portal, lang), pages: Object.fromEntries(pages) };
}
