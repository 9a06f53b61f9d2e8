// What lecturers read of a system's availability (src/features/launch/availability.ts) where it is shown:
// the short notice on a menu item and the line on a dashboard group card. Plain text in both
// languages, kept apart from React. The question before launching such a system is the launcher's
// (texts.ts: loaded only when a launch needs it).
import type { Lang, Texts } from '../../platform/i18n/lang.ts';
import { shownEnd } from '../../model/manifest/schedule.ts';
import { dayMs, formatClock, formatJakartaDate } from '../../model/time/jakarta.ts';
import type { Availability } from './availability.ts';

interface AvailabilityTexts {
  maintenance: string;
  until: (time: string) => string;
  upcoming: (time: string) => string;
  outage: string;
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
    groupMaintenance: (what) => `Pemeliharaan: ${what}`,
    groupOutage: (what) => `Gangguan: ${what}`,
    services: (count) => `${count} layanan`,
  },
  en: {
    maintenance: 'Maintenance',
    until: (time) => `until ${time} WIB`,
    upcoming: (time) => `Scheduled maintenance from ${time} WIB`,
    outage: 'Outage',
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

/** A dashboard card's line when items of its group are under maintenance or down: "Pemeliharaan: Tuton" or "Gangguan: 2 layanan". */
export function groupNotices(items: { label: string; availability: Availability }[], lang: Lang): string[] {
  const t = texts[lang];
  const line = (kind: 'maintenance' | 'outage', say: (what: string) => string) => {
    const labels = items.filter((i) => i.availability.kind === kind).map((i) => i.label);
    if (labels.length === 0) return [];
    return [say(labels.length === 1 ? labels[0]! : t.services(labels.length))];
  };
  return [...line('maintenance', t.groupMaintenance), ...line('outage', t.groupOutage)];
}
