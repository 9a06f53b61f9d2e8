// @vitest-environment jsdom
// GA4 is loaded only with a measurement id; a launch becomes one launch_item event with the
// launch's own fields, a navigation one page_view.
import { afterEach, describe, expect, it, vi } from 'vitest';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), event: vi.fn(), set: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

import { createAnalytics } from '../../../src/shell/routing/analytics.ts';

afterEach(() => vi.clearAllMocks());

describe('createAnalytics', () => {
  it('is nothing without a measurement id, and loads nothing', async () => {
    expect(await createAnalytics(undefined)).toBeNull();
    expect(await createAnalytics('')).toBeNull();
    expect(ga.initialize).not.toHaveBeenCalled();
  });

  it('sends page views and launches as GA4 hits, without an automatic page_view', async () => {
    history.replaceState(null, '', '/dashboard?message=Sesi%20berakhir#token=abc');
    Object.defineProperty(document, 'referrer', { value: 'https://sso.example.ac.id/login?code=secret#state=x', configurable: true });
    const analytics = (await createAnalytics('G-TEST'))!;
    expect(ga.initialize).toHaveBeenCalledWith('G-TEST', {
      gtagOptions: {
        send_page_view: false,
        page_location: 'http://localhost:3000/dashboard',
        page_referrer: 'https://sso.example.ac.id/login',
      },
    });
    analytics.pageView({ page: '/dashboard', title: 'Dashboard — Portal' });
    expect(ga.send).toHaveBeenCalledWith({ hitType: 'pageview', page: '/dashboard', title: 'Dashboard — Portal' });
    // gtag.js would report the whole address and referrer with every hit: both without query or fragment.
    expect(ga.set).toHaveBeenLastCalledWith({
      page_location: 'http://localhost:3000/dashboard',
      page_referrer: 'https://sso.example.ac.id/login',
    });
    const launch = { menu_item: 'sinta', menu_group: 'penelitian', portal: 'dosen', outcome: 'open' } as const;
    analytics.launch(launch);
    expect(ga.event).toHaveBeenCalledTimes(1);
    expect(ga.event).toHaveBeenCalledWith('launch_item', launch);
  });

  it('sends any other event as it is given (the field figures: src/shell/routing/field-figures.ts)', async () => {
    const analytics = (await createAnalytics('G-TEST'))!;
    analytics.event('web_vital', { metric_name: 'LCP', metric_value: 1200, portal: 'dosen' });
    expect(ga.event).toHaveBeenCalledWith('web_vital', { metric_name: 'LCP', metric_value: 1200, portal: 'dosen' });
  });
});
