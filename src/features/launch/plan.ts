// What clicking a url node should do for this session. Pure: the effect lives in act.ts.
import type { PortalNode, TimeWindow } from '../../model/manifest/model.ts';
import { isWithin } from '../../model/manifest/schedule.ts';
import { checkUrl } from '../../model/manifest/url-policy.ts';
import type { PlaceholderField, SessionFlag } from '../../../schema/vocabulary.ts';
import { interruptsLaunch, type Availability } from './availability.ts';
import { unmetRequirements, type SessionFlags } from './rules.ts';
import { fillTemplate, type PlaceholderValues } from './template.ts';

export type LaunchPlan =
  | { kind: 'open'; url: string }
  /** The system is under maintenance or down: ask before opening `url` ("Tetap buka" / "Batal"). */
  | { kind: 'confirm'; url: string; availability: Exclude<Availability, { kind: 'upcoming' }> }
  /** Not from planLaunch: the lecturer chose "Batal" when asked (`confirm`); nothing opened. */
  | { kind: 'cancelled' }
  | { kind: 'denied'; missing: SessionFlag[] }
  /** Outside the node's time window: the link exists only in that period. */
  | { kind: 'closed'; window: TimeWindow }
  /** The session has no value for a placeholder. */
  | { kind: 'unavailable'; field: PlaceholderField; message: string }
  /** The session's value would change the link's path (a `.` or `..` segment), so it cannot be placed. */
  | { kind: 'unusable'; field: PlaceholderField }
  | { kind: 'unsafe'; reason: string }
  /** Not from planLaunch: launch() turns a plan into this when the browser is offline (whenOffline). */
  | { kind: 'offline' };

export type LaunchSession = PlaceholderValues & SessionFlags;

export function planLaunch(
  node: Pick<PortalNode, 'behaviour' | 'requires' | 'window'>,
  session: LaunchSession,
  now: number = Date.now(),
  availability?: Availability,
): LaunchPlan {
  if (node.behaviour.kind !== 'url') throw new Error('planLaunch is for url nodes');
  // Before the access check: outside its period the link is closed for everyone.
  if (node.window && !isWithin(node.window, now)) return { kind: 'closed', window: node.window };
  const missing = unmetRequirements(node.requires, session);
  if (missing.length) return { kind: 'denied', missing };
  const filled = fillTemplate(node.behaviour.parts, session);
  // The console message for a missing id token is "idToken tidak tersedia" (docs/requirements.md
  // R-ERR-3).
  if (!filled.ok) {
    return 'missing' in filled
      ? { kind: 'unavailable', field: filled.missing, message: `${filled.missing} tidak tersedia` }
      : { kind: 'unusable', field: filled.unusable };
  }
  const verdict = checkUrl(filled.url);
  if (!verdict.ok) return { kind: 'unsafe', reason: verdict.reason };
  // Last: only a launch that would open is worth a question, and the lecturer may still go ahead.
  return interruptsLaunch(availability)
    ? { kind: 'confirm', url: verdict.url.href, availability }
    : { kind: 'open', url: verdict.url.href };
}

/**
 * Opening a system needs the network: a tab opened offline shows only the browser's error page.
 * A plan that would open, or whose id token a refresh would replace (the refresh needs the identity
 * provider), becomes `offline`; every other plan says more than "you are offline" and stays.
 */
export function whenOffline(plan: LaunchPlan, { online, refreshesIdToken }: { online: boolean; refreshesIdToken: boolean }): LaunchPlan {
  if (online) return plan;
  const replacedByRefresh = refreshesIdToken && (plan.kind === 'unavailable' || plan.kind === 'unusable') && plan.field === 'idToken';
  if (plan.kind === 'open' || plan.kind === 'confirm' || replacedByRefresh) return { kind: 'offline' };
  return plan;
}
