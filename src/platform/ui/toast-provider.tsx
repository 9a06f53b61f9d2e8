// Mounted once at the root of every entry: the page, plus the toast host once the first toast asks
// for it (toast-host-state.ts), so notistack is not part of the first load.
// Show toasts with notify.* (./notify.ts).
import { type ReactNode, useSyncExternalStore } from 'react';
import { useOnDemand } from './use-on-demand.ts';
import { hostRequests, onHostRequested } from './toast-host-state.ts';
import './theme.css';

/** The toast host's code (notistack with it); fetched early only where no service worker keeps it for offline use (app/start.tsx). */
export const loadToastHost = () => import('./toast-host.tsx');

const loadHostComponent = () => loadToastHost().then((module) => module.default);

export function ToastProvider({ children }: { children: ReactNode }) {
  // Each toast asked for while no host is mounted asks again: a host that failed to load is
  // retried then, or when the connection is back. Never the page's error: the page stays.
  const requests = useSyncExternalStore(onHostRequested, hostRequests, () => 0);
  const ToastHost = useOnDemand(requests, loadHostComponent, '[toast] the toast host did not load');
  return (
    <>
      {children}
      {ToastHost && <ToastHost />}
    </>
  );
}
