// The app's one jotai store (the session, the language, the layout state). Code outside React
// that is not handed a store (the API client's messages, dialogs) uses the app's.
import { createStore } from 'jotai/vanilla';

export type SessionStore = ReturnType<typeof createStore>;

let appStore: SessionStore | undefined;

export const createSessionStore = (): SessionStore => {
  const store = createStore();
  appStore ??= store; // src/app/start.tsx creates exactly one: the app's session
  return store;
};

/** The app's store, for code outside React that is not handed one. */
export const appSessionStore = (): SessionStore => (appStore ??= createStore());
