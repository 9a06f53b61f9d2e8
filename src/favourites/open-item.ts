// The one way a menu item is opened, from the sidebar, the search, the dashboard's lists and the
// announcements: a url node launches (straight from the click, so the pop-up blocker allows the
// tab) and an internal one is navigated to. One recording rule: an item counts as recently used
// once it opened — a launch whose tab opened, or a navigation to a menu item (not the home).
// Every launch, whatever its outcome, is also reported once to analytics when it is configured.
import { availabilityOf } from '../launch/availability.ts';
import { liveStatusAtom } from '../launch/live-status.ts';
import { launch } from '../launch/open.ts';
import type { LaunchPlan } from '../launch/plan.ts';
import { launchEventOf, reportLaunchAtom } from '../launch/report.ts';
import type { PortalModel, PortalNode } from '../manifest/model.ts';
import { isPlainClick, type ItemClick } from '../menu/item-click.ts';
import type { SessionStore } from '../session/state.ts';
import { recordOpened } from './state.ts';

/**
 * Launches a url node, reports it, and records it when its tab opened (at once when nothing was
 * awaited; after "Tetap buka" when its system is under maintenance or down).
 */
export function launchItem(
  node: PortalNode,
  store: SessionStore,
  model: PortalModel,
  open?: (url: string) => unknown,
): LaunchPlan | Promise<LaunchPlan> {
  const remember = (plan: LaunchPlan) => {
    store.set(reportLaunchAtom, launchEventOf(model, node, plan));
    if (plan.kind === 'open') recordOpened(store, model, node.id);
    return plan;
  };
  const plan = launch(node, store, open, availabilityOf(model, node, Date.now(), store.get(liveStatusAtom)));
  return plan instanceof Promise ? plan.then(remember) : remember(plan);
}

/** Opens `node`: launches a url node, or records an internal one and lets `navigate` go there. */
export function openItem(node: PortalNode, store: SessionStore, model: PortalModel, navigate: (path: string) => void): void {
  if (node.behaviour.kind === 'url') {
    void launchItem(node, store, model);
    return;
  }
  recordOpened(store, model, node.id);
  navigate(node.path);
}

/**
 * A menu link's click handler, in the app and in the pre-rendered menu before the app has mounted.
 * A url node launches from the click; a click with a modifier key or the middle button keeps the
 * browser's own behaviour (the node's launch page in a new tab). An internal link is recorded and
 * left to whoever navigates (the router's <Link>).
 */
export const onItemClick = (node: PortalNode, store: SessionStore, model: PortalModel) => (e: ItemClick) => {
  if (node.behaviour.kind !== 'url') {
    recordOpened(store, model, node.id);
    return;
  }
  if (!isPlainClick(e)) return;
  e.preventDefault();
  void launchItem(node, store, model);
};
