// The one way a menu item is opened, from the sidebar, the search, the dashboard's lists and the
// announcements: a url node launches (straight from the click, so the pop-up blocker allows the
// tab) and an internal one is navigated to. One recording rule: an item counts as recently used
// once it opened — a launch whose tab opened, or a navigation to a menu item (not the home).
// Every launch, whatever its outcome, is also reported once to analytics when it is configured.
import { availabilityOf } from './availability.ts';
import { liveStatusAtom } from './live-status.ts';
import { launch } from './act.ts';
import { launchGuardOf } from './repeat-guard.ts';
import type { LaunchPlan } from './plan.ts';
import { launchEventOf, reportLaunchAtom } from './report.ts';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import { isPlainClick, type ItemClick } from '../menu/item-click.ts';
import type { SessionStore } from '../../platform/session/state.ts';
import { recordOpened } from '../favourites/state.ts';

/**
 * Launches a url node, reports it, and records it when its tab opened (at once when nothing was
 * awaited; after "Tetap buka" when its system is under maintenance or down). A launch that went on
 * in its launch tab is reported and recorded there. `inLaunchTab`: this is that tab, which opens
 * the system with `open` and renews a token itself.
 */
export function launchItem(
  node: PortalNode,
  store: SessionStore,
  model: PortalModel,
  open?: (url: string) => unknown,
  { inLaunchTab = false }: { inLaunchTab?: boolean } = {},
): LaunchPlan | Promise<LaunchPlan> {
  const remember = (plan: LaunchPlan) => {
    if (plan.kind === 'in-launch-tab') return plan;
    store.set(reportLaunchAtom, launchEventOf(model, node, plan));
    if (plan.kind === 'open') recordOpened(store, model, node.id);
    return plan;
  };
  const availability = availabilityOf(model, node, Date.now(), store.get(liveStatusAtom));
  const plan = launch(node, store, open, availability, model.portal, { renewHere: inLaunchTab });
  return plan instanceof Promise ? plan.then(remember) : remember(plan);
}

/**
 * Opens `node`, the one way any menu item is opened: launches a url node (a repeat of the same
 * launch, e.g. a double click, opens nothing: repeat-guard.ts), or records an internal one and lets
 * `navigate` go there (nothing when a link navigates by itself).
 */
export function openItem(node: PortalNode, store: SessionStore, model: PortalModel, navigate?: (path: string) => void): void {
  if (node.behaviour.kind === 'url') {
    launchGuardOf(store).run(node.id, () => launchItem(node, store, model));
    return;
  }
  recordOpened(store, model, node.id);
  navigate?.(node.path);
}

/**
 * A menu link's click handler, in the app and in the pre-rendered menu before the app has mounted:
 * openItem for a plain click, which the router's <Link> follows for an internal node. A url node's
 * click with a modifier key or the middle button keeps the browser's own behaviour (the node's
 * launch page in a new tab).
 */
export const onItemClick = (node: PortalNode, store: SessionStore, model: PortalModel) => (e: ItemClick) => {
  if (node.behaviour.kind === 'url') {
    if (!isPlainClick(e)) return;
    e.preventDefault();
  }
  openItem(node, store, model);
};
