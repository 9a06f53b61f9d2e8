// The one place that shows toasts. Components and flows call notify.*; only this file and the
// toast provider know about notistack.
import { enqueueSnackbar } from 'notistack';
import { messageOf } from '../app/errors.ts';

export const notify = {
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  /** Shows a failure: its own words when it is a UserFacingError, a generic message otherwise. */
  failure(error: unknown) {
    if (messageOf(error) !== (error as Error)?.message) console.error(error);
    return enqueueSnackbar(messageOf(error), { variant: 'error' });
  },
};
