// React takes over from the pre-rendered shell (scripts/prerender/prerender.tsx): the shell is
// removed in the same task as React's first commit into the root (a MutationObserver callback runs
// before the browser paints), so the menu never disappears or shows twice. Focus a keyboard user
// already put in the shell moves to the same control in the app.
import { PRERENDER_ID, SHELL_ATTRIBUTE } from './ids.ts';

const focusable = 'a[href], button';

export function handOffShell(root: HTMLElement, doc: Document = document): void {
  const shell = doc.getElementById(PRERENDER_ID);
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (!root.childElementCount) return;
    observer.disconnect();
    const focused = doc.activeElement instanceof HTMLElement && shell.contains(doc.activeElement) ? doc.activeElement : null;
    const twin = focused && twinOf(focused, shell, root);
    shell.remove();
    doc.documentElement.removeAttribute(SHELL_ATTRIBUTE);
    twin?.focus();
  });
  observer.observe(root, { childList: true });
}

/** The app's element that stands where `element` stood in the shell (same node, or same position). */
function twinOf(element: HTMLElement, shell: HTMLElement, root: HTMLElement): HTMLElement | null {
  for (const name of ['data-node', 'aria-controls']) {
    const value = element.getAttribute(name);
    if (value) return [...root.querySelectorAll<HTMLElement>(`[${name}]`)].find((e) => e.getAttribute(name) === value) ?? null;
  }
  const index = [...shell.querySelectorAll(focusable)].indexOf(element);
  return root.querySelectorAll<HTMLElement>(focusable)[index] ?? null;
}

/**
 * Runs `start` once the pre-rendered shell has been painted (at once when there is none): React's
 * first render is heavy under a slow CPU and would otherwise hold back the frame that shows the menu.
 */
export function afterShellPaint(start: () => void, doc: Document = document): void {
  if (doc.documentElement.hasAttribute(SHELL_ATTRIBUTE)) requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
