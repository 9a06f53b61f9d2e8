import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { isSignedInAtom, type SessionStore } from '../../platform/session/state.ts';

/**
 * Re-runs the route guards whenever the session signs in or out outside a navigation — a
 * background profile load that failed, a portal API call answered 401, a sign-out in another tab
 * — so a signed-out person never stays on a private page.
 */
export const watchSession = (router: AnyRouter, store: SessionStore) => store.sub(isSignedInAtom, () => void router.invalidate());

export function SessionWatcher() {
  const router = useRouter();
  const store = useStore();
  useEffect(() => watchSession(router, store), [router, store]);
  return null;
}
