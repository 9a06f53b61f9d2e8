// Asking addresses over the network: HEAD first, GET when a server refuses HEAD, redirects followed
// by hand (to see where they end), one deadline per address, a few addresses at a time. Everything
// that touches the network can be replaced (the DNS lookup, the request itself), so the tests never
// leave 127.0.0.1.
import type { LookupFunction } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { withDeadline } from '../../../src/platform/core/deadline.ts';
import { classify, type LinkResult, type Outcome } from './classify.ts';

type Method = 'HEAD' | 'GET';

/** One request, no redirects followed: the status and the Location header of the answer. */
export type Exchange = (
  url: URL,
  method: Method,
  options: { signal: AbortSignal; userAgent: string; lookup?: LookupFunction },
) => Promise<{ status: number; location?: string }>;

export interface ProbeOptions {
  /** For each address, the HEAD, the GET fallback and every redirect together. */
  deadlineMs: number;
  /** Addresses asked at the same time. */
  concurrency: number;
  maxRedirects: number;
  userAgent: string;
  /** The DNS lookup of every request (default: the system's, dns.lookup). */
  lookup?: LookupFunction;
  /** The request itself (default: node's http and https, with certificates checked). */
  exchange?: Exchange;
}

export const defaultProbeOptions: ProbeOptions = {
  deadlineMs: 10_000,
  concurrency: 8,
  maxRedirects: 5,
  userAgent: 'PortalDosen-LinkCheck/1.0 (+manifest:links)',
};

/** An error with node's `code`, for failures this module finds itself. */
const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

/**
 * node's http(s).request: a fresh connection per request (no pooled sockets keep the process
 * alive), the answer's body never read.
 */
export const nodeExchange: Exchange = (url, method, { signal, userAgent, lookup }) =>
  new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined;
    if (!request) {
      reject(failure('ERR_UNSUPPORTED_PROTOCOL', `${url.protocol} is not http: or https:`));
      return;
    }
    const req = request(url, {
      method,
      agent: false,
      signal,
      headers: { 'user-agent': userAgent, accept: '*/*' },
      ...(lookup && { lookup }),
    });
    req.on('response', (res: IncomingMessage) => {
      resolve({ status: res.statusCode ?? 0, ...(res.headers.location !== undefined && { location: res.headers.location }) });
      res.destroy();
    });
    req.on('error', reject);
    req.end();
  });

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Answers of servers that do not do HEAD (Method Not Allowed, Not Implemented). */
const headRefused = new Set([405, 501]);
/** Failures some servers give HEAD alone: they drop the connection, or send a body the parser refuses. */
const headDropped = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  return code === 'ECONNRESET' || code.startsWith('HPE_');
};

/** Asks one address: HEAD, GET when HEAD is refused; redirects followed up to `maxRedirects`. */
export async function probe(url: string, options: ProbeOptions): Promise<LinkResult> {
  const exchange = options.exchange ?? nodeExchange;
  let at = url;
  const asked = await withDeadline(options.deadlineMs, undefined, async (signal): Promise<Outcome> => {
    const settings = { signal, userAgent: options.userAgent, ...(options.lookup && { lookup: options.lookup }) };
    const ask = async (target: URL) => {
      try {
        const answer = await exchange(target, 'HEAD', settings);
        return headRefused.has(answer.status) ? await exchange(target, 'GET', settings) : answer;
      } catch (error) {
        if (signal.aborted || !headDropped(error)) throw error;
        return exchange(target, 'GET', settings);
      }
    };
    for (let redirects = 0; ; redirects++) {
      const answer = await ask(new URL(at));
      if (!redirectStatuses.has(answer.status) || answer.location === undefined)
        return { kind: 'answer', status: answer.status, finalUrl: at };
      if (redirects === options.maxRedirects) return { kind: 'too-many-redirects', max: options.maxRedirects, at };
      at = new URL(answer.location, at).href;
    }
  });
  if (asked.outcome === 'done') return classify(url, asked.value);
  if (asked.outcome === 'failed') {
    const { code, message } = asked.error as { code?: string; message?: string };
    return classify(url, { kind: 'error', code: code ?? 'ERROR', message: message ?? String(asked.error), at });
  }
  return classify(url, { kind: 'timeout', deadlineMs: options.deadlineMs, at }); // no caller's signal: only the deadline stops it
}

/** Asks every address once, at most `concurrency` at a time; the results in the order of `urls`. */
export async function probeAll(urls: readonly string[], options: ProbeOptions): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await probe(urls[index]!, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, urls.length) }, worker));
  return results;
}
