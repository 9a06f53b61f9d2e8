// The one place that shows toasts. Components and flows call notify.*; only this file and the
// toast host know about notistack, which loads after the first paint.
import type { VariantType } from 'notistack';
import { messageOf } from '../app/errors.ts';
import { whenHostMounted } from './toast-host-state.ts';

const show = (message: string, variant: VariantType) =>
  whenHostMounted(() => void import('notistack').then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant })));

export const notify = {
  info: (message: string) => show(message, 'info'),
  success: (message: string) => show(message, 'success'),
  warning: (message: string) => show(message, 'warning'),
  error: (message: string) => show(message, 'error'),
  /** Shows a failure: its own words when it is a UserFacingError, a generic message otherwise. */
  failure(error: unknown) {
    if (messageOf(error) !== (error as Error)?.message) console.error(error);
    show(messageOf(error), 'error');
  },
};
