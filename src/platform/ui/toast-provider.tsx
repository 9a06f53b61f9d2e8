// Mounted once at the root of every entry: the page, plus the toast host once it has loaded.
// Show toasts with notify.* (./notify.ts).
import { lazy, Suspense, type ReactNode } from 'react';
import './theme.css';

const ToastHost = lazy(() => import('./toast-host.tsx'));

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}
