// The toast host: notistack with the required defaults (docs/requirements.md R-CONST-1 to
// R-CONST-4) and the portal's own toast look. Loaded by <ToastProvider> when the first toast asks
// for it (toast-host-state.ts), so notistack is not part of the first load.
import { SnackbarProvider, type SnackbarProviderProps } from 'notistack';
import { useEffect } from 'react';
import { Toast } from './toast.tsx';
import { hostMounted } from './toast-host-state.ts';

export const toastDefaults = {
  autoHideDuration: 5000,
  maxSnack: 20,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  // A rule toast repeats on every refused keystroke; one copy on screen is enough.
  preventDuplicate: true,
  Components: { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast },
} satisfies SnackbarProviderProps;

export default function ToastHost() {
  useEffect(hostMounted, []);
  return <SnackbarProvider {...toastDefaults} />;
}
