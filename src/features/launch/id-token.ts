// Where a launch gets a fresh id token: from the sign-in (MSAL, loaded when the first such launch
// happens). Dev's "preview as role" (src/features/preview) puts its own source here while it
// previews a role without an id token, so production code has no dev branch.
import { atom } from 'jotai/vanilla';
import type { SessionStore } from '../../platform/session/state.ts';

export interface IdTokenSource {
  fresh(store: SessionStore): Promise<string | null>;
}

export const signInIdTokens: IdTokenSource = {
  fresh: (store) => import('../../platform/auth/fresh-id-token.ts').then(({ freshIdToken }) => freshIdToken(store)),
};

export const idTokenSourceAtom = atom<IdTokenSource>(signInIdTokens);
