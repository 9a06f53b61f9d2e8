// The toast host, mounted once at the root of every entry: notistack with the spec's defaults
// (SPEC.md §9) and the portal's own toast look. Show toasts with notify.* (./notify.ts).
import { SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import type { ReactNode } from 'react';
import { Toast } from './toast.tsx';
import './theme.css';

export const toastDefaults = {
  autoHideDuration: 5000,
  maxSnack: 20,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  // A rule toast repeats on every refused keystroke; one copy on screen is enough.
  preventDuplicate: true,
  Components: { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast },
} satisfies SnackbarProviderProps;

/** Width of a toast in pixels (SPEC.md §9); also in toast.css. */
export const toastWidth = 360;

export function ToastProvider({ children }: { children: ReactNode }) {
  return <SnackbarProvider {...toastDefaults}>{children}</SnackbarProvider>;
}
