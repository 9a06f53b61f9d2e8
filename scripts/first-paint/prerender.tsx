// Build-time only (scripts/first-paint/load.ts runs it through Vite's SSR loader): the signed-in
// layout of the portal's home — header and menu — rendered to HTML with the real components, so
// index.html can paint the menu before any JavaScript has run. React replaces it on mount.
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ModelProvider } from '../../src/platform/core/model-context.tsx';
import { DashboardFrame } from '../../src/shell/layout/DashboardLayout.tsx';
import { layoutNodeOf } from '../../src/features/menu/tree.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import { defaultLang, langAtom, languages } from '../../src/platform/i18n/lang.ts';
import type { BootSettings } from '../../src/shell/first-paint/ids.ts';

export interface Prerendered {
  boot: BootSettings;
  /** The shell's markup, or '' when the portal's home has no layout. */
  html: string;
}

export function prerender(model: PortalModel): Prerendered {
  // The copy is in the language the portal opens in; boot.js shows it only to a browser that has not chosen another.
  const lang = model.portal.language ?? defaultLang;
  const boot: BootSettings = {
    shellLang: lang,
    languages,
    sessionKey: storageKeys.session,
    langKey: storageKeys.lang,
    themeKey: storageKeys.theme,
  };
  const home = model.nodes[model.portal.home]!.behaviour;
  if (home.kind === 'component' && home.page === 'dashboard-home') boot.dashboardHome = model.portal.paths.home;
  const layoutNode = layoutNodeOf(model, model.portal.home);
  if (!layoutNode) return { boot, html: '' };
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [model.portal.paths.home] }),
  });
  // Items with a time window are left out: whether they show depends on the moment of the visit.
  const timeless = Object.fromEntries(
    Object.entries(model.nodes).map(([id, node]) => [id, node.window ? { ...node, hidden: true } : node]),
  );
  const store = createStore();
  store.set(langAtom, lang);
  const html = renderToStaticMarkup(
    <JotaiProvider store={store}>
      <ModelProvider model={{ ...model, nodes: timeless }}>
        <RouterContextProvider router={router}>
          <DashboardFrame />
        </RouterContextProvider>
      </ModelProvider>
    </JotaiProvider>,
  );
  return { boot: { ...boot, shell: layoutNode.path }, html };
}
