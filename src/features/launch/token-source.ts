// Where a launch gets new sign-in tokens: from the sign-in (MSAL, loaded when the first launch that
// needs one happens: src/platform/auth/launch-tokens.ts). Dev's "preview as role"
// (src/features/preview) puts its own source here while it previews a role without an id token, so
// production code has no dev branch.
import { atom } from 'jotai/vanilla';
import type { LaunchRenewal, RenewableField } from '../../platform/auth/launch-tokens.ts';
import type { SessionStore } from '../../platform/session/state.ts';

export interface TokenSource {
  /** New tokens for `fields`, stored in the session that asked. Never rejects. */
  renew(store: SessionStore, fields: readonly RenewableField[]): Promise<LaunchRenewal>;
}

export const signInTokens: TokenSource = {
  renew: (store, fields) =>
    import('../../platform/auth/launch-tokens.ts').then(
      ({ renewForLaunch }) => renewForLaunch(store, fields),
      (error: unknown): LaunchRenewal => {
        // The sign-in code did not load (the network, most likely): trying again may help.
        console.warn('[launch] the sign-in code did not load', error);
        return { kind: 'unreachable' };
      },
    ),
};

export const tokenSourceAtom = atom<TokenSource>(signInTokens);
