// What analytics learns of a launch (docs/analytics.md): which menu item, in which group and
// portal, and how the launch ended. Never a label, a token or the filled address: a label can
// be edited into anything, and the address carries the lecturer's identity.
import { atom } from 'jotai';
import type { PortalModel, PortalNode } from '../manifest/model.ts';
import type { LaunchPlan } from './plan.ts';

export interface LaunchEvent {
  menu_item: string;
  menu_group: string;
  portal: string;
  outcome: LaunchPlan['kind'];
}

export type LaunchSink = (event: LaunchEvent) => void;

/** Set by the app when analytics is configured; null (nothing sent) otherwise. */
export const launchSinkAtom = atom<LaunchSink | null>(null);

export const launchEventOf = (model: PortalModel, node: PortalNode, plan: LaunchPlan): LaunchEvent => ({
  menu_item: node.id,
  menu_group: node.parent ?? '',
  portal: model.portal.id,
  outcome: plan.kind,
});
