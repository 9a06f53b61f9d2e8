// After every resolved navigation: the document title from the manifest, and one GA4 page_view.
import type { AnyRouter } from '@tanstack/react-router';
import type { PortalModel } from '../manifest/model.ts';

export type PageViewSink = (view: { page: string; title: string }) => void;

export function titleFor(model: PortalModel, nodeId: string | undefined): string {
  const node = nodeId ? model.nodes[nodeId] : undefined;
  return node ? `${node.title} — ${model.portal.title}` : `Halaman tidak ditemukan — ${model.portal.title}`;
}

export function followNavigation(router: AnyRouter, model: PortalModel, sendPageView: PageViewSink | null): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    const nodeId = router.state.matches.findLast((m) => m.staticData.nodeId)?.staticData.nodeId;
    const title = titleFor(model, nodeId);
    document.title = title;
    sendPageView?.({ page: toLocation.href, title });
  });
}
