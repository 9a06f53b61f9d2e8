// The portal API client (docs/requirements.md R-API): login-sso, get-data-from-token and an
// authorised getJson for the internal assessment pages. Base URL and timeout come from the VITE_*
// configuration.
import type { $ZodType } from 'zod/v4/core';
import { env } from '../core/env.ts';
import { nextTask } from '../core/next-task.ts';
import { textsIn } from '../i18n/lang.ts';
import { portalNameIn } from '../i18n/portal-name.ts';
import { PortalApiError, apiTexts } from './api-error.ts';
import { currentUserAnswer, loginSsoAnswer } from './api-schemas.ts';
import { parseAnswer, requestJson, type ApiConfig, type Query } from './http.ts';
import { appSessionStore, authAtom, signOutAtom, signOutReasonAtom, type SessionStore, type User } from './state.ts';

export { PortalApiError } from './api-error.ts';

const config = (): ApiConfig => ({ baseUrl: env().VITE_PORTAL_API_URL, timeoutMs: env().VITE_API_TIMEOUT_MS });

/** Exchanges the identity provider's access token (portal API scope) for the portal token. */
export async function loginSso(
  accessToken: string,
  apiConfig: ApiConfig = config(),
  store: SessionStore = appSessionStore(),
): Promise<string> {
  const body = await requestJson(apiConfig, { method: 'POST', path: 'login-sso', bearer: accessToken, store });
  return parseAnswer(loginSsoAnswer(), body, 'login-sso', store);
}

export async function getCurrentUser(
  portalToken: string,
  apiConfig: ApiConfig = config(),
  store: SessionStore = appSessionStore(),
): Promise<User> {
  // The answer's schema, built in a task of its own while the request is out (api-schemas.ts).
  const answer = nextTask().then(currentUserAnswer);
  const body = await requestJson(apiConfig, { method: 'GET', path: 'get-data-from-token', bearer: portalToken, store });
  // A successful answer without a user says this token belongs to nobody: as good as a 401.
  if (typeof body === 'object' && body !== null && 'data' in body && body.data === null) {
    throw new PortalApiError(textsIn(apiTexts, store).status(portalNameIn(store), 401), 'http', 401);
  }
  return parseAnswer(await answer, body, textsIn(apiTexts, store).currentUser, store);
}

export interface GetJsonOptions {
  signal?: AbortSignal;
  query?: Query;
  /** Defaults to the app's store. */
  store?: SessionStore;
  apiConfig?: ApiConfig;
}

/** A zod schema, classic or mini (both have parse). */
export type AnswerSchema<T> = $ZodType<T> & { parse(data: unknown): T };

/** GET with the portal token. A 401 (or no token at all) signs the user out, then throws. */
export async function getJson<T>(path: string, schema: AnswerSchema<T>, options: GetJsonOptions = {}): Promise<T> {
  const store = options.store ?? appSessionStore();
  const token = store.get(authAtom).token;
  if (!token) {
    store.set(signOutAtom);
    throw new PortalApiError(textsIn(apiTexts, store).noSession(portalNameIn(store)), 'http', 401);
  }
  try {
    const body = await requestJson(options.apiConfig ?? config(), {
      method: 'GET',
      path,
      bearer: token,
      query: options.query,
      signal: options.signal,
      store,
    });
    return parseAnswer(schema, body, path, store);
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 401 && store.get(authAtom).token === token) {
      store.set(signOutAtom);
      store.set(signOutReasonAtom, { kind: 'expired' });
    }
    throw error;
  }
}
