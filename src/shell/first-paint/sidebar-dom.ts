// How the layout shows its state in the markup, for the one place that changes it without React:
// the pre-rendered menu before the app has mounted (live-menu.ts). Each function sets exactly the
// attributes React renders for that state (Header, the Link of the current page; a group opens and
// closes as any disclosure, src/platform/ui/disclosure.ts), so the app's first render looks the
// same; tests/shell/first-paint/live-menu.test.tsx compares them.

/** The id of a group's list, which the group's button controls. */
export const groupListId = (id: string) => `menu-${id}`;

/** The node id of a sidebar group's button, or null for any other element. */
export function groupOf(element: Element): string | null {
  const list = element.classList.contains('sidebar-group') ? element.getAttribute('aria-controls') : null;
  return list?.startsWith(groupListId('')) ? list.slice(groupListId('').length) : null;
}

/** The sidebar's link to the page now shown, as the router's <Link> marks it. */
export function showCurrent(nav: Element, link: Element): void {
  for (const current of nav.querySelectorAll('[aria-current="page"]')) {
    current.removeAttribute('aria-current');
    current.removeAttribute('data-status');
  }
  link.setAttribute('aria-current', 'page');
  link.setAttribute('data-status', 'active');
}

/** A control whose answer needs the app: shown on its way until the app answers it (first-paint.css). */
export function showOnItsWay(control: Element): void {
  control.setAttribute('aria-busy', 'true');
}

/** Whether the drawer (the menu on narrow screens) is open in `container`'s layout. */
export const drawerIsOpen = (container: ParentNode): boolean =>
  container.querySelector('.portal-shell')?.getAttribute('data-drawer') === 'open';

/** The drawer open or closed: the layout's state and the menu button's. */
export function showDrawer(container: ParentNode, open: boolean): void {
  container.querySelector('.portal-shell')?.setAttribute('data-drawer', open ? 'open' : 'closed');
  container.querySelector('.portal-menu-button')?.setAttribute('aria-expanded', String(open));
}
