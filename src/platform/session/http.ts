// One JSON request to the portal API: timeout, network failures, error statuses and unreadable
// answers all end in a PortalApiError in the interface language. A caller's own abort is rethrown as is.
// zod/mini: this module is on every page's first load (the route guard loads the user).
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { withDeadline } from '../core/deadline.ts';
import { onFirstUse } from '../core/on-first-use.ts';
import { textsIn } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { PortalApiError, apiTexts } from './api-error.ts';
import { appSessionStore, type SessionStore } from './state.ts';

export interface ApiConfig {
  baseUrl: string;
  timeoutMs: number;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  bearer?: string;
  query?: Query;
  signal?: AbortSignal;
  /** Whose language the failure messages are in; defaults to the app's store. */
  store?: SessionStore;
}

/** An error answer's own message; built at the first error answer, not with this module (which the profile's load evaluates). */
function errorBodySchema() {
  const message = z.string().check(z.minLength(1));
  return z.union([
    z.pipe(
      z.object({ message }),
      z.transform((b) => b.message),
    ),
    z.pipe(
      z.object({ data: z.object({ message }) }),
      z.transform((b) => b.data.message),
    ),
  ]);
}
const errorBodyAnswer = onFirstUse(errorBodySchema);

function apiUrl(baseUrl: string, path: string, query: Query = {}): URL {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

/** The parsed JSON body of a 2xx answer. */
export async function requestJson(config: ApiConfig, request: ApiRequest): Promise<unknown> {
  const store = request.store ?? appSessionStore();
  const t = textsIn(apiTexts, store);
  const result = await withDeadline(config.timeoutMs, request.signal, async (signal) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
    const response = await fetch(apiUrl(config.baseUrl, request.path, request.query), { method: request.method, headers, signal });
    // Read inside the deadline too: a server may send headers and then stall.
    return readBody(response, await response.text(), store);
  });
  switch (result.outcome) {
    case 'done':
      return result.value;
    case 'aborted':
      throw result.reason;
    case 'timeout':
      throw new PortalApiError(t.timeout(portalNameIn(store), Math.ceil(config.timeoutMs / 1000)), 'timeout', null, {
        cause: result.error,
      });
    case 'failed':
      if (result.error instanceof PortalApiError) throw result.error;
      throw new PortalApiError(t.network(portalNameIn(store)), 'network', null, { cause: result.error });
  }
}

function readBody(response: Response, text: string, store: SessionStore): unknown {
  const t = textsIn(apiTexts, store);
  let body: unknown;
  let isJson = true;
  try {
    body = JSON.parse(text);
  } catch {
    isJson = false;
  }
  if (!response.ok) {
    const parsed = isJson ? errorBodyAnswer().safeParse(body) : undefined;
    throw new PortalApiError(parsed?.success ? parsed.data : t.status(portalNameIn(store), response.status), 'http', response.status);
  }
  if (!isJson) throw new PortalApiError(t.notJson(portalNameIn(store)), 'format', response.status);
  return body;
}

/** Checks an answer's shape; a wrong one never reaches the session half-read. */
export function parseAnswer<T>(schema: $ZodType<T>, body: unknown, what: string, store: SessionStore = appSessionStore()): T {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  const details = new Error(`${what}: ${issues.join('; ')}`);
  console.error('[portal-api] unexpected answer', details); // an API contract change: developers need the details
  throw new PortalApiError(textsIn(apiTexts, store).wrongShape(portalNameIn(store), what), 'format', null, { cause: details });
}
