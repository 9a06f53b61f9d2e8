// The drawer: the menu on narrow screens. It is open on one page only (navigating closes it),
// Escape closes it, and a drawer the lecturer opened in the pre-rendered menu before the app
// mounted (live-menu.ts) is still open in the app's first render.
import { useCallback, useEffect, useState } from 'react';
import { PRERENDER_ID } from './ids.ts';
import { drawerIsOpen } from './sidebar-dom.ts';

// The pre-rendered copy is still in the page while the app renders for the first time (hand-off.ts
// removes it when React commits); later renders find none. Nothing to read when rendering at build time.
const openInShell = () => {
  const shell = typeof document === 'undefined' ? null : document.getElementById(PRERENDER_ID);
  return shell !== null && drawerIsOpen(shell);
};

type SetOpen = (open: boolean | ((open: boolean) => boolean)) => void;

export function useDrawer(pathname: string): [boolean, SetOpen] {
  // The page the drawer was opened on: on any other page it is closed.
  const [openOn, setOpenOn] = useState(() => (openInShell() ? pathname : null));
  const open = openOn === pathname;
  const setOpen = useCallback<SetOpen>(
    (next) =>
      setOpenOn((on) => {
        const wanted = typeof next === 'function' ? next(on === pathname) : next;
        return wanted ? pathname : null;
      }),
    [pathname],
  );
  useEffect(() => {
    if (!open) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return [open, setOpen];
}
