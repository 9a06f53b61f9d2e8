// @vitest-environment jsdom
// Field figures for operators (src/shell/routing/field-report.ts, field-figures.ts): what each page
// load sends to GA4 — its web vitals with their attribution, its uncaught errors and failed pages —
// with the portal, the path without query, the device class and the first screen's origin; when the
// page is hidden, each once; nothing personal; nothing at all without analytics.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';

/** The web-vitals library's callbacks, as the page registered them. */
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: unknown) => void>() }));
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => void vitals.callbacks.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

import { binOf, deviceClass, exceptionEvent, startFieldFigures, vitalEvent } from '../../../src/shell/routing/field-figures.ts';
import { collectFieldReport, fieldReport, reportException, shortCause, stopCollecting } from '../../../src/shell/routing/field-report.ts';

const context = {
  portal: 'dosen',
  path: '/dashboard',
  location: 'https://dosen.example.ac.id/dashboard',
  device: 'desktop',
  firstScreen: 'prerendered',
} as const;

const lcp = {
  name: 'LCP',
  value: 1834.6,
  rating: 'good',
  delta: 1834.6,
  id: 'v5-1',
  entries: [],
  navigationType: 'navigate',
  attribution: {
    target: 'html>body>div#portal-prerender>main#konten>section.welcome>h1',
    timeToFirstByte: 120,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: 1714.6,
  },
} as unknown as MetricWithAttribution;
const inp = {
  name: 'INP',
  value: 232,
  rating: 'needs-improvement',
  navigationType: 'navigate',
  attribution: {
    interactionTarget: 'nav#menu-utama>ul>li>button.sidebar-group',
    interactionType: 'pointer',
    inputDelay: 12,
    processingDuration: 180,
    presentationDelay: 40,
  },
} as unknown as MetricWithAttribution;
const cls = {
  name: 'CLS',
  value: 0.01234,
  rating: 'good',
  navigationType: 'reload',
  attribution: { largestShiftTarget: 'section.agenda-card', loadState: 'complete' },
} as unknown as MetricWithAttribution;
const fcp = {
  name: 'FCP',
  value: 640.2,
  rating: 'good',
  navigationType: 'navigate',
  attribution: { loadState: 'loading', timeToFirstByte: 120, firstByteToFCP: 520.2 },
} as unknown as MetricWithAttribution;
const ttfb = {
  name: 'TTFB',
  value: 120.4,
  rating: 'good',
  navigationType: 'navigate',
  attribution: { waitingDuration: 2, cacheDuration: 0, dnsDuration: 10, connectionDuration: 20, requestDuration: 88.4 },
} as unknown as MetricWithAttribution;

