// The launcher's one effect: act on a LaunchPlan (plan.ts). A tab is opened straight from the
// click when nothing has to be awaited, so pop-up blockers allow it; only links that carry the id
// token wait for a fresh one first (a browser keeps a click's permission for a few seconds).
// Everything it says is in texts.ts.
import type { PortalInfo, PortalNode } from '../../model/manifest/model.ts';
import { defaultLang, langAtom, type Lang } from '../../platform/i18n/lang.ts';
import { browserIsOffline } from '../../platform/session/profile-sync.ts';
import { authAtom, type SessionStore } from '../../platform/session/state.ts';
import { confirmDialog, showNoAccess } from '../../platform/ui/dialogs.ts';
import { notify } from '../../platform/ui/notify.ts';
import type { Availability } from './availability.ts';
import { interruptionDialog } from './availability-texts.ts';
import { idTokenSourceAtom } from './id-token.ts';
import { planLaunch, whenOffline, type LaunchPlan, type LaunchSession } from './plan.ts';
import { usesField } from '../../model/manifest/url-template.ts';
import { closedMessage, deniedMessage, fillMessage, offlineMessage, unsafeMessage } from './texts.ts';

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

/** What the launcher says needs of the portal: its words for the people who hold each flag (portal.flags). */
export type LaunchPortal = Pick<PortalInfo, 'flags'>;

/** `portal` names who may open a refused item; without it, the flags are named as they are. */
export function act(
  plan: LaunchPlan,
  node: PortalNode,
  open: (url: string) => unknown = openTab,
  lang: Lang = defaultLang,
  portal: LaunchPortal = {},
): LaunchPlan | Promise<LaunchPlan> {
  switch (plan.kind) {
    case 'open':
      open(plan.url);
      break;
    case 'confirm':
      return confirmLaunch(plan, open, lang);
    case 'cancelled':
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
    case 'offline':
      notify.warning(offlineMessage(node, lang));
      break;
  }
  return plan;
}

/**
 * Launches a url node for the session in `store`; `availability` is the state of its system now
 * (src/features/launch/availability.ts), which may ask first; `portal` has the words for who may
 * open it. Returns what was done.
 */
export function launch(
  node: PortalNode,
  store: SessionStore,
  open?: (url: string) => unknown,
  availability?: Availability,
  portal?: LaunchPortal,
): LaunchPlan | Promise<LaunchPlan> {
  const lang = store.get(langAtom);
  const wantsIdToken = node.behaviour.kind === 'url' && usesField(node.behaviour.parts, 'idToken');
  const plan = whenOffline(planLaunch(node, sessionOf(store), Date.now(), availability), {
    online: !browserIsOffline(),
    refreshesIdToken: wantsIdToken,
  });
  if (plan.kind === 'denied' || plan.kind === 'closed' || plan.kind === 'offline' || !wantsIdToken)
    return act(plan, node, open, lang, portal);
  return store
    .get(idTokenSourceAtom)
    .fresh(store)
    .then((idToken) => act(planLaunch(node, { ...sessionOf(store), idToken }, Date.now(), availability), node, open, lang, portal));
}
