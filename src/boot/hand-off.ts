// React takes over from the pre-rendered shell (src/boot/prerender.tsx): the shell is removed in
// the same task as React's first commit into the root (a MutationObserver callback runs before the
// browser paints), so the menu never disappears or shows twice.
export function handOffShell(root: HTMLElement, doc: Document = document): void {
  const shell = doc.getElementById('portal-prerender');
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (!root.childElementCount) return;
    observer.disconnect();
    shell.remove();
    doc.documentElement.removeAttribute('data-shell');
  });
  observer.observe(root, { childList: true });
}

/**
 * Runs `start` once the pre-rendered shell has been painted (at once when there is none): React's
 * first render is heavy under a slow CPU and would otherwise hold back the frame that shows the menu.
 */
export function afterShellPaint(start: () => void, doc: Document = document): void {
  if (!doc.documentElement.hasAttribute('data-shell')) return start();
  requestAnimationFrame(() => setTimeout(start, 0));
}
