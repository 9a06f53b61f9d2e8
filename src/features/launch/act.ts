// The launcher's one effect: act on a LaunchPlan (plan.ts). A tab is opened straight from the
// click when nothing has to be awaited, so pop-up blockers allow it. A link whose sign-in token has
// expired or is about to opens its tab at once on the portal's launch page (launch-tab.ts), which
// renews the token there and goes on; it never opens with an expired one. Every other plan is
// explained to the lecturer by explain.ts, loaded then: a launch that opens does not carry its texts.
import type { PortalNode } from '../../model/manifest/model.ts';
import { withDeadline } from '../../platform/core/deadline.ts';
import { appSessionStore } from '../../platform/core/store.ts';
import { defaultLang, langAtom, type Lang } from '../../platform/i18n/lang.ts';
import { browserIsOffline } from '../../platform/session/profile-sync.ts';
import { authAtom, type SessionStore } from '../../platform/session/state.ts';
import type { RenewableField } from '../../platform/auth/launch-tokens.ts';
import type { Availability } from './availability.ts';
import { firstStep, planAfterRenewal, type LaunchPlan, type LaunchSession, type RenewalOutcome } from './plan.ts';
import type { LaunchPortal } from './explain.ts';
import { loadExplanations } from './explanations.ts';
import { openLaunchTab } from './launch-tab.ts';
import { tokenSourceAtom } from './token-source.ts';

/**
 * How long a launch waits for new tokens. Chromium lets a click open a tab for five seconds (its
 * user activation), and a tab opened after that is blocked without a word; so the wait ends a
 * little earlier, says the sign-in server did not answer in time, and the next click starts afresh.
 */
export const RENEWAL_WAIT_MS = 4_500;

const openTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

function sessionOf(store: SessionStore): LaunchSession {
  const { statusAsesor, accessLkam, nip, namaTanpaGelar, userEmail, idLevel, idToken, token, token2 } = store.get(authAtom);
  return { statusAsesor, accessLkam, nip, namaTanpaGelar, userEmail, idLevel, idToken, token, token2 };
}

/**
 * `portal` names who may open a refused item; without it, the flags are named as they are. `store`
 * is the session that "Masuk lagi" signs out (`renewal-refused`). A plan that is explained resolves
 * once its message is shown (a question: once it is answered).
 */
export function act(
  plan: LaunchPlan,
  node: PortalNode,
  open: (url: string) => unknown = openTab,
  lang: Lang = defaultLang,
  portal: LaunchPortal = {},
  store: SessionStore = appSessionStore(),
): LaunchPlan | Promise<LaunchPlan> {
  switch (plan.kind) {
    case 'open':
      open(plan.url);
      return plan;
    case 'cancelled':
    case 'in-launch-tab':
      return plan;
    default:
      return loadExplanations().then(
        ({ explain }) => explain(plan, node, open, lang, portal, store),
        (error: unknown) => {
          console.error(`${node.id}: ${plan.kind}, and its explanation did not load`, error);
          return plan;
        },
      );
  }
}

/** The source's new tokens, or `timeout` when they take longer than RENEWAL_WAIT_MS. */
async function renewTokens(store: SessionStore, fields: readonly RenewableField[]): Promise<RenewalOutcome> {
  const result = await withDeadline(RENEWAL_WAIT_MS, undefined, () => store.get(tokenSourceAtom).renew(store, fields));
  if (result.outcome === 'done') return result.value;
  if (result.outcome === 'timeout') return { kind: 'timeout' };
  console.warn('[launch] the token source failed', result.outcome === 'failed' ? result.error : result.reason);
  return { kind: 'unreachable' };
}

/**
 * Launches a url node for the session in `store`; `availability` is the state of its system now
 * (src/features/launch/availability.ts), which may ask first; `portal` has the words for who may
 * open it. A token the link carries that must be renewed first is renewed `here` (the launch tab
 * does) or else in a launch tab opened now, in the click. Returns what was done, a promise when
 * something was awaited.
 */
export function launch(
  node: PortalNode,
  store: SessionStore,
  open?: (url: string) => unknown,
  availability?: Availability,
  portal?: LaunchPortal,
  { renewHere = false }: { renewHere?: boolean } = {},
): LaunchPlan | Promise<LaunchPlan> {
  const lang = store.get(langAtom);
  const session = sessionOf(store);
  const step = firstStep(node, session, { now: Date.now(), online: !browserIsOffline(), availability });
  if (step.kind === 'plan') return act(step.plan, node, open, lang, portal, store);
  // A browser that blocks even the click's own tab gets the renewal here, as before there were launch tabs.
  if (!renewHere && openLaunchTab(node)) return { kind: 'in-launch-tab' };
  return renewTokens(store, step.fields).then((outcome) => {
    // The session that asked ended meanwhile (a sign-out here or in another tab): nothing of it opens.
    // A renewed portal token is the same session's.
    const expected = (outcome.kind === 'renewed' && outcome.values.token) || session.token;
    if (store.get(authAtom).token !== expected) return act({ kind: 'cancelled' }, node, open, lang, portal, store);
    const plan = planAfterRenewal(node, sessionOf(store), step.check, outcome, Date.now(), availability);
    return act(plan, node, open, store.get(langAtom), portal, store);
  });
}
