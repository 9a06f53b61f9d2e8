// What analytics learns of a launch (docs/analytics.md): which menu item, in which group and
// portal, and how the launch ended. Never a label, a token or the filled address: a label can
// be edited into anything, and the address carries the lecturer's identity.
import { atom } from 'jotai/vanilla';
import type { PortalModel, PortalNode } from '../../model/manifest/model.ts';
import type { LaunchPlan } from './plan.ts';

export interface LaunchEvent {
  menu_item: string;
  menu_group: string;
  portal: string;
  outcome: LaunchPlan['kind'];
}

export type LaunchSink = (event: LaunchEvent) => void;

const sinkAtom = atom<LaunchSink | null>(null);
/** Launches reported before the app has started (from the pre-rendered menu, src/shell/first-paint/live-menu.ts). */
const earlyLaunchesAtom = atom<LaunchEvent[]>([]);

/**
 * Where launches go: set once by the app when it starts, to analytics when it is configured and to
 * null (nothing sent) otherwise. Launches reported before then are passed on, or dropped, at that moment.
 */
export const launchSinkAtom = atom(null, (get, set, sink: LaunchSink | null) => {
  const early = get(earlyLaunchesAtom);
  set(earlyLaunchesAtom, []);
  set(sinkAtom, () => sink); // an updater: jotai would call a function value
  if (sink) for (const event of early) sink(event);
});

/** Reports a launch: to the sink, or kept for it until the app has started. */
export const reportLaunchAtom = atom(null, (get, set, event: LaunchEvent) => {
  const sink = get(sinkAtom);
  if (sink) sink(event);
  else set(earlyLaunchesAtom, [...get(earlyLaunchesAtom), event]);
});

export const launchEventOf = (model: PortalModel, node: PortalNode, plan: LaunchPlan): LaunchEvent => ({
  menu_item: node.id,
  menu_group: node.parent ?? '',
  portal: model.portal.id,
  outcome: plan.kind,
});
