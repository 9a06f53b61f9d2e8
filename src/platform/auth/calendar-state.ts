// Where the calendar connection of the current session stands: being connected (sign-in's last
// step or the agenda card's button) or failed, and why. The agenda card reads it to say so and to
// offer another try; its own small file so that reading it loads neither MSAL nor calendar.ts, nor
// the sign-in's error texts: a failure carries the words for its reason (calendar.ts).
import { atom } from 'jotai/vanilla';
import type { SessionStore } from '../session/state.ts';

export type CalendarConnection = { token: string } & (
  | { status: 'connecting' }
  /** `reason`: why, as a clause for a sentence, in the store's language. */
  | { status: 'failed'; error: unknown; reason: (store: SessionStore) => string }
);

/** Holds the session's portal token: a connection of another session (before a sign-out) is no one's. */
export const calendarConnectionAtom = atom<CalendarConnection | null>(null);

/** The connection of the session signed in with `token`, if it has one. */
export const connectionOf = (connection: CalendarConnection | null, token: string | null): CalendarConnection | null =>
  connection !== null && connection.token === token ? connection : null;
