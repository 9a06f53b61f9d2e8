// React takes over from the pre-rendered shell (scripts/build/first-paint/prerender.tsx): React renders
// into the root while it is hidden (first-paint.css), and the shell is removed in the same task as the
// commit that brings the page into the layout's main area (a MutationObserver callback runs before
// the browser paints), so neither the menu nor the page's content ever disappears or shows twice. A
// layout whose main area stays empty takes over after PAGE_WAIT_MS all the same. A press begun on the
// shell is let finish first: a button pressed in the shell and released over the app's copy of it
// would get no click from the browser (its down and up on two elements). What the lecturer did in
// the shell stays: focus moves to the same control in the app, a scrolled menu keeps its scroll,
// and `handedOver` (src/shell/first-paint/live-menu.ts) gets the way to find a control's twin.
import { PRERENDER_ID, SCREEN_ATTRIBUTE, SHELL_ATTRIBUTE } from './ids.ts';

const focusable = 'a[href], button';

/** Finds the app's element that stands where an element of the shell stood. */
export type TwinOf = (element: HTMLElement) => HTMLElement | null;

export function handOffShell(root: HTMLElement, doc: Document = document, handedOver?: (twinOf: TwinOf) => void): void {
  const shell = doc.getElementById(PRERENDER_ID);
  if (!shell) return;
  // Where the lecturer scrolled the copy (its menu), noted as it happens: reading every scroll position
  // at the hand-off would lay out the copy and the app's first render together, before that paint.
  const scrolled = new Map<HTMLElement, number>();
  const noteScroll = ({ target }: Event) => target instanceof HTMLElement && target.id && scrolled.set(target, target.scrollTop);
  shell.addEventListener('scroll', noteScroll, { capture: true, passive: true });
  // A press on the shell not yet released, and whether it holds the take-over back.
  let pressed = false;
  let heldBack = false;
  const press = () => {
    pressed = true;
  };
  // The click follows the release in the same task: the take-over runs after it.
  const release = () => {
    pressed = false;
    if (heldBack) setTimeout(takeOver, 0);
    heldBack = false;
  };
  shell.addEventListener('pointerdown', press, true);
  doc.addEventListener('pointerup', release, true);
  doc.addEventListener('pointercancel', release, true);
  let waited: ReturnType<typeof setTimeout> | undefined;
  const takeOver = () => {
    clearTimeout(waited);
    observer.disconnect();
    heldBack = pressed;
    if (heldBack) return;
    shell.removeEventListener('pointerdown', press, true);
    doc.removeEventListener('pointerup', release, true);
    doc.removeEventListener('pointercancel', release, true);
    shell.removeEventListener('scroll', noteScroll, { capture: true });
    const focused = doc.activeElement instanceof HTMLElement && shell.contains(doc.activeElement) ? doc.activeElement : null;
    // Of the copy's screens, the one on screen (ids.ts, ShellScreen): a control's place is counted in it.
    const shown = shell.querySelector<HTMLElement>(`[${SCREEN_ATTRIBUTE}="${doc.documentElement.getAttribute(SHELL_ATTRIBUTE)}"]`) ?? shell;
    const twin = (element: HTMLElement) => twinOf(element, shown, root);
    for (const [element, top] of scrolled) {
      const copy = twin(element);
      if (copy) copy.scrollTop = top;
    }
    shell.remove();
    doc.documentElement.removeAttribute(SHELL_ATTRIBUTE);
    if (focused) twin(focused)?.focus();
    handedOver?.(twin);
  };
  const observer = new MutationObserver(() => {
    if (!root.childElementCount) return;
    const main = root.querySelector('main');
    if (!main || main.childElementCount > 0) takeOver();
    else waited ??= setTimeout(takeOver, PAGE_WAIT_MS);
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** How long the shell stays once the app's layout is there without its page (a page that renders nothing). */
const PAGE_WAIT_MS = 2000;

/** The app's element that stands where `element` stood in the shell (same node, pin, group or id; else same position). */
function twinOf(element: HTMLElement, shell: HTMLElement, root: HTMLElement): HTMLElement | null {
  for (const name of ['data-node', 'data-pin', 'aria-controls', 'id']) {
    const value = element.getAttribute(name);
    if (value) return [...root.querySelectorAll<HTMLElement>(`[${name}]`)].find((e) => e.getAttribute(name) === value) ?? null;
  }
  const index = [...shell.querySelectorAll(focusable)].indexOf(element);
  return root.querySelectorAll<HTMLElement>(focusable)[index] ?? null;
}

/**
 * Runs `start` once the pre-rendered shell is on screen: when the browser reports its first
 * contentful paint, which it does once that frame has been presented (at once when there is no
 * shell, or it was painted already). Work started earlier, even just after the frame's commit,
 * competes with drawing that frame on a slow device. Without paint timing the next animation frame
 * counts; and a tab opened in the background, which paints nothing, starts after PAINT_WAIT_MS.
 */
export function afterShellPaint(start: () => void, doc: Document = document): void {
  const painted = (doc.defaultView?.performance.getEntriesByName('first-contentful-paint').length ?? 0) > 0;
  if (!doc.documentElement.hasAttribute(SHELL_ATTRIBUTE) || painted) {
    start();
    return;
  }
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    clearTimeout(waited);
    observer?.disconnect();
    start();
  };
  const waited = setTimeout(once, PAINT_WAIT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(once, 0));
}

/** How long the app waits for the shell's paint before it starts all the same (a tab not shown paints nothing). */
const PAINT_WAIT_MS = 3000;
