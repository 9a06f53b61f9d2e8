// The one place that shows toasts. Components and flows call notify.*; only this file and the
// toast host know about notistack, which loads with the first toast.
import type { VariantType } from 'notistack';
import { UserFacingError } from '../core/errors.ts';
import { appSessionStore, type SessionStore } from '../core/store.ts';
import { textsIn, type Texts } from '../i18n/lang.ts';
import { whenHostMounted } from './toast-host-state.ts';

const errorTexts = {
  id: { generic: 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi.' },
  en: { generic: 'Something unexpected went wrong. Please try again.' },
} satisfies Texts<{ generic: string }>;

/** An error's message for people: its own words when it is a UserFacingError, a generic one otherwise. */
export const messageOf = (error: unknown, store: SessionStore = appSessionStore()) =>
  error instanceof UserFacingError ? error.message : textsIn(errorTexts, store).generic;

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
