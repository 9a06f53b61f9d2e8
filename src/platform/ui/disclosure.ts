// A disclosure: a button that shows and hides a collapsible part (Collapse; a sidebar group's list),
// its state in the markup only: the button's aria-expanded and aria-controls, data-open on the
// marks inside the button that show the state (the group's chevron) and on the part, which is
// inert while closed. React renders these attributes (collapse.tsx, the sidebar's groups), and the
// code that flips a disclosure without React flips the same ones, so the app's first render finds
// what it would have rendered: the boot script at a click made while the page is still parsed
// (src/shell/first-paint/boot.ts), the pre-rendered menu until the app has mounted (sidebar-dom.ts).

/** The state attribute of the part and of the button's marks. */
const OPEN = 'data-open';

/** The button's attributes: the state, and the part it shows and hides (its id, or the id of an element inside it). */
export const disclosureButton = (open: boolean, controls: string) => ({ 'aria-expanded': open, 'aria-controls': controls });

/** A mark inside the button that shows the state (a chevron). */
export const disclosureMark = (open: boolean) => ({ [OPEN]: open });

/** The part shown and hidden: closed, it is neither focusable nor read. */
export const disclosurePart = (open: boolean) => ({ [OPEN]: open, inert: !open });

/** Whether `button`'s disclosure is open. */
export const isDisclosed = (button: Element): boolean => button.getAttribute('aria-expanded') === 'true';

/**
 * Shows `button`'s disclosure open or closed, as React renders that state. Returns false, changing
 * nothing, when `button` is not the button of a disclosure (no state, or nothing it shows and hides).
 */
export function showDisclosure(button: Element, open: boolean): boolean {
  const part = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '')?.closest(`[${OPEN}]`);
  if (!part || !button.hasAttribute('aria-expanded')) return false;
  button.setAttribute('aria-expanded', String(open));
  for (const mark of button.querySelectorAll(`[${OPEN}]`)) mark.setAttribute(OPEN, String(open));
  part.setAttribute(OPEN, String(open));
  part.toggleAttribute('inert', !open);
  return true;
}
