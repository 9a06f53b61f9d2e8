// The sidebar's open groups (docs/requirements.md R-SESSION-5): in memory only, never stored with
// the session, and forgotten at logout.
import { atom } from 'jotai/vanilla';
import { forgetOnLogout } from '../../platform/session/session.ts';

/** The sidebar groups that are open. */
export const currentSubMenusAtom = atom<string[]>([]);
forgetOnLogout(currentSubMenusAtom, []);
