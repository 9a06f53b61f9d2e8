// What the launcher tells the lecturer when a launch does not simply open (act.ts): the question
// before a system under maintenance, the no-access popup, and a toast for every other plan, with
// their texts (texts.ts). Loaded when a launch needs it, so that a launch that opens, and the first
// load, do not carry it.
import type { PortalInfo, PortalNode } from '../../model/manifest/model.ts';
import type { Lang } from '../../platform/i18n/lang.ts';
import { authAtom, signOutAtom, signOutReasonAtom, type SessionStore } from '../../platform/session/state.ts';
import { confirmDialog, showNoAccess } from '../../platform/ui/dialogs.ts';
import { notify } from '../../platform/ui/notify.ts';
import type { LaunchPlan } from './plan.ts';
import {
  closedMessage,
  deniedMessage,
  fillMessage,
  foreignOriginMessage,
  interruptionDialog,
  offlineMessage,
  refusedDialog,
  unreachableMessage,
  unsafeMessage,
} from './texts.ts';

/** What the launcher says needs of the portal: its words for the people who hold each flag (portal.flags). */
export type LaunchPortal = Pick<PortalInfo, 'flags'>;

/** The plans explain() is for: those that open nothing at once. */
export type ExplainedPlan = Exclude<LaunchPlan, { kind: 'open' | 'cancelled' | 'in-launch-tab' }>;

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

/** Tells the lecturer about `plan` for `node`; resolves to what was done once it is shown (a question: answered). */
export async function explain(
  plan: ExplainedPlan,
  node: PortalNode,
  open: (url: string) => unknown,
  lang: Lang,
  portal: LaunchPortal,
  store: SessionStore,
): Promise<LaunchPlan> {
  switch (plan.kind) {
    case 'confirm':
      return confirmLaunch(plan, open, lang);
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
