// What the cold-load bench measures inside the page: first contentful paint, when the menu's first
// link is painted (Element Timing), when React has mounted, the largest-contentful-paint candidates
// and the layout shifts; on the loads that probe the menu, when it is usable (a click opens a group;
// a click on a launch item is taken). Injected as an init script, so it runs before the page's own.
// The tab a launch opens is seen from outside the page, as the browser reports it (tabs.ts).
import { unmetRequirements } from '../../src/features/launch/session-flags.ts';
import { planLaunch, type LaunchSession } from '../../src/features/launch/plan.ts';
import { usesField } from '../../src/model/manifest/url-template.ts';
import type { PortalModel, PortalNode } from '../../src/model/manifest/model.ts';
import { menuRoot } from '../../src/features/menu/items.ts';
import { visibleChildren } from '../../src/features/menu/menu-tree.ts';

/** A launch item the bench's session opens straight from the click, and the groups above it. */
export interface LaunchTarget {
  launch: string;
  /** The outermost group above the item: a click on it must open it. */
  group: string;
  /** The address its tab opens. */
  url: string;
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
      const plan = planLaunch(child, session);
      if (plan.kind === 'open') return { launch: child.id, group: groups[0], url: plan.url };
    }
    return undefined;
  };
  const root = menuRoot(model);
  return root && walk(root, []);
}

/** The menu's first label on the portal's page (a flex item: Element Timing reports text on the block that holds it). */
const firstMenuLabel = '.sidebar-label';
/** The Element Timing identifier of the menu's first text. */
const paintIdentifier = 'first-menu-link';

export interface ProbeResults {
  /** The page's clock in the machine's: `Date.now()` at the page's navigation start (performance.now() 0). */
  wallOrigin: number;
  /** The page was loaded through a service worker. */
  controlled: boolean;
  /** First contentful paint (ms since navigation). */
  fcp?: number;
  /** Element Timing: the first menu link's text painted (never where the menu is not shown: a phone's closed drawer). */
  paint?: number;
  /** React rendered into #root. */
  ready?: number;
  /** Every largest-contentful-paint candidate, in order (the last one is the LCP). */
  lcp: { at: number; element: string }[];
  /** Every layout shift; `input`: within 0.5 s of a trusted input (the probe's clicks are not). */
  shifts: { at: number; value: number; input: boolean }[];
  /** A click on the group opened it (the time of that click). */
  group?: number;
  /** What the Content Security Policy blocked (nothing, on the page as shipped). */
  blocked?: string[];
  /** The launch item's click the page took (cancelled its default): the click whose tab opens. */
  launchClick?: number;
}

/** What a load waits for: the menu painted (`paint`), the app mounted (`rootId`), the menu usable (`target`). */
export interface ProbeGoals {
  paint: boolean;
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
 * Usable is probed from the first frame the controls are in (an animation frame callback runs just
 * before that frame is painted), then once per frame, with synthetic clicks (what the page's
 * handlers see is the same event): on the group's button, until a click toggles it, and on the
 * launch item until the page takes a click (cancels its default). A click answered in the frame
 * that first shows its control counts from that frame's paint (cold-load.ts). That
 * click is the one whose tab opens: it may open a little later (the pre-rendered menu's launch code
 * arrives just after the first paint), which the bench sees from the browser (tabs.ts). A click
 * nobody took would follow the item's link and end the measurement, so a last listener on window
 * cancels it. The clicks change the sidebar and end LCP, so LCP and layout shifts count on the loads
 * without a target only.
 */
export function probeScript({ paint, rootId, target }: ProbeGoals): string {
  return `{
    const results = (window.__bench = {
      wallOrigin: Date.now() - performance.now(),
      controlled: navigator.serviceWorker?.controller != null,
      lcp: [],
      shifts: [],
    });
    const waitPaint = ${JSON.stringify(paint || target !== undefined)};
    const rootId = ${JSON.stringify(rootId ?? null)};
    const target = ${JSON.stringify(target ?? null)};
    let reported = false;
    const report = () => {
      if (reported || results.fcp === undefined || (waitPaint && results.paint === undefined)) return;
      if (rootId && results.ready === undefined) return;
      if (target && (results.group === undefined || results.launchClick === undefined)) return;
      reported = true;
      console.debug(${JSON.stringify(probeDone)} + JSON.stringify(results));
    };
    // A blocked script (the boot script's hash out of date) would measure another page than the shipped one.
    document.addEventListener('securitypolicyviolation', (event) => {
      results.blocked = [...(results.blocked ?? []), event.violatedDirective + ' ' + (event.blockedURI || 'inline')];
    });
    // The shipped HTML carries no bench hook: the menu's first label is marked here, as the parser
    // inserts it (a mutation observer's callback runs before the next paint), and again should
    // React replace it before it was painted (a fast load may mount the app before its first frame).
    const marker = new MutationObserver(() => {
      if (results.paint !== undefined) return marker.disconnect();
      const label = document.querySelector(${JSON.stringify(firstMenuLabel)});
      if (label && !label.hasAttribute('elementtiming')) label.setAttribute('elementtiming', ${JSON.stringify(paintIdentifier)});
    });
    marker.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.identifier === ${JSON.stringify(paintIdentifier)} && results.paint === undefined) results.paint = e.renderTime || e.startTime;
      report();
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') results.fcp = e.startTime;
      report();
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) results.shifts.push({ at: e.startTime, value: e.value, input: e.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const el = e.element;
        results.lcp.push({ at: e.startTime, element: el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '(removed)' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
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
      const clickLaunch = () => {
        const link = menu()?.querySelector('a[data-node="' + target.launch + '"]');
        if (!link) return;
        let taken = false;
        const keepPage = (event) => {
          taken = event.defaultPrevented;
          event.preventDefault();
        };
        const at = performance.now();
        window.addEventListener('click', keepPage);
        try {
          click(link);
        } finally {
          window.removeEventListener('click', keepPage);
        }
        if (taken) {
          results.launchClick = at;
          report();
        }
      };
      let groupClicked;
      let groupBefore;
      const probe = () => {
        if (results.launchClick === undefined) clickLaunch();
        const button = menu()?.querySelector('[aria-controls="menu-' + target.group + '"]');
        if (results.group === undefined && button) {
          // Toggled: by the last click (nothing else toggles it). React commits a click's update
          // in a microtask, so it is seen here at the latest a frame later.
          const state = button.getAttribute('aria-expanded');
          if (groupClicked !== undefined && state !== groupBefore) {
            results.group = groupClicked;
            report();
          } else {
            groupBefore = state;
            groupClicked = performance.now();
            click(button);
          }
        }
        if (results.launchClick === undefined || results.group === undefined) requestAnimationFrame(probe);
      };
      requestAnimationFrame(probe);
    }
  }`;
}
