// What clicking a url node should do for this session. Pure: the effect lives in act.ts. A link that
// carries a sign-in token has it renewed first when it has expired or is about to (checkTokens,
// then planAfterRenewal; docs/requirements.md R-LAUNCH-7); every other launch is planned at once,
// so its tab opens straight from the click.
import type { PortalNode, TimeWindow } from '../../model/manifest/model.ts';
import { isWithin } from '../../model/manifest/schedule.ts';
import { checkUrl } from '../../model/manifest/url-policy.ts';
import { usesField, type TemplatePart } from '../../model/manifest/url-template.ts';
import type { LaunchRenewal, RenewableField } from '../../platform/auth/launch-tokens.ts';
import { freshness, type Freshness } from '../../platform/auth/token-expiry.ts';
import { placeholderFields, type DataField, type PlaceholderField, type SessionFlag } from '../../../schema/vocabulary.ts';
import { interruptsLaunch, type Availability } from './availability.ts';
import { unmetRequirements, type SessionFlags } from './session-flags.ts';
import { fillTemplate, type PlaceholderValues } from './template.ts';

export type LaunchPlan =
  | { kind: 'open'; url: string }
  /** The system is under maintenance or down: ask before opening `url` ("Tetap buka" / "Batal"). */
  | { kind: 'confirm'; url: string; availability: Exclude<Availability, { kind: 'upcoming' }> }
  /**
   * Not from planLaunch: the lecturer chose "Batal" when asked (`confirm`, `renewal-refused`), or the
   * session ended while its tokens were renewed; nothing opened.
   */
  | { kind: 'cancelled' }
  | { kind: 'denied'; missing: SessionFlag[] }
  /** Outside the node's time window: the link exists only in that period. */
  | { kind: 'closed'; window: TimeWindow }
  /** The session has no value for a placeholder. */
  | { kind: 'unavailable'; field: PlaceholderField; message: string }
  /** The session's value would change the link's path (a `.` or `..` segment), so it cannot be placed. */
  | { kind: 'unusable'; field: PlaceholderField }
  | { kind: 'unsafe'; reason: string }
  /**
   * The filled address is not on its system's origin, or carries a token and names no system: the
   * manifest check refuses both (M11, M25), so only a manifest that bypassed it gets here.
   */
  | { kind: 'foreign-origin'; reached: string; expected?: string }
  /** Not from planLaunch: launch() turns a plan into this when the browser is offline (whenOffline). */
  | { kind: 'offline' }
  /**
   * Not from planLaunch: a token had to be renewed first, so the launch goes on in a tab of its own,
   * opened in the click on the launch page (launch-tab.ts), which plans it again there.
   */
  | { kind: 'in-launch-tab' }
  /** A token the link carries has expired and no new one was given (the provider or the portal API refused): the lecturer is asked to sign in again. */
  | { kind: 'renewal-refused' }
  /** A token the link carries has to be renewed and the identity provider could not be reached, or did not answer in time. */
  | { kind: 'renewal-unreachable'; cause: 'network' | 'timeout' };

export type LaunchSession = PlaceholderValues & SessionFlags;

const carriesToken = (parts: readonly TemplatePart[]) => parts.some((p) => typeof p !== 'string' && placeholderFields[p.field].token);

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
  const { origin } = node.behaviour;
  if (origin !== undefined ? verdict.url.origin !== origin : carriesToken(node.behaviour.parts))
    return { kind: 'foreign-origin', reached: verdict.url.origin, ...(origin !== undefined && { expected: origin }) };
  // Last: only a launch that would open is worth a question, and the lecturer may still go ahead.
  return interruptsLaunch(availability)
    ? { kind: 'confirm', url: verdict.url.href, availability }
    : { kind: 'open', url: verdict.url.href };
}

/**
 * Opening a system needs the network: a tab opened offline shows only the browser's error page.
 * A plan that would open, or whose token a renewal would replace (renewing needs the identity
 * provider), becomes `offline`; every other plan says more than "you are offline" and stays.
 */
export function whenOffline(plan: LaunchPlan, { online, renews }: { online: boolean; renews: readonly PlaceholderField[] }): LaunchPlan {
  if (online) return plan;
  const replacedByRenewal = (plan.kind === 'unavailable' || plan.kind === 'unusable') && renews.includes(plan.field);
  if (plan.kind === 'open' || plan.kind === 'confirm' || replacedByRenewal) return { kind: 'offline' };
  return plan;
}

/** The placeholders that carry a sign-in token rather than the lecturer's data. */
type TokenField = Exclude<PlaceholderField, DataField>;

