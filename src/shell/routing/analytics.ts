// GA4 through react-ga4, only when a measurement id is configured: without one, react-ga4 is not
// even loaded, so there is no network traffic. Two kinds of hits: a page_view per resolved route
// change (history-mode SPA) and a launch_item per launch (a launch opens a tab, not a route).
import type { LaunchSink } from '../../features/launch/report.ts';
import type { PageViewSink } from './page-meta.ts';

export interface Analytics {
  pageView: PageViewSink;
  launch: LaunchSink;
  /** Any other GA4 event: the field figures and exceptions (field-figures.ts). */
  event: (name: string, params: Record<string, string | number | boolean>) => void;
}

const withoutQuery = (address: string) => {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
};

export async function createAnalytics(measurementId: string | undefined): Promise<Analytics | null> {
  if (!measurementId) return null;
  const { default: ReactGA } = await import('react-ga4');
  // gtag.js reports the page's whole address (and the referrer's) with every hit unless told
  // otherwise: the address without its query or fragment, which may carry a message, a token or a name.
  const where = (page = location.pathname) => ({
    page_location: `${location.origin}${page}`,
    page_referrer: withoutQuery(document.referrer),
  });
  // The portal sends page_view itself on every resolved route change.
  ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false, ...where() } });
  return {
    pageView: ({ page, title }) => {
      ReactGA.set(where(page));
      ReactGA.send({ hitType: 'pageview', page, title });
    },
    launch: (event) => ReactGA.event('launch_item', event),
    event: (name, params) => ReactGA.event(name, params),
  };
}
