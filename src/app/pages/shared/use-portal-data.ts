// Loads an internal page's data from the portal API and reloads it when the filters change.
// A newer request aborts the older one, so a slow answer never overwrites a newer filter's rows.
// Data that failed to load (offline, a server fault) loads again by itself when the browser comes
// back online, as "Coba lagi" does: in place, so the page and its filters stay as they are.
import { useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { UserFacingError } from '../../../platform/core/errors.ts';
import { messageOf } from '../../../platform/ui/notify.ts';
import { getJson, type AnswerSchema } from '../../../platform/session/portal-api.ts';

export type Query = Record<string, string | undefined>;

export type DataState<T> = { status: 'loading'; data?: T } | { status: 'error'; message: string; data?: T } | { status: 'ready'; data: T };

export function usePortalData<T>(path: string, schema: AnswerSchema<T>, query: Query) {
  const [state, setState] = useState<DataState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);
  // The page's own store: its session and its language (the app has only one).
  const store = useStore();

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', ...(previous.data !== undefined && { data: previous.data }) }));
    getJson(path, schema, { query: JSON.parse(queryKey) as Query, signal: controller.signal, store }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof UserFacingError)) console.error(error);
        setState((previous) => ({
          status: 'error',
          message: messageOf(error, store),
          ...(previous.data !== undefined && { data: previous.data }),
        }));
      },
    );
    return () => controller.abort();
  }, [path, schema, queryKey, attempt, store]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { state, retry };
}