describe('one figure as a web_vital event', () => {
  it('LCP: its value in ms, rating, bin, the element and where the time went, with the load’s context', () => {
    expect(vitalEvent(lcp, context)).toEqual({
      metric_name: 'LCP',
      metric_value: 1835,
      value: 1835,
      metric_rating: 'good',
      metric_bin: '03 1500–2000 ms',
      navigation_type: 'navigate',
      debug_target: 'html>body>div#portal-prerender>main#konten>section.welcome>h1',
      debug_detail: 'element-render-delay',
      portal: 'dosen',
      page_path: '/dashboard',
      page_location: 'https://dosen.example.ac.id/dashboard',
      device_class: 'desktop',
      first_screen: 'prerendered',
    });
  });

  it('INP: the interaction’s target and kind and its longest part; CLS: the shifted element, its value in thousandths for GA4’s sum', () => {
    expect(vitalEvent(inp, context)).toMatchObject({
      metric_name: 'INP',
      metric_value: 232,
      metric_bin: '03 200–300 ms',
      debug_target: 'nav#menu-utama>ul>li>button.sidebar-group',
      debug_detail: 'pointer: processing-duration',
    });
    expect(vitalEvent(cls, context)).toMatchObject({
      metric_name: 'CLS',
      metric_value: 0.012,
      value: 12,
      metric_bin: '01 0.01–0.05',
      debug_target: 'section.agenda-card',
      debug_detail: 'complete',
      navigation_type: 'reload',
    });
    expect(vitalEvent(fcp, context)).toMatchObject({ metric_value: 640, debug_detail: 'loading: first-byte-to-fcp' });
    expect(vitalEvent(fcp, context)).not.toHaveProperty('debug_target');
    expect(vitalEvent(ttfb, context)).toMatchObject({ metric_value: 120, metric_bin: '01 100–200 ms', debug_detail: 'request-duration' });
  });

  it('an LCP element that has left the page (the pre-rendered copy’s) is named as field-report.ts saw it', () => {
    const gone = { ...lcp, attribution: { ...lcp.attribution, target: undefined } } as MetricWithAttribution;
    expect(vitalEvent(gone, context, 'main#konten>section.announcements>ul>li>article>p.announcement__body')).toMatchObject({
      debug_target: 'main#konten>section.announcements>ul>li>article>p.announcement__body',
    });
    expect(vitalEvent(gone, context)).not.toHaveProperty('debug_target');
    expect(vitalEvent(lcp, context, 'p.other').debug_target).toBe('html>body>div#portal-prerender>main#konten>section.welcome>h1');
  });

  it('a long selector keeps its specific end within GA4’s 100 characters', () => {
    const deep = {
      ...lcp,
      attribution: { ...lcp.attribution, target: `html>body>${'div.wrapper>'.repeat(12)}p.last` },
    } as MetricWithAttribution;
    const target = String(vitalEvent(deep, context).debug_target);
    expect(target).toHaveLength(100);
    expect(target.startsWith('…')).toBe(true);
    expect(target.endsWith('p.last')).toBe(true);
  });

  it('bins sort in order in GA4’s tables; the last is open', () => {
    expect(['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((name) => binOf(name as 'LCP', 0))).toEqual([
      '00 0–500 ms',
      '00 0–50 ms',
      '00 0–0.01',
      '00 0–500 ms',
      '00 0–100 ms',
    ]);
    expect(binOf('LCP', 2500)).toBe('04 2000–2500 ms');
    expect(binOf('LCP', 2501)).toBe('05 2500–3000 ms');
    expect(binOf('LCP', 60_000)).toBe('09 > 10000 ms');
    expect(binOf('CLS', 0.3)).toBe('05 0.25–0.5');
  });

  it('the device class follows the layout’s widths: the phone layout, the drawer menu, the sidebar', () => {
    expect([360, 520, 521, 900, 901, 1920].map(deviceClass)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  });
});

describe('exceptions', () => {
  it('a short cause: the kind and message, without long numbers, e-mail addresses or an address’s query; at most 100 characters', () => {
    expect(shortCause(new TypeError("Cannot read properties of undefined (reading 'nip')"))).toBe(
      "TypeError: Cannot read properties of undefined (reading 'nip')",
    );
    expect(shortCause(new Error('profil 198504122010121001 siti@ut.ac.id gagal: /api/x?token=abc.def#frag'))).toBe(
      'Error: profil # …@… gagal: /api/x',
    );
    expect(shortCause('x'.repeat(150))).toHaveLength(100);
    expect(shortCause(undefined)).toBe('unknown');
    expect(shortCause({ toString: () => 'odd' }, 'page failed to load (server): ')).toBe('page failed to load (server): odd');
  });

  it('as GA4’s exception event, on the page it happened on', () => {
    expect(exceptionEvent({ path: '/dashboard/kisi-kisi', description: 'Error: boom', fatal: true }, context)).toEqual({
      description: 'Error: boom',
      fatal: true,
      portal: 'dosen',
      page_path: '/dashboard/kisi-kisi',
      page_location: 'https://dosen.example.ac.id/dashboard/kisi-kisi',
      device_class: 'desktop',
      first_screen: 'prerendered',
    });
  });
});

describe('a page load’s report', () => {
  let visibility: ReturnType<typeof vi.spyOn>;
  const hide = () => {
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vitals.callbacks.clear();
    window.history.replaceState(null, '', '/dashboard?tab=2&nip=198504122010121001#top');
  });
  afterEach(() => {
    stopCollecting();
    vi.restoreAllMocks();
  });

  it('without analytics (nothing collecting) nothing is kept and nothing is sent: no listener, no event', () => {
    const send = vi.fn();
    reportException(new Error('boom'), false);
    expect(fieldReport()).toBeUndefined();
    startFieldFigures(send, 'dosen');
    expect(vitals.callbacks.size).toBe(0);
    hide();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends every figure and error when the page is hidden, never before; each once', () => {
    collectFieldReport('prerendered');
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('early, before the figures module') }));
    const send = vi.fn();
    startFieldFigures(send, 'dosen');
    expect([...vitals.callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    vitals.callbacks.get('TTFB')!(ttfb);
    vitals.callbacks.get('FCP')!(fcp);
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { reason: new Error('lost promise'), promise: Promise.resolve() }),
    );
    expect(send).not.toHaveBeenCalled();

    // web-vitals reports LCP, CLS and INP when the page is hidden, before this module's own listener.
    visibility.mockReturnValue('hidden');
    vitals.callbacks.get('LCP')!(lcp);
    vitals.callbacks.get('CLS')!(cls);
    vitals.callbacks.get('INP')!(inp);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send.mock.calls.map(([name, params]) => [name, params.metric_name ?? params.description])).toEqual([
      ['web_vital', 'TTFB'],
      ['web_vital', 'FCP'],
      ['web_vital', 'LCP'],
      ['web_vital', 'CLS'],
      ['web_vital', 'INP'],
      ['exception', 'RangeError: early, before the figures module'],
      ['exception', 'Error: lost promise'],
    ]);
    // The load's context: the path it was loaded at, without query or fragment; the device; the first screen.
    for (const [, params] of send.mock.calls) {
      expect(params).toMatchObject({ portal: 'dosen', page_path: '/dashboard', device_class: 'desktop', first_screen: 'prerendered' });
      expect(params.page_location).toBe(`${location.origin}/dashboard`);
      expect(JSON.stringify(params)).not.toMatch(/198504122010121001|tab=2|#top/);
    }

    // Shown and hidden again: a figure that changed meanwhile is not sent twice.
    send.mockClear();
    show();
    vitals.callbacks.get('CLS')!({ ...cls, value: 0.2 });
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('an error of another origin’s script (GA’s, an extension’s) is not the portal’s: not reported', () => {
    collectFieldReport('app');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: 'https://www.googletagmanager.com/gtag/js' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('ours'), filename: `${location.origin}/assets/start.js` }));
    expect(fieldReport()?.exceptions.map((e) => e.description)).toEqual(['Error: ours']);
  });

  it('a failed page is a fatal exception on its path; the same error twice is sent once, and at most ten a page', () => {
    collectFieldReport('app');
    const send = vi.fn();
    startFieldFigures(send, 'dosen');
    window.history.replaceState(null, '', '/dashboard/kisi-kisi?x=1');
    reportException(new TypeError('Failed to fetch dynamically imported module'), true, 'page failed to load (offline): ');
    reportException(new TypeError('Failed to fetch dynamically imported module'), true, 'page failed to load (offline): ');
    for (let i = 0; i < 20; i++) reportException(new Error(`loop ${'i'.repeat(i)}`), false);
    hide();
    const exceptions = send.mock.calls.filter(([name]) => name === 'exception').map(([, params]) => params);
    expect(exceptions).toHaveLength(10);
    expect(exceptions[0]).toMatchObject({
      description: 'page failed to load (offline): TypeError: Failed to fetch dynamically imported module',
      fatal: true,
      page_path: '/dashboard/kisi-kisi',
      page_location: `${location.origin}/dashboard/kisi-kisi`,
      first_screen: 'app',
    });
    expect(exceptions[1]).toMatchObject({ description: 'Error: loop', fatal: false });
  });
});
