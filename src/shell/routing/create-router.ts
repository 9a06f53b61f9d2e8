import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { PortalModel } from '../../model/manifest/model.ts';
import type { SessionStore } from '../../platform/session/state.ts';
import { buildRouteTree, type RouteViews } from './build-route-tree.ts';
import type { LoadUser } from './guard.ts';

// Percent-encoded sub-delimiters (& ( ) ! $ ' * + , ; = : @) are legal as-is in a path segment;
// the browser keeps `&` encoded when decoding (decodeURI leaves reserved characters alone), so a
// copied link like /kurikulum-%26-bahan-ajar would miss its route. Decode them before matching.
const encodedSubDelims = /%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi;

export function createPortalRouter(options: {
  model: PortalModel;
  views: RouteViews;
  store: SessionStore;
  loadUser: LoadUser;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree: buildRouteTree(options.model, options.views),
    context: { store: options.store, loadUser: options.loadUser },
    ...(options.history && { history: options.history }),
    rewrite: {
      input: ({ url }) => {
        const pathname = url.pathname.replace(encodedSubDelims, (m) => decodeURIComponent(m));
        if (pathname === url.pathname) return undefined;
        url.pathname = pathname;
        return url;
      },
    },
    defaultNotFoundComponent: options.views.notFound,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}