const renewable = ['idToken', 'token2', 'token'] as const satisfies readonly RenewableField[];

/** A token to renew before the launch, and how fresh the one the session holds is. */
interface Renewal {
  field: RenewableField;
  freshness: Exclude<Freshness, 'fresh'>;
}

/** What the launch of a link must do about the sign-in tokens it carries before it can open. */
interface TokenCheck {
  /**
   * The tokens to renew first: the id token and the calendar token (token2) when expired or about
   * to, missing, or of an age the token does not tell (an opaque calendar token: MSAL knows when it
   * expires); the portal token only when it tells its age (a JWT) and that is up or nearly: an
   * opaque one is sent as it is, the portal API is its judge, and without one there is no session.
   */
  renew: Renewal[];
}

/** Checks the tokens a link's template carries, at `now` (ms since the epoch). */
export function checkTokens(parts: readonly TemplatePart[], session: Pick<LaunchSession, TokenField>, now: number): TokenCheck {
  const renew = renewable.flatMap((field): Renewal[] => {
    if (!usesField(parts, field)) return [];
    const state = freshness(session[field], now);
    if (state === 'fresh' || (field === 'token' && (state === 'unknown' || state === 'missing'))) return [];
    return [{ field, freshness: state }];
  });
  return { renew };
}

/** The first step of a launch: a plan to act on at once, or the tokens to renew before planning again. */
type LaunchStep = { kind: 'plan'; plan: LaunchPlan } | { kind: 'renew'; check: TokenCheck; fields: RenewableField[] };

/**
 * Plans a launch at the click. Whatever no token can change comes first (closed, denied, missing
 * or unusable data, an unsafe address), then being offline; a link
 * whose tokens are all fresh is planned at once; otherwise its tokens are renewed first.
 */
export function firstStep(
  node: Pick<PortalNode, 'behaviour' | 'requires' | 'window'>,
  session: LaunchSession,
  { now, online, availability }: { now: number; online: boolean; availability?: Availability },
): LaunchStep {
  if (node.behaviour.kind !== 'url') throw new Error('planLaunch is for url nodes');
  const plan = planLaunch(node, session, now, availability);
  const check = checkTokens(node.behaviour.parts, session, now);
  const fields = check.renew.map((r) => r.field);
  const opens = plan.kind === 'open' || plan.kind === 'confirm';
  const waitsForToken = (plan.kind === 'unavailable' || plan.kind === 'unusable') && (fields as PlaceholderField[]).includes(plan.field);
  if (!opens && !waitsForToken) return { kind: 'plan', plan };
  if (!online) return { kind: 'plan', plan: whenOffline(plan, { online, renews: fields }) };
  return fields.length === 0 ? { kind: 'plan', plan } : { kind: 'renew', check, fields };
}

/** How the renewal of a launch's tokens ended: the sign-in's answer, or none within the launcher's bound. */
export type RenewalOutcome = LaunchRenewal | { kind: 'timeout' };

/**
 * Plans the launch again once its tokens were renewed, or were not. A token the session holds is
 * sent as it is only while it is still usable (`expiring` or of unknown age): an expired one never
 * is. Refused for an expired token: sign in again. Refused for a missing one: the launch says the
 * sign-in data is incomplete, as it always has (docs/requirements.md R-ERR-3). Unreachable or no
 * answer in time, for an expired or missing token: try again.
 */
export function planAfterRenewal(
  node: Pick<PortalNode, 'behaviour' | 'requires' | 'window'>,
  session: LaunchSession,
  check: TokenCheck,
  outcome: RenewalOutcome,
  now: number,
  availability?: Availability,
): LaunchPlan {
  const expired = check.renew.filter((r) => r.freshness === 'expired');
  if (outcome.kind === 'renewed') {
    // Renewed tokens are taken as given: the provider has just issued them (a clock that is off
    // would otherwise make every new token look expired too).
    if (expired.some((r) => outcome.values[r.field] === undefined)) return { kind: 'renewal-refused' };
    return planLaunch(node, { ...session, ...outcome.values }, now, availability);
  }
  if (outcome.kind === 'refused') return expired.length > 0 ? { kind: 'renewal-refused' } : planLaunch(node, session, now, availability);
  if (!check.renew.some((r) => r.freshness === 'expired' || r.freshness === 'missing')) return planLaunch(node, session, now, availability);
  return { kind: 'renewal-unreachable', cause: outcome.kind === 'timeout' ? 'timeout' : 'network' };
}
