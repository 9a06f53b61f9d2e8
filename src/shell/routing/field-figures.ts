// Field figures for operators (docs/analytics.md): what lecturers' browsers measure of each page
// load — LCP, INP, CLS, FCP and TTFB with their attribution, through the web-vitals library — and the
// uncaught errors and failed pages field-report.ts collected, sent to GA4 as `web_vital` and
// `exception` events with the portal, the page's path (no query), the device class and whether the
// first screen was the pre-rendered copy. Nothing personal: no name, no nip, no address's query.
// Loaded only with analytics configured, once the page has loaded, the app's first render is under
// way and the browser is then idle (src/app/start.tsx), so it never competes with the paint or that
// render; web-vitals reads what happened before from the browser's buffered entries. Everything is sent when the page is hidden (leaving it,
// switching tabs), each figure once per page load, as the web-vitals library then reports it.
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { type FirstScreen, fieldReport, type PageException } from './field-report.ts';

/** GA4 event parameters: strings of at most 100 characters, numbers, booleans. */
export type EventParams = Record<string, string | number | boolean>;
export type SendEvent = (name: 'web_vital' | 'exception', params: EventParams) => void;

/** The layout's widths (src/shell/layout/layout.css): the phone's narrow layout, the drawer menu, the sidebar. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export const deviceClass = (width: number): DeviceClass => (width <= 520 ? 'phone' : width <= 900 ? 'tablet' : 'desktop');

/** What every event of a page load carries. */
export interface LoadContext {
  portal: string;
  /** The path the page was loaded at, without query or fragment. */
  path: string;
  /** The page's address without query or fragment: GA4 would otherwise attach the whole address. */
  location: string;
  device: DeviceClass;
  firstScreen: FirstScreen;
}

/** Histogram bins, upper bounds in the metric's unit: GA4 counts loads per bin (docs/analytics.md reads p75 from them). */
const bins: Record<MetricWithAttribution['name'], number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
  FCP: [500, 1000, 1500, 1800, 2500, 3000, 4000, 6000, 10000],
  TTFB: [100, 200, 400, 800, 1200, 1800, 3000],
  INP: [50, 100, 200, 300, 500, 1000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5],
};

/** `03 1000–1500 ms`: the bin of `value`, numbered so that GA4's tables sort them in order. */
export function binOf(name: MetricWithAttribution['name'], value: number): string {
  const bounds = bins[name];
  const index = bounds.findIndex((bound) => value <= bound);
  const unit = name === 'CLS' ? '' : ' ms';
  const number = String(index === -1 ? bounds.length : index).padStart(2, '0');
  if (index === -1) return `${number} > ${bounds.at(-1)}${unit}`;
  return `${number} ${index === 0 ? 0 : bounds[index - 1]}–${bounds[index]}${unit}`;
}

/** The name of the largest of `parts`, kebab-case: where the time went. */
const largest = (parts: Record<string, number | undefined>): string => {
  const [name] = Object.entries(parts).reduce((a, b) => ((b[1] ?? 0) > (a[1] ?? 0) ? b : a));
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
};

/** An element's selector as web-vitals builds it (tags, ids, classes: no text), its most specific end kept. */
const selector = (target: string | undefined) => (!target ? undefined : target.length > 100 ? `…${target.slice(-99)}` : target);

/**
 * The attribution that says why: the element (LCP, CLS), the interaction (INP), where the time went.
 * `lcpTarget`: the LCP element as field-report.ts saw it, for one that has left the page.
 */
