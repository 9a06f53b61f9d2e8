// Mounted once at the root of every entry: the page, plus the toast host once the first toast asks
// for it (toast-host-state.ts), so notistack is not part of the first load.
// Show toasts with notify.* (./notify.ts).
import { type ComponentType, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { hostRequests, onHostRequested } from './toast-host-state.ts';
import './theme.css';

/** The toast host's code (notistack with it); fetched early only where no service worker keeps it for offline use (app/start.tsx). */
export const loadToastHost = () => import('./toast-host.tsx');

export function ToastProvider({ children }: { children: ReactNode }) {
  const requests = useSyncExternalStore(onHostRequested, hostRequests, () => 0);
  const [ToastHost, setToastHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (requests === 0 || ToastHost) return;
    let live = true;
    const load = () =>
      void loadToastHost().then(
        (module) => live && setToastHost(() => module.default),
        // Offline without the service worker: the waiting toasts show once it loads, when the
        // connection is back or the next toast asks again. Never the page's error: the page stays.
        (error: unknown) => console.warn('[toast] the toast host did not load', error),
      );
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [requests, ToastHost]);

  return (
    <>
      {children}
      {ToastHost && <ToastHost />}
    </>
  );
}
