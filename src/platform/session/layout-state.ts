// Layout state (docs/requirements.md R-SESSION-5): in memory only, never stored with the session.
import { atom } from 'jotai/vanilla';

/** The sidebar groups that are open. */
export const currentSubMenusAtom = atom<string[]>([]);

/** Whether the logout question is open. */
export const isModalLogoutAtom = atom(false);
