// The launcher's one effect: act on a LaunchPlan (plan.ts). A tab is opened straight from the
// click when nothing has to be awaited, so pop-up blockers allow it. A link whose sign-in token has
// expired or is about to opens its tab at once on the portal's launch page (launch-tab.ts), which
// renews the token there and goes on; it never opens with an expired one. Everything it says is in
// texts.ts.
import type { PortalInfo, PortalNode } from '../../model/manifest/model.ts';
import { withDeadline } from '../../platform/core/deadline.ts';
import { appSessionStore } from '../../platform/core/store.ts';
import { defaultLang, langAtom, type Lang } from '../../platform/i18n/lang.ts';
import { browserIsOffline } from '../../platform/session/profile-sync.ts';
import { authAtom, signOutAtom, signOutReasonAtom, type SessionStore } from '../../platform/session/state.ts';
import { confirmDialog, showNoAccess } from '../../platform/ui/dialogs.ts';
import { notify } from '../../platform/ui/notify.ts';
import type { RenewableField } from '../../platform/auth/launch-tokens.ts';
import type { Availability } from './availability.ts';
import { interruptionDialog } from './availability-texts.ts';
import { firstStep, planAfterRenewal, type LaunchPlan, type LaunchSession, type RenewalOutcome } from './plan.ts';
import {
  closedMessage,
  deniedMessage,
  fillMessage,
  foreignOriginMessage,
  offlineMessage,
  refusedDialog,
  unreachableMessage,
  unsafeMessage,
} from './texts.ts';
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
 * Asks before opening a system under maintenance or down. "Tetap buka" opens it from that click (so
 * the pop-up blocker allows the tab) and counts as the launch it is; "Batal" or closing the dialog
 * opens nothing.
 */
async function confirmLaunch(
  plan: Extract<LaunchPlan, { kind: 'confirm' }>,
  open: (url: string) => unknown,
  lang: Lang,
): Promise<LaunchPlan> {
  const confirmed = await confirmDialog({ ...interruptionDialog(plan.availability, lang), icon: 'warning', focusCancel: true, lang });
  if (!confirmed) return { kind: 'cancelled' };
  open(plan.url);
  return { kind: 'open', url: plan.url };
}

/**
 * A token the identity provider would not renew: "Masuk lagi" signs the session out here (no
 * network; every tab follows) and the route guard sends the lecturer to the sign-in page with the
 * page they were on as its redirect, as when the portal API ends a session; after signing in they
 * are back there. "Batal" or closing the dialog leaves everything as it was. Nothing opens either way.
 */
async function askToSignInAgain(plan: LaunchPlan, node: PortalNode, store: SessionStore, lang: Lang): Promise<LaunchPlan> {
  const asked = store.get(authAtom).token;
  const signInAgain = await confirmDialog({ ...refusedDialog(node, lang), icon: 'warning', lang });
  // Only the session that asked: one that another tab signed in meanwhile is not this one to end.
  if (signInAgain && asked !== null && store.get(authAtom).token === asked) {
    store.set(signOutAtom);
    store.set(signOutReasonAtom, { kind: 'expired' });
  }
  return plan;
}

/** What the launcher says needs of the portal: its words for the people who hold each flag (portal.flags). */
export type LaunchPortal = Pick<PortalInfo, 'flags'>;

/**
 * `portal` names who may open a refused item; without it, the flags are named as they are. `store`
 * is the session that "Masuk lagi" signs out (`renewal-refused`).
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
      break;
    case 'confirm':
      return confirmLaunch(plan, open, lang);
    case 'cancelled':
    case 'in-launch-tab':
      break;
    case 'denied':
      void showNoAccess({ ...deniedMessage(node, plan.missing, lang, portal), lang });
      break;
    case 'closed':
      notify.info(closedMessage(node, plan.window, lang));
      break;
    case 'unavailable':
      console.error(plan.message); // docs/requirements.md R-ERR-3: "idToken tidak tersedia"
      notify.error(fillMessage(node, plan, lang));
      break;
    case 'unusable':
      console.error(`${node.id}: the value of ${plan.field} would make a "." or ".." path segment`);
      notify.error(fillMessage(node, plan, lang));
      break;
    case 'unsafe':
      console.error(`${node.id}: ${plan.reason}`);
      notify.error(unsafeMessage(node, lang));
      break;
    case 'foreign-origin':
      console.error(
        `${node.id}: the filled address is on ${plan.reached}, not on its system's ${plan.expected ?? 'address (it names none)'}`,
      );
      notify.error(foreignOriginMessage(node, lang));
      break;
    case 'offline':
      notify.warning(offlineMessage(node, lang));
      break;
    case 'renewal-refused':
      return askToSignInAgain(plan, node, store, lang);
    case 'renewal-unreachable':
      notify.error(unreachableMessage(node, plan.cause, lang));
      break;
  }
  return plan;
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
