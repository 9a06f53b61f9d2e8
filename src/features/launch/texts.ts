// What lecturers read when a launch does not open a tab: the question before a system under
// maintenance or down, who may open an item, when it is available, what data is missing, why an
// address was refused, why a token could not be renewed.
// Plain text in both languages, apart from the effect (act.ts), which shows it, and from the launch
// page, which shows it too.
import { dataFieldLabels, type DataField, type PlaceholderField, type SessionFlag } from '../../../schema/vocabulary.ts';
import type { PortalInfo, TimeWindow } from '../../model/manifest/model.ts';
import { formatWindow, shownEnd } from '../../model/manifest/schedule.ts';
import { formatJakartaDateTime } from '../../model/time/jakarta.ts';
import type { Lang, Texts } from '../../platform/i18n/lang.ts';
import { flagLabelOf, helpOf, labelOf } from '../../platform/i18n/localize.ts';
import { noAccessTitle } from '../../platform/ui/dialogs.ts';
import type { Availability } from './availability.ts';
import type { LaunchPlan } from './plan.ts';

type Localizable = Parameters<typeof labelOf>[0];

interface InterruptionTexts {
  maintenanceTitle: (system: string) => string;
  outageTitle: (system: string) => string;
  lasts: (end: string) => string;
  monitoredMaintenance: (system: string) => string;
  monitoredOutage: (system: string) => string;
  openAnyway: string;
  cancel: string;
}

const interruptionTexts = {
  id: {
    maintenanceTitle: (system) => `${system} sedang dalam pemeliharaan`,
    outageTitle: (system) => `${system} sedang mengalami gangguan`,
    lasts: (end) => `Pemeliharaan berlangsung sampai ${end}.`,
    monitoredMaintenance: (system) =>
      `Pemantauan layanan mencatat ${system} sedang dalam pemeliharaan. Sistem mungkin belum dapat digunakan.`,
    monitoredOutage: (system) =>
      `Pemantauan layanan mencatat ${system} sedang tidak dapat dihubungi. Anda tetap dapat mencoba membukanya; bila gagal, coba lagi nanti.`,
    openAnyway: 'Tetap buka',
    cancel: 'Batal',
  },
  en: {
    maintenanceTitle: (system) => `${system} is under maintenance`,
    outageTitle: (system) => `${system} has an outage`,
    lasts: (end) => `The maintenance lasts until ${end}.`,
    monitoredMaintenance: (system) => `The service monitoring shows ${system} under maintenance. It may not be usable yet.`,
    monitoredOutage: (system) =>
      `The service monitoring cannot reach ${system} at the moment. You can still try to open it; if it fails, try again later.`,
    openAnyway: 'Open anyway',
    cancel: 'Cancel',
  },
} satisfies Texts<InterruptionTexts>;

/** The question before launching a system under maintenance or down: its label, what is wrong, until when. */
export function interruptionDialog(availability: Exclude<Availability, { kind: 'upcoming' }>, lang: Lang) {
  const t = interruptionTexts[lang];
  const system = availability.label;
  const { window } = availability.kind === 'maintenance' ? availability : { window: undefined };
  const title = availability.kind === 'outage' ? t.outageTitle(system) : t.maintenanceTitle(system);
  const text = window
    ? `${(lang === 'en' && window.en) || window.message} ${t.lasts(formatJakartaDateTime(shownEnd(window.until), lang))}`
    : availability.kind === 'outage'
      ? t.monitoredOutage(system)
      : t.monitoredMaintenance(system);
  return { title, text, confirmText: t.openAnyway, cancelText: t.cancel };
}

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

/**
 * The no-access popup's words: who may open the node, in the portal's words for each flag it lacks
 * (portal.flags), and whom to ask (the manifest's `help`).
 */