function attribution(metric: MetricWithAttribution, lcpTarget?: string): { debug_target?: string; debug_detail: string } {
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      const target = selector(a.target ?? lcpTarget);
      return {
        ...(target && { debug_target: target }),
        debug_detail: largest({
          timeToFirstByte: a.timeToFirstByte,
          resourceLoadDelay: a.resourceLoadDelay,
          resourceLoadDuration: a.resourceLoadDuration,
          elementRenderDelay: a.elementRenderDelay,
        }),
      };
    }
    case 'INP': {
      const a = metric.attribution;
      const target = selector(a.interactionTarget);
      const part = largest({ inputDelay: a.inputDelay, processingDuration: a.processingDuration, presentationDelay: a.presentationDelay });
      return { ...(target && { debug_target: target }), debug_detail: `${a.interactionType ?? 'interaction'}: ${part}` };
    }
    case 'CLS': {
      const target = selector(metric.attribution.largestShiftTarget);
      return { ...(target && { debug_target: target }), debug_detail: metric.attribution.loadState ?? 'no shift' };
    }
    case 'FCP':
      return {
        debug_detail: `${metric.attribution.loadState}: ${largest({ timeToFirstByte: metric.attribution.timeToFirstByte, firstByteToFcp: metric.attribution.firstByteToFCP })}`,
      };
    case 'TTFB': {
      const a = metric.attribution;
      return {
        debug_detail: largest({
          waitingDuration: a.waitingDuration,
          cacheDuration: a.cacheDuration,
          dnsDuration: a.dnsDuration,
          connectionDuration: a.connectionDuration,
          requestDuration: a.requestDuration,
        }),
      };
    }
  }
}

const common = (context: LoadContext): EventParams => ({
  portal: context.portal,
  page_path: context.path,
  page_location: context.location,
  device_class: context.device,
  first_screen: context.firstScreen,
});

/** One figure as a `web_vital` event: its value (ms; CLS as is), rating, bin and attribution. */
export function vitalEvent(metric: MetricWithAttribution, context: LoadContext, lcpTarget?: string): EventParams {
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  return {
    metric_name: metric.name,
    metric_value: value,
    // GA4's own `value` is summed and must be a whole number: CLS in thousandths.
    value: metric.name === 'CLS' ? Math.round(metric.value * 1000) : value,
    metric_rating: metric.rating,
    metric_bin: binOf(metric.name, metric.value),
    navigation_type: metric.navigationType,
    ...attribution(metric, lcpTarget),
    ...common(context),
  };
}

/** An uncaught error or a failed page as GA4's `exception` event, on the page it happened on. */
export function exceptionEvent(exception: PageException, context: LoadContext): EventParams {
  return {
    description: exception.description,
    fatal: exception.fatal,
    ...common(context),
    page_path: exception.path,
    page_location: `${new URL(context.location).origin}${exception.path}`,
  };
}

/** At most this many exceptions per page load: an error in a loop must not flood the property. */
const maxExceptions = 10;

/**
 * Starts the field figures of this page load: `send` gets every event when the page is hidden,
 * each figure and each distinct exception once. Needs field-report.ts to be collecting.
 */
export function startFieldFigures(send: SendEvent, portal: string): void {
  const report = fieldReport();
  if (!report) return;
  const context: LoadContext = {
    portal,
    path: report.path,
    location: `${location.origin}${report.path}`,
    device: deviceClass(report.width),
    firstScreen: report.firstScreen,
  };
  const figures = new Map<string, MetricWithAttribution>();
  const sent = new Set<string>();
  let exceptionsSent = 0;
  const keep = (metric: MetricWithAttribution) => {
    if (!sent.has(metric.name)) figures.set(metric.name, metric);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);

  const flush = () => {
    for (const [name, metric] of figures) {
      sent.add(name);
      send('web_vital', vitalEvent(metric, context, report.lcpTarget));
    }
    figures.clear();
    for (const exception of report.exceptions.splice(0)) {
      const key = `${exception.path} ${exception.description}`;
      if (sent.has(key) || exceptionsSent >= maxExceptions) continue;
      sent.add(key);
      exceptionsSent += 1;
      send('exception', exceptionEvent(exception, context));
    }
  };
  // After web-vitals' own listeners (added above), which report the final LCP, CLS and INP then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
