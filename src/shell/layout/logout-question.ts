// Whether the logout question is open (docs/requirements.md R-SESSION-5): in memory only, and
// closed at logout, whichever tab or control started it.
import { atom } from 'jotai/vanilla';
import { forgetOnLogout } from '../../platform/session/session.ts';

export const isModalLogoutAtom = atom(false);
forgetOnLogout(isModalLogoutAtom, false);
