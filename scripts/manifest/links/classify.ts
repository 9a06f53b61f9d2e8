// What asking an address came to, judged: one class per result, and the words that explain it.
// Pure; probe.ts does the asking.
import { STATUS_CODES } from 'node:http';

/** The classes in the order the summary lists them. */
export const linkClasses = {
  ok: 'ok',
  redirected: 'redirected elsewhere',
  'client-error': 'client error (4xx)',
  'server-error': 'server error (5xx)',
  tls: 'TLS error',
  dns: 'DNS failure',
  refused: 'connection refused',
  timeout: 'timeout',
  'too-many-redirects': 'too many redirects',
  other: 'other network error',
} as const;
export type LinkClass = keyof typeof linkClasses;

/** Everything but ok and redirected elsewhere: the address does not open what the menu promises. */
export const isBroken = (c: LinkClass) => c !== 'ok' && c !== 'redirected';

/** What the probe saw, before it is judged. */
export type Outcome =
  /** The last answer, after following redirects from `url` to `finalUrl`. */
  | { kind: 'answer'; status: number; finalUrl: string }
  /** A request failed with this error code (node's `code`, e.g. ENOTFOUND); `at` is the address it asked. */
  | { kind: 'error'; code: string; message: string; at: string }
  /** No answer within the deadline, the fallback and redirects included. */
  | { kind: 'timeout'; deadlineMs: number; at: string }
  /** More than `max` redirects; `at` is the one it stopped at. */
  | { kind: 'too-many-redirects'; max: number; at: string };

export interface LinkResult {
  url: string;
  class: LinkClass;
  /** The last HTTP status, when there was an answer. */
  status?: number;
  /** Where the redirects ended, when that is not `url`. */
  finalUrl?: string;
  /** The error code of a failed request (ENOTFOUND, CERT_HAS_EXPIRED, ECONNRESET, …). */
  code?: string;
  /** What the summary of one address says after the arrow: `client error: 404 Not Found`. */
  detail: string;
}

const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL', 'ENONAME']);

/** The class of a failed request's error code: certificate and handshake problems are TLS errors. */
export function classOfError(code: string): LinkClass {
  if (dnsCodes.has(code)) return 'dns';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (/CERT|^ERR_TLS_|^ERR_SSL_|SELF_SIGNED|^UNABLE_TO_(GET|VERIFY|DECRYPT)/.test(code)) return 'tls';
  return 'other';
}

const statusText = (status: number) => `${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`;
const origin = (url: string) => new URL(url).origin;
/** `at <url>` when a request other than the first one failed or answered. */
const where = (url: string, at: string) => (at === url ? '' : ` at ${at}`);

export function classify(url: string, outcome: Outcome): LinkResult {
  if (outcome.kind === 'timeout') {
    return { url, class: 'timeout', detail: `timeout: no answer within ${outcome.deadlineMs / 1000} s${where(url, outcome.at)}` };
  }
  if (outcome.kind === 'too-many-redirects') {
    return {
      url,
      class: 'too-many-redirects',
      finalUrl: outcome.at,
      detail: `more than ${outcome.max} redirects (the last to ${outcome.at})`,
    };
  }
  if (outcome.kind === 'error') {
    const kind = classOfError(outcome.code);
    const result = { url, class: kind, code: outcome.code, ...(outcome.at !== url && { finalUrl: outcome.at }) };
    // node's messages often hold the code already: "getaddrinfo ENOTFOUND x.ac.id", "connect ECONNREFUSED 127.0.0.1:1"
    const reason = outcome.message.includes(outcome.code)
      ? outcome.message
      : `${outcome.code}${outcome.message ? `: ${outcome.message}` : ''}`;
    return { ...result, detail: `${linkClasses[kind]} (${reason})${where(url, outcome.at)}` };
  }
  const { status, finalUrl } = outcome;
  const moved = finalUrl === url ? {} : { finalUrl };
  if (status >= 500)
    return { url, class: 'server-error', status, ...moved, detail: `server error: ${statusText(status)}${where(url, finalUrl)}` };
  if (status >= 400)
    return { url, class: 'client-error', status, ...moved, detail: `client error: ${statusText(status)}${where(url, finalUrl)}` };
  if (origin(finalUrl) !== origin(url)) {
    return { url, class: 'redirected', status, ...moved, detail: `redirected elsewhere: ends at ${finalUrl} (${statusText(status)})` };
  }
  return { url, class: 'ok', status, ...moved, detail: `ok: ${statusText(status)}${where(url, finalUrl)}` };
}
