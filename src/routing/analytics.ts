// GA4 through react-ga4, only when a measurement id is configured: without one, react-ga4 is not
// even loaded, so there is no network traffic.
import type { PageViewSink } from './page-meta.ts';

export async function createPageViewSink(measurementId: string | undefined): Promise<PageViewSink | null> {
  if (!measurementId) return null;
  const { default: ReactGA } = await import('react-ga4');
  // The portal sends page_view itself on every resolved route change (history-mode SPA).
  ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
  return ({ page, title }) => ReactGA.send({ hitType: 'pageview', page, title });
}
