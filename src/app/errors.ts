// An error whose message is written for the person in front of the screen (Indonesian).
// Everything else is shown as a generic message and logged for developers.
export class UserFacingError extends Error {
  override name = 'UserFacingError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export const genericErrorMessage = 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi.';

export const messageOf = (error: unknown) => (error instanceof UserFacingError ? error.message : genericErrorMessage);