export function deniedMessage(node: Localizable, missing: readonly SessionFlag[], lang: Lang, portal: Pick<PortalInfo, 'flags'>) {
  const t = accessTexts[lang];
  const who = missing.map((flag) => flagLabelOf(portal, flag, lang)).join(t.and);
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
  /** The address would leave its system (src/features/launch/plan.ts, foreign-origin). */
  foreignOrigin: (label: string) => string;
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
    foreignOrigin: (label) =>
      `Tautan ${label} mengarah ke luar alamat sistemnya, sehingga tidak dibuka agar data login Anda tidak terkirim ke tempat lain. Silakan hubungi pengelola portal.`,
  },
  en: {
    offline: (label) => `You are offline (no internet connection). ${label} cannot be opened yet; try again once you are back online.`,
    unavailable: (label) => `${label} cannot be opened yet because your sign-in data is incomplete. Please sign out and sign in again.`,
    missingData: (label, data) =>
      `${label} cannot be opened yet because your ${data} is missing from your portal data. Please contact the portal administrator to add it.`,
    unusable: (label, data) =>
      `Your ${data} in the portal data cannot be used in the address of ${label}, so ${label} was not opened. Please contact the portal administrator to correct it.`,
    unsafe: (label) => `The address of ${label} is not safe, so it was not opened.`,
    foreignOrigin: (label) =>
      `The link of ${label} points outside its system's address, so it was not opened and your sign-in data was not sent anywhere. Please contact the portal administrator.`,
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

/** A filled address the launcher refused (src/model/manifest/url-policy.ts). */
export const unsafeMessage = (node: Localizable, lang: Lang) => noticeTexts[lang].unsafe(labelOf(node, lang));

/** A filled address off its system's origin (M25, checked again at the launch). */
export const foreignOriginMessage = (node: Localizable, lang: Lang) => noticeTexts[lang].foreignOrigin(labelOf(node, lang));

interface RenewalTexts {
  /** The identity provider refused a new token for an expired one: the dialog that offers to sign in again. */
  refusedTitle: string;
  refused: (label: string) => string;
  signInAgain: string;
  /** The identity provider could not be reached (`network`) or did not answer in time (`timeout`). */
  network: (label: string) => string;
  timeout: (label: string) => string;
}

const renewalTexts = {
  id: {
    refusedTitle: 'Login perlu diperbarui',
    refused: (label) =>
      `Masa berlaku login Anda sudah habis dan tidak dapat diperpanjang, sehingga ${label} belum dapat dibuka. Silakan masuk lagi; setelah itu Anda kembali ke halaman ini.`,
    signInAgain: 'Masuk lagi',
    network: (label) =>
      `Server login tidak dapat dihubungi untuk memperbarui login Anda, sehingga ${label} belum dapat dibuka. Periksa koneksi internet Anda lalu coba lagi.`,
    timeout: (label) =>
      `Server login tidak menjawab tepat waktu saat login Anda diperbarui, sehingga ${label} belum dapat dibuka. Silakan coba lagi.`,
  },
  en: {
    refusedTitle: 'Your sign-in needs renewing',
    refused: (label) =>
      `Your sign-in has expired and could not be renewed, so ${label} cannot be opened yet. Please sign in again; afterwards you return to this page.`,
    signInAgain: 'Sign in again',
    network: (label) =>
      `The sign-in server could not be reached to renew your sign-in, so ${label} cannot be opened yet. Check your internet connection and try again.`,
    timeout: (label) =>
      `The sign-in server did not answer in time while renewing your sign-in, so ${label} cannot be opened yet. Please try again.`,
  },
} satisfies Texts<RenewalTexts>;

/** The dialog for a token the identity provider would not renew: sign in again to open `node`. */
export function refusedDialog(node: Localizable, lang: Lang) {
  const t = renewalTexts[lang];
  return { title: t.refusedTitle, text: t.refused(labelOf(node, lang)), confirmText: t.signInAgain };
}

/** A token that could not be renewed because the identity provider could not be reached or did not answer in time. */
export const unreachableMessage = (node: Localizable, cause: 'network' | 'timeout', lang: Lang) =>
  renewalTexts[lang][cause](labelOf(node, lang));
