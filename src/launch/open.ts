// The launcher's one effect: act on a LaunchPlan. A tab is opened straight from the click when
// nothing has to be awaited, so pop-up blockers allow it; only links that carry the id token wait
// for a fresh one from MSAL first (a browser keeps a click's permission for a few seconds).
import { dataFieldLabels, sessionFlagLabels, type DataField, type PlaceholderField, type SessionFlag } from '../../schema/vocabulary.ts';
import { defaultLang, langAtom, type Lang, type Texts } from '../i18n/lang.ts';
import { helpOf, labelOf } from '../i18n/localize.ts';
import type { PortalNode, TimeWindow } from '../manifest/model.ts';
import { formatWindow } from '../manifest/schedule.ts';
import { authAtom, type SessionStore } from '../session/state.ts';
import { confirmDialog, noAccessTitle, showNoAccess } from '../ui/dialogs.ts';
import { notify } from '../ui/notify.ts';
import { browserIsOffline } from '../session/profile-sync.ts';
import type { Availability } from './availability.ts';
import { interruptionDialog } from './availability-texts.ts';
import { planLaunch, whenOffline, type LaunchPlan, type LaunchSession } from './plan.ts';
import { usesField } from './template.ts';

type Localizable = Parameters<typeof labelOf>[0];

interface AccessTexts {
  noAccessTitle: string;
  denied: (label: string, who: string) => string;
  and: string;
  closed: (label: string, period: string, range: boolean) => string;
}

const accessTexts = {
  id: {
    noAccessTitle,
    denied: (label: string, who: string) => `Menu “${label}” hanya dapat dibuka oleh ${who}.`,
    and: ' dan ',
    closed: (label: string, period: string, range: boolean) => `Menu “${label}” hanya tersedia ${range ? 'pada ' : ''}${period}.`,
  },
  en: {
    noAccessTitle: 'You do not have access',
    denied: (label: string, who: string) => `“${label}” can be opened only by ${who}.`,
    and: ' and ',
    closed: (label: string, period: string, range: boolean) => `“${label}” is available only ${range ? 'during ' : ''}${period}.`,
  },
} satisfies Texts<AccessTexts>;

/** The no-access popup's words: who may open the node, and whom to ask (the manifest's `help`). */
export function deniedMessage(node: Localizable, missing: readonly SessionFlag[], lang: Lang) {
  const t = accessTexts[lang];
  const who = missing.map((flag) => sessionFlagLabels[flag][lang]).join(t.and);
  return { title: t.noAccessTitle, text: t.denied(labelOf(node, lang), who), help: helpOf(node, lang) };
}

/** A node opened outside its time window: the period it is available in, in WIB. */
export function closedMessage(node: Localizable, window: TimeWindow, lang: Lang): string {
  const range = window.from !== undefined && window.until !== undefined;
  return accessTexts[lang].closed(labelOf(node, lang), formatWindow(window, lang), range);
}

interface NoticeTexts {
  offline: (label: string) => string;
  /** A sign-in token is missing: a new sign-in brings a new one. */
  unavailable: (label: string) => string;
  /** The lecturer's data lacks a value; only the portal's administrator can add it. */
  missingData: (label: string, data: string) => string;
  /** The lecturer's data has a value the system's address cannot take; the administrator can correct it. */
  unusable: (label: string, data: string) => string;
  unsafe: (label: string) => string;
}

const noticeTexts = {
  id: {
    offline: (label) =>
      `Anda sedang luring (tidak tersambung ke internet). ${label} belum dapat dibuka; coba lagi setelah koneksi kembali.`,
    unavailable: (label) => `${label} belum dapat dibuka karena data login Anda tidak lengkap. Silakan keluar lalu masuk kembali.`,
    missingData: (label, data) =>
      `${label} tidak dapat dibuka karena ${data} Anda belum tercatat di data portal. Silakan hubungi pengelola portal untuk melengkapinya.`,
    unusable: (label, data) =>
      `${label} belum dapat dibuka karena ${data} Anda di data portal tidak dapat dipakai dalam alamat ${label}. Silakan hubungi pengelola portal untuk memperbaikinya.`,
    unsafe: (label) => `Alamat ${label} tidak aman sehingga tidak dibuka.`,
  },
  en: {
    offline: (label) => `You are offline (no internet connection). ${label} cannot be opened yet; try again once you are back online.`,
    unavailable: (label) => `${label} cannot be opened yet because your sign-in data is incomplete. Please sign out and sign in again.`,
    missingData: (label, data) =>
      `${label} cannot be opened yet because your ${data} is missing from your portal data. Please contact the portal administrator to add it.`,
    unusable: (label, data) =>
      `Your ${data} in the portal data cannot be used in the address of ${label}, so ${label} was not opened. Please contact the portal administrator to correct it.`,
    unsafe: (label) => `The address of ${label} is not safe, so it was not opened.`,
  },
} satisfies Texts<NoticeTexts>;

/** Launching while the browser is offline: what is said instead of opening a dead tab. */
export const offlineMessage = (node: Localizable, lang: Lang) => noticeTexts[lang].offline(labelOf(node, lang));

const isDataField = (field: PlaceholderField): field is DataField => Object.hasOwn(dataFieldLabels, field);

/**
 * A link that could not be filled: what is missing or unusable, and who can help. A token (in
 * practice never unusable) is renewed by signing in again; the lecturer's data comes from the
 * portal API, so signing in again brings the same value back and only its administrator can help.
 */
export function fillMessage(node: Localizable, plan: Extract<LaunchPlan, { kind: 'unavailable' | 'unusable' }>, lang: Lang): string {
  const t = noticeTexts[lang];
  const label = labelOf(node, lang);
  if (!isDataField(plan.field)) return t.unavailable(label);
  const data = dataFieldLabels[plan.field][lang];
  return plan.kind === 'unavailable' ? t.missingData(label, data) : t.unusable(label, data);
}

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

export function act(
  plan: LaunchPlan,
  node: PortalNode,
  open: (url: string) => unknown = openTab,
  lang: Lang = defaultLang,
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
      void showNoAccess({ ...deniedMessage(node, plan.missing, lang), lang });
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
      notify.error(noticeTexts[lang].unsafe(labelOf(node, lang)));
      break;
    case 'offline':
      notify.warning(offlineMessage(node, lang));
      break;
  }
  return plan;
}

/**
 * Launches a url node for the session in `store`; `availability` is the state of its system now
 * (src/launch/availability.ts), which may ask first. Returns what was done.
 */
export function launch(
  node: PortalNode,
  store: SessionStore,
  open?: (url: string) => unknown,
  availability?: Availability,
): LaunchPlan | Promise<LaunchPlan> {
  const lang = store.get(langAtom);
  const wantsIdToken = node.behaviour.kind === 'url' && usesField(node.behaviour.parts, 'idToken');
  const plan = whenOffline(planLaunch(node, sessionOf(store), Date.now(), availability), {
    online: !browserIsOffline(),
    refreshesIdToken: wantsIdToken,
  });
  if (plan.kind === 'denied' || plan.kind === 'closed' || plan.kind === 'offline' || !wantsIdToken) return act(plan, node, open, lang);
  // In dev, "preview as role" (src/dev/preview) can withhold the id token; the branch is dropped from builds.
  return (import.meta.env.DEV ? import('../dev/preview/fresh-id-token.ts') : import('../auth/fresh-id-token.ts'))
    .then(({ freshIdToken }) => freshIdToken(store))
    .then((idToken) => act(planLaunch(node, { ...sessionOf(store), idToken }, Date.now(), availability), node, open, lang));
}
