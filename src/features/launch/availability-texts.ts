// What lecturers read of a system's availability (src/features/launch/availability.ts): the short notice on a
// menu item, the question before launching it, and the line on a dashboard group card. Plain text
// in both languages, kept apart from the effect (src/features/launch/act.ts) and from React.
import type { Lang, Texts } from '../../platform/i18n/lang.ts';
import { shownEnd } from '../../model/manifest/schedule.ts';
import { dayMs, formatClock, formatJakartaDate, formatJakartaDateTime } from '../../model/time/jakarta.ts';
import type { Availability } from './availability.ts';

type Interrupting = Exclude<Availability, { kind: 'upcoming' }>;

interface AvailabilityTexts {
  maintenance: string;
  until: (time: string) => string;
  upcoming: (time: string) => string;
  outage: string;
  maintenanceTitle: (system: string) => string;
  outageTitle: (system: string) => string;
  lasts: (end: string) => string;
  monitoredMaintenance: (system: string) => string;
  monitoredOutage: (system: string) => string;
  openAnyway: string;
  cancel: string;
  groupMaintenance: (what: string) => string;
  groupOutage: (what: string) => string;
  services: (count: number) => string;
}

const texts = {
  id: {
    maintenance: 'Pemeliharaan',
    until: (time) => `sampai ${time} WIB`,
    upcoming: (time) => `Pemeliharaan terjadwal mulai ${time} WIB`,
    outage: 'Gangguan',
    maintenanceTitle: (system) => `${system} sedang dalam pemeliharaan`,
    outageTitle: (system) => `${system} sedang mengalami gangguan`,
    lasts: (end) => `Pemeliharaan berlangsung sampai ${end}.`,
    monitoredMaintenance: (system) =>
      `Pemantauan layanan mencatat ${system} sedang dalam pemeliharaan. Sistem mungkin belum dapat digunakan.`,
    monitoredOutage: (system) =>
      `Pemantauan layanan mencatat ${system} sedang tidak dapat dihubungi. Anda tetap dapat mencoba membukanya; bila gagal, coba lagi nanti.`,
    openAnyway: 'Tetap buka',
    cancel: 'Batal',
    groupMaintenance: (what) => `Pemeliharaan: ${what}`,
    groupOutage: (what) => `Gangguan: ${what}`,
    services: (count) => `${count} layanan`,
  },
  en: {
    maintenance: 'Maintenance',
    until: (time) => `until ${time} WIB`,
    upcoming: (time) => `Scheduled maintenance from ${time} WIB`,
    outage: 'Outage',
    maintenanceTitle: (system) => `${system} is under maintenance`,
    outageTitle: (system) => `${system} has an outage`,
    lasts: (end) => `The maintenance lasts until ${end}.`,
    monitoredMaintenance: (system) => `The service monitoring shows ${system} under maintenance. It may not be usable yet.`,
    monitoredOutage: (system) =>
      `The service monitoring cannot reach ${system} at the moment. You can still try to open it; if it fails, try again later.`,
    openAnyway: 'Open anyway',
    cancel: 'Cancel',
    groupMaintenance: (what) => `Maintenance: ${what}`,
    groupOutage: (what) => `Outage: ${what}`,
    services: (count) => `${count} ${count === 1 ? 'service' : 'services'}`,
  },
} satisfies Texts<AvailabilityTexts>;

/** A moment near `now`: the clock alone within a day ("04.00"), else with the date ("6 Des 04.00"). */
const nearTime = (at: number, now: number, lang: Lang) =>
  Math.abs(at - now) < dayMs ? formatClock(at, lang) : `${formatJakartaDate(at, lang, 'dayMonth')} ${formatClock(at, lang)}`;

/** The notice on a menu item: "Pemeliharaan sampai 04.00 WIB", "Gangguan", "Pemeliharaan terjadwal mulai 22.00 WIB". */
export function noticeText(availability: Availability, now: number, lang: Lang): string {
  const t = texts[lang];
  switch (availability.kind) {
    case 'maintenance':
      return availability.window ? `${t.maintenance} ${t.until(nearTime(shownEnd(availability.window.until), now, lang))}` : t.maintenance;
    case 'outage':
      return t.outage;
    case 'upcoming':
      return t.upcoming(nearTime(availability.window.from, now, lang));
  }
}

/** The question before launching a system under maintenance or down: its label, what is wrong, until when. */
export function interruptionDialog(availability: Interrupting, lang: Lang) {
  const t = texts[lang];
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

/** A dashboard card's line when items of its group are under maintenance or down: "Pemeliharaan: Tuton" or "Gangguan: 2 layanan". */
export function groupNotices(items: { label: string; availability: Availability }[], lang: Lang): string[] {
  const t = texts[lang];
  const line = (kind: Interrupting['kind'], say: (what: string) => string) => {
    const labels = items.filter((i) => i.availability.kind === kind).map((i) => i.label);
    if (labels.length === 0) return [];
    return [say(labels.length === 1 ? labels[0]! : t.services(labels.length))];
  };
  return [...line('maintenance', t.groupMaintenance), ...line('outage', t.groupOutage)];
}
