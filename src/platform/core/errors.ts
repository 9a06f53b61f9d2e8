// An error whose message is written for the person in front of the screen, in their language.
// Everything else is shown as a generic message and logged for developers (ui/notify.ts).

export class UserFacingError extends Error {
  override name = 'UserFacingError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
