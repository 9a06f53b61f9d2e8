// The part of the field report (docs/analytics.md) that must start with the page: whether the first
// screen came from the pre-rendered copy (the boot script's mark is gone once the app has taken
// over), and every uncaught error and page that failed to load from then on. Started by
// src/app/start.tsx only when analytics is configured; without it every call here does nothing.
// field-figures.ts, loaded once the page is idle, sends what is collected when the page is hidden.
// Small and without imports: it is in the first load.

/** Whether the first screen was the pre-rendered copy (src/shell/first-paint) or the app's own render. */
export type FirstScreen = 'prerendered' | 'app';

/** An uncaught error or a page that failed to load, as reported: nothing personal. */
export interface PageException {
  /** The page's path, without query or fragment. */
  path: string;
  /** A short cause, at most 100 characters: the error's kind and message, numbers and addresses left out. */
  description: string;
  /** The page could not be shown (it failed to load), rather than an error beside it. */
  fatal: boolean;
}

interface Collecting {
  firstScreen: FirstScreen;
  /** The path the page was loaded at, without query or fragment (the figures are this load's). */
  path: string;
  /** The viewport's width at the load (the device class). */
  width: number;
  /**
   * The largest element painted so far, described while it is on the page: web-vitals, loaded
   * later, finds no element for a candidate that has left it (the pre-rendered copy's).
   */
  lcpTarget?: string;
  exceptions: PageException[];
}

let collecting: Collecting | undefined;
let listening = false;

/**
 * A short cause that says what failed and nothing of who: long numbers (a nip, a token's parts),
 * e-mail addresses and an address's query are left out; at most 100 characters (GA4's limit).
 */
export function shortCause(error: unknown, prefix = ''): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : error === undefined
          ? 'unknown'
          : String(error);
  const clean = `${prefix}${text}`
    .replace(/[?#][^\s)'"]*/g, '')
    .replace(/\S+@\S+/g, '…@…')
    .replace(/\d{5,}/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > 100 ? `${clean.slice(0, 99)}…` : clean;
}

/** `main#konten>section.welcome>h1`: tags, ids and classes (no text), up to four levels, as web-vitals writes a target. */
function selectorOf(element: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = element; e && e !== document.body && parts.length < 4; e = e.parentElement) {
    parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${[...e.classList].map((c) => `.${c}`).join('')}`);
    if (e.id) break;
  }
  return parts.join('>');
}

/** Starts collecting (once): the first screen as it is now, and from now on every uncaught error. */
export function collectFieldReport(firstScreen: FirstScreen): void {
  if (collecting) return;
  collecting = { firstScreen, path: location.pathname, width: window.innerWidth, exceptions: [] };
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => {
    // Another origin's script (GA's, a browser extension's) tells nothing but "Script error.": not the portal's.
    if (event.filename && !event.filename.startsWith(location.origin)) return;
    reportException(event.error ?? event.message, false);
  });
  window.addEventListener('unhandledrejection', (event) => reportException(event.reason, false));
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    new PerformanceObserver((list) => {
      const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
      if (element && collecting) collecting.lcpTarget = selectorOf(element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Reports an error (`fatal`: the page failed to load); nothing when the field report is not collected. */
export function reportException(error: unknown, fatal: boolean, prefix = ''): void {
  collecting?.exceptions.push({ path: location.pathname, description: shortCause(error, prefix), fatal });
}

/** What has been collected, for field-figures.ts; undefined when nothing is. */
export const fieldReport = (): Readonly<Collecting> | undefined => collecting;

/** Forgets everything (tests). */
export function stopCollecting(): void {
  collecting = undefined;
}
