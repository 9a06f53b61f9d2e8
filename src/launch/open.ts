// The launcher's one effect: act on a LaunchPlan. A tab is opened straight from the click when
// nothing has to be awaited, so pop-up blockers allow it; only links that carry the id token wait
// for a fresh one from MSAL first (a browser keeps a click's permission for a few seconds).
import type { SessionFlag } from '../../schema/vocabulary.ts';
import type { PortalNode } from '../manifest/model.ts';
import { authAtom, type SessionStore } from '../session/state.ts';
import { showNoAccess } from '../ui/dialogs.ts';
import { notify } from '../ui/notify.ts';
import { planLaunch, type LaunchPlan, type LaunchSession } from './plan.ts';
import { usesField } from './template.ts';

const flagNames: Record<SessionFlag, string> = {
  statusAsesor: 'asesor RPL',
  accessLkam: 'akses LKAM',
};

export const openTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

function sessionOf(store: SessionStore): LaunchSession {
  const { statusAsesor, accessLkam, nip, namaTanpaGelar, userEmail, idLevel, idToken, token, token2 } = store.get(authAtom);
  return { statusAsesor, accessLkam, nip, namaTanpaGelar, userEmail, idLevel, idToken, token, token2 };
}

export function act(plan: LaunchPlan, node: PortalNode, open: (url: string) => unknown = openTab): LaunchPlan {
  switch (plan.kind) {
    case 'open':
      open(plan.url);
      break;
    case 'denied':
      void showNoAccess({ text: `Menu “${node.label}” hanya dapat dibuka oleh ${plan.missing.map((f) => flagNames[f]).join(' dan ')}.` });
      break;
    case 'unavailable':
      console.error(plan.message); // SPEC §8: "idToken tidak tersedia"
      notify.error(`${node.label} belum dapat dibuka karena data login Anda tidak lengkap. Silakan keluar lalu masuk kembali.`);
      break;
    case 'unsafe':
      console.error(`${node.id}: ${plan.reason}`);
      notify.error(`Alamat ${node.label} tidak aman sehingga tidak dibuka.`);
      break;
  }
  return plan;
}

/** Launches a url node for the session in `store`. Returns what was done. */
export function launch(node: PortalNode, store: SessionStore, open?: (url: string) => unknown): LaunchPlan | Promise<LaunchPlan> {
  const plan = planLaunch(node, sessionOf(store));
  const wantsIdToken = node.behaviour.kind === 'url' && usesField(node.behaviour.parts, 'idToken');
  if (plan.kind === 'denied' || !wantsIdToken) return act(plan, node, open);
  return import('../auth/fresh-id-token.ts')
    .then(({ freshIdToken }) => freshIdToken(store))
    .then((idToken) => act(planLaunch(node, { ...sessionOf(store), idToken }), node, open));
}
