// What the cold-load bench measures inside the page: when the menu's first link is painted
// (Element Timing), when the menu is usable (a click opens a group; a click on a launch item opens
// its tab) and when React has mounted. Injected as an init script, so it runs before the page's own.
import { unmetRequirements } from '../../src/features/launch/rules.ts';
import { planLaunch, type LaunchSession } from '../../src/features/launch/plan.ts';
import { usesField } from '../../src/model/manifest/url-template.ts';
import type { PortalModel, PortalNode } from '../../src/model/manifest/model.ts';
import { menuRoot } from '../../src/features/menu/items.ts';
import { visibleChildren } from '../../src/features/menu/tree.ts';

/** A launch item the bench's session opens straight from the click, and the groups above it. */
export interface LaunchTarget {
  launch: string;
  /** The outermost group above the item: a click on it must open it. */
  group: string;
}

/**
 * The first launch item in menu order that opens at once for `session`: no time window, no
 * requirement it misses, no id token (whose refresh would wait for the identity provider). None
 * when the menu has no such item inside a group.
 */
export function pickLaunchTarget(model: PortalModel, session: LaunchSession): LaunchTarget | undefined {
  const walk = (node: PortalNode, groups: string[]): LaunchTarget | undefined => {
    for (const child of visibleChildren(model, node)) {
      if (child.children.length) {
        const found = walk(child, [...groups, child.id]);
        if (found) return found;
        continue;
      }
      const b = child.behaviour;
      if (b.kind !== 'url' || child.window || !groups[0] || usesField(b.parts, 'idToken')) continue;
      if (unmetRequirements(child.requires, session).length) continue;
      if (planLaunch(child, session).kind === 'open') return { launch: child.id, group: groups[0] };
    }
    return undefined;
  };
  const root = menuRoot(model);
  return root && walk(root, []);
}

/** The menu's first label on the portal's page (a flex item: Element Timing reports text on the block that holds it). */
const firstMenuLabel = '.sidebar-label';
/** The Element Timing identifier of the menu's first text, on the portal's page and on the floor. */
export const paintIdentifier = 'first-menu-link';

export interface ProbeResults {
  /** First contentful paint (ms since navigation). */
  fcp?: number;
  /** Element Timing: the first menu link's text painted. */
  paint?: number;
  /** A click on the group opened it (the time of that click). */
  group?: number;
  /** The launch item's tab opened, from the first click the page took. */
  launch?: number;
  /** React rendered into #root. */
  ready?: number;
}

/** What a load waits for: the app mounted (`rootId`), and the menu usable (`target`). */
interface ProbeGoals {
  rootId?: string;
  target?: LaunchTarget;
}

/** The console message the probe writes, with its results, once everything it waits for has happened. */
export const probeDone = 'portal-bench:done ';

/**
 * The init script. It is a string, not a function: tsx wraps named functions in a __name() helper
 * the page lacks (init scripts are injected by the browser, so the page's CSP does not apply).
 *
 * The page says itself when it is done, on the console: waiting with Playwright's polling instead
 * injects Playwright's script into the page, whose main-thread work lands right between the paint
 * and the moment the menu is usable.
 *
 * Usable is probed from the moment the menu has been painted (as a person sees it; clicks before
 * that put their work into the frame that paints the menu), then once per animation frame, with
 * synthetic clicks (what the page's handlers see is the same event): on the group's button, until a
 * click opens it, and on the launch item until the page takes a click (cancels its default). A taken click may open
 * the tab a little later (the pre-rendered menu's launch code arrives just after the first paint),
 * so the launch counts when window.open — replaced for the whole load, so no tab leaves the machine
 * — is called. A click nobody took would follow the item's link and end the measurement, so a last
 * listener on window cancels it. The probes change the sidebar, so the layout-shift and LCP figures
 * come from other loads (dashboard-vitals.ts).
 */
export function probeScript({ rootId, target }: ProbeGoals): string {
  return `{
    const results = (window.__bench = {});
    const rootId = ${JSON.stringify(rootId ?? null)};
    const target = ${JSON.stringify(target ?? null)};
    let reported = false;
    const report = () => {
      if (reported || results.paint === undefined || results.fcp === undefined) return;
      if (rootId && results.ready === undefined) return;
      if (target && (results.group === undefined || results.launch === undefined)) return;
      reported = true;
      console.debug(${JSON.stringify(probeDone)} + JSON.stringify(results));
    };
    // The shipped HTML carries no bench hook: the menu's first label is marked here, as the parser
    // inserts it (a mutation observer's callback runs before the next paint). The floor page has no such
    // label and marks its own.
    const marker = new MutationObserver(() => {
      const label = document.querySelector(${JSON.stringify(firstMenuLabel)});
      if (!label) return;
      label.setAttribute('elementtiming', ${JSON.stringify(paintIdentifier)});
      marker.disconnect();
    });
    marker.observe(document, { childList: true, subtree: true });
    let painted = () => undefined;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.identifier === ${JSON.stringify(paintIdentifier)} && results.paint === undefined) {
          results.paint = e.renderTime || e.startTime;
          painted();
        }
      report();
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') results.fcp = e.startTime;
      report();
    }).observe({ type: 'paint', buffered: true });
    if (rootId) {
      const observer = new MutationObserver(() => {
        if (!(document.getElementById(rootId)?.childElementCount > 0)) return;
        results.ready = performance.now();
        observer.disconnect();
        report();
      });
      observer.observe(document, { childList: true, subtree: true });
    }
    if (target) {
      const menu = () => document.querySelector('nav.sidebar');
      const click = (element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, view: window }));
      window.open = () => {
        results.launch ??= performance.now();
        report();
        return null;
      };
      let taken = false;
      const clickLaunch = () => {
        const link = menu()?.querySelector('a[data-node="' + target.launch + '"]');
        if (!link) return;
        const keepPage = (event) => {
          taken = event.defaultPrevented;
          event.preventDefault();
        };
        window.addEventListener('click', keepPage);
        try {
          click(link);
        } finally {
          window.removeEventListener('click', keepPage);
        }
      };
      let groupClicked;
      const probe = () => {
        if (!taken) clickLaunch();
        const button = menu()?.querySelector('[aria-controls="menu-' + target.group + '"]');
        if (results.group === undefined && button) {
          // Open: by the last click (nothing else opens it on the dashboard). React commits a
          // click's update in a microtask, so it is seen here at the latest a frame later.
          if (button.getAttribute('aria-expanded') === 'true') {
            results.group = groupClicked;
            report();
          } else {
            groupClicked = performance.now();
            click(button);
          }
        }
        if (results.launch === undefined || results.group === undefined) requestAnimationFrame(probe);
      };
      painted = probe;
    }
  }`;
}
