// After every resolved navigation: the document title from the manifest in the interface
// language, and one GA4 page_view. The page's language attribute follows the interface language,
// so screen readers pronounce the text in the right language: the language on screen once React
// shows one (shownLangAtom, which changes in the commit that changes the texts), the chosen one
// before.
import type { AnyRouter } from '@tanstack/react-router';
import { langAtom, shownLangAtom, type Lang, type Texts } from '../../platform/i18n/lang.ts';
import { pageTitle, portalNameOf, titleOf } from '../../platform/i18n/localize.ts';
import type { PortalModel } from '../../model/manifest/model.ts';
import { appSessionStore, type SessionStore } from '../../platform/session/state.ts';

/** A page view: the page's path (never its query or fragment) and title. */
export type PageViewSink = (view: { page: string; title: string }) => void;

const texts = {
  id: { notFound: 'Halaman tidak ditemukan' },
  en: { notFound: 'Page not found' },
} satisfies Texts<{ notFound: string }>;

export function titleFor(model: PortalModel, nodeId: string | undefined, lang: Lang = 'id'): string {
  const node = nodeId ? model.nodes[nodeId] : undefined;
  return pageTitle(node ? titleOf(node, lang) : texts[lang].notFound, portalNameOf(model.portal, lang));
}

export function followNavigation(
  router: AnyRouter,
  model: PortalModel,
  sendPageView: PageViewSink | null,
  store: SessionStore = appSessionStore(),
): () => void {
  const currentNodeId = () => router.state.matches.findLast((m) => m.staticData.nodeId)?.staticData.nodeId;
  let resolved = false;
  const lang = () => store.get(shownLangAtom) ?? store.get(langAtom);
  const showLang = () => {
    if (document.documentElement.lang !== lang()) document.documentElement.lang = lang();
  };
  showLang();

  const stopNavigation = router.subscribe('onResolved', ({ toLocation }) => {
    resolved = true;
    const title = titleFor(model, currentNodeId(), lang());
    document.title = title;
    // The path only: a query or fragment may carry a message, a token or a name (docs/security.md).
    sendPageView?.({ page: toLocation.pathname, title });
  });
  // A language change is not a navigation: the title follows, no page_view is sent.
  const languageChanged = () => {
    showLang();
    if (resolved) document.title = titleFor(model, currentNodeId(), lang());
  };
  const stops = [stopNavigation, store.sub(langAtom, languageChanged), store.sub(shownLangAtom, languageChanged)];
  return () => {
    for (const stop of stops) stop();
  };
}
