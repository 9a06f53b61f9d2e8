// The page's one Trusted Types policy, `default` (docs/security.md, "Trusted Types"). The CSP makes
// every DOM sink that can run script take a trusted value (require-trusted-types-for 'script',
// trusted-types default), and the portal's own code writes no markup and loads no script by URL
// but its workers' own files.
// Some libraries do, with plain strings; the browser hands each to this policy, which lets through:
//  - text: a string without "<" parses to text only (notistack's empty style sheet, the words of
//    sweetalert2's buttons, which dialogs.ts escapes);
//  - markup once the dialogs have loaded a sanitizer (sanitizeHtmlWith): sweetalert2 builds its
//    popup from its own templates through DOMParser, and gets them back through DOMPurify;
//  - script URLs of the page's workers (the service worker, the date formats' warm-up) and, when
//    analytics is configured, of its tag manager's origin;
// and refuses everything else (null: the browser blocks the write and reports it).

/** The origin react-ga4 loads gtag.js from (and gtag.js its own parts). */
export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';

interface Settings {
  /**
   * The scripts the page runs as workers, as it names them: the service worker's
   * (src/features/pwa/register.ts), the date formats' warm-up (src/platform/i18n/warm-date-formats.ts).
   */
  workerUrls: string[];
  /** Whether a GA id is configured: only then may the tag manager's scripts load. */
  analytics: boolean;
}

type Sanitize = (html: string) => string;
let sanitize: Sanitize | undefined;
/** The sanitizer's own parse of what it cleans runs inside the policy: it gets the text it asked for. */
let sanitizing = false;

/** Markup from now on goes through `clean` (DOMPurify, loaded with the dialogs). */
export function sanitizeHtmlWith(clean: Sanitize): void {
  sanitize = clean;
}

/** What the policy makes of an HTML string: the same text, the sanitized markup, or null (refused). */
export function trustedHtml(input: string): string | null {
  if (!input.includes('<')) return input;
  if (sanitizing) return input; // DOMPurify parsing `input` into its inert document, from the call below
  if (!sanitize) return null;
  sanitizing = true;
  try {
    return sanitize(input);
  } finally {
    sanitizing = false;
  }
}

/** What the policy makes of a script URL: itself when it is one of the workers' or, with analytics, the tag manager's. */
export function trustedScriptUrl(input: string, settings: Settings, base: string): string | null {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return null;
  }
  const isWorker = (workerUrl: string) => {
    const worker = new URL(workerUrl, base);
    return url.origin === worker.origin && url.pathname === worker.pathname && !url.search;
  };
  if (settings.workerUrls.some(isWorker)) return input;
  if (settings.analytics && url.origin === ANALYTICS_ORIGIN) return input;
  return null;
}

/** The part of the Trusted Types API used here (not in TypeScript's DOM library yet). */
interface PolicyFactory {
  defaultPolicy: unknown;
  createPolicy(
    name: 'default',
    rules: { createHTML(input: string): string | null; createScriptURL(input: string): string | null; createScript(): null },
  ): unknown;
}

/** Creates the default policy, where the browser has Trusted Types; once, before any library runs. */
export function installTrustedTypesPolicy(settings: Settings, win: Window = window): void {
  const factory = (win as Window & { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createHTML: (input) => trustedHtml(input),
    createScriptURL: (input) => trustedScriptUrl(input, settings, win.location.href),
    createScript: () => null,
  });
}
