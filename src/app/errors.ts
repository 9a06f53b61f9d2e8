// An error whose message is written for the person in front of the screen, in their language.
// Everything else is shown as a generic message and logged for developers.
import { textsIn, type Texts } from '../i18n/lang.ts';
import { appSessionStore, type SessionStore } from '../session/state.ts';

export class UserFacingError extends Error {
  override name = 'UserFacingError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export const errorTexts = {
  id: { generic: 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi.' },
  en: { generic: 'Something unexpected went wrong. Please try again.' },
} satisfies Texts<{ generic: string }>;

export const messageOf = (error: unknown, store: SessionStore = appSessionStore()) =>
  error instanceof UserFacingError ? error.message : textsIn(errorTexts, store).generic;
