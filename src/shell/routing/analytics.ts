// GA4 through react-ga4, only when a measurement id is configured: without one, react-ga4 is not
// even loaded, so there is no network traffic. Two kinds of hits: a page_view per resolved route
// change (history-mode SPA) and a launch_item per launch (a launch opens a tab, not a route).
import type { LaunchSink } from '../../features/launch/report.ts';
import type { PageViewSink } from './page-meta.ts';

export interface Analytics {
  pageView: PageViewSink;
  launch: LaunchSink;
}

export async function createAnalytics(measurementId: string | undefined): Promise<Analytics | null> {
  if (!measurementId) return null;
  const { default: ReactGA } = await import('react-ga4');
  // The portal sends page_view itself on every resolved route change.
  ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
  return {
    pageView: ({ page, title }) => ReactGA.send({ hitType: 'pageview', page, title }),
    launch: (event) => ReactGA.event('launch_item', event),
  };
}
