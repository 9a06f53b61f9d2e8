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
import { defaultLang, languages } from '../../src/platform/i18n/lang.ts';
import type { BootSettings } from '../../src/shell/first-paint/ids.ts';

export interface Prerendered {
  boot: BootSettings;
  /** The shell's markup, or '' when the portal's home has no layout. */
  html: string;
}

export function prerender(model: PortalModel): Prerendered {
  const boot: BootSettings = {
    shellLang: defaultLang,
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
  const html = renderToStaticMarkup(
    <JotaiProvider store={createStore()}>
      <ModelProvider model={{ ...model, nodes: timeless }}>
        <RouterContextProvider router={router}>
          <DashboardFrame />
        </RouterContextProvider>
      </ModelProvider>
    </JotaiProvider>,
  );
  return { boot: { ...boot, shell: layoutNode.path }, html };
}
