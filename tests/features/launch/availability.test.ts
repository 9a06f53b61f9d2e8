// A system's availability (src/features/launch/availability.ts) and how lecturers read it
// (src/features/launch/availability-texts.ts); the launch plan that asks first (src/features/launch/plan.ts).
import { describe, expect, it } from 'vitest';
import { availabilityOf, interruptsLaunch, systemAvailability, type LiveStatus } from '../../../src/features/launch/availability.ts';
import { liveStatus } from '../../support/live-status.ts';
import { groupNotices, noticeText } from '../../../src/features/launch/availability-texts.ts';
import { interruptionDialog } from '../../../src/features/launch/texts.ts';
import { planLaunch, whenOffline } from '../../../src/features/launch/plan.ts';
import type { PortalModel, PortalNode } from '../../../src/model/manifest/model.ts';
import { compiledUrl } from '../../support/url-behaviour.ts';
import { parseJakartaTime } from '../../../src/model/time/jakarta.ts';

const at = (text: string) => parseJakartaTime(text, 'from')!;
const window = {
  from: at('2026-12-05 22:00'),
  until: at('2026-12-06 04:00'),
  message: 'Tuton tidak dapat diakses selama pemeliharaan server.',
  en: 'Tuton is unavailable during server maintenance.',
};
const later = { from: at('2026-12-20 08:00'), until: parseJakartaTime('2026-12-20', 'until')!, message: 'Pembaruan sistem.' };

const model: Pick<PortalModel, 'systems'> = {
  systems: {
    tuton: {
      label: 'Tutorial Online (Tuton)',
      url: 'https://elearning.ut.ac.id',
      trusted: false,
      maintenance: [window, later],
      monitor: 'E-Learning',
    },
    sinta: { label: 'SINTA', url: 'https://sinta.kemdikbud.go.id', trusted: false },
  },
};
const node = (template: string): Pick<PortalNode, 'behaviour' | 'requires'> => ({
  behaviour: compiledUrl(template, Object.fromEntries(Object.entries(model.systems).map(([name, s]) => [name, s.url]))),
  requires: [],
});
const tuton = node('{tuton}/kelas');
/** The monitoring's word on tuton's monitor, its beat at `time`. */
const live = (state: 'up' | 'down' | 'maintenance', time: number): LiveStatus => liveStatus({ 'E-Learning': state }, time);

describe('systemAvailability', () => {
  it('is maintenance inside [from, until), nothing outside; an upcoming notice only within the day before', () => {
    expect(systemAvailability(model, 'tuton', window.from)).toMatchObject({
      kind: 'maintenance',
      window,
      label: 'Tutorial Online (Tuton)',
    });
    expect(systemAvailability(model, 'tuton', window.until - 1)?.kind).toBe('maintenance');
    expect(systemAvailability(model, 'tuton', window.until)).toBeUndefined();
    expect(systemAvailability(model, 'tuton', window.from - 1)).toMatchObject({ kind: 'upcoming', window });
    expect(systemAvailability(model, 'tuton', window.from - 24 * 3600_000)?.kind).toBe('upcoming');
    expect(systemAvailability(model, 'tuton', window.from - 24 * 3600_000 - 1)).toBeUndefined();
    expect(systemAvailability(model, 'sinta', window.from)).toBeUndefined();
  });

  it('takes the monitoring when no window is open: maintenance, then down; up and pending say nothing', () => {
    const quiet = at('2026-12-01 10:00');
    expect(systemAvailability(model, 'tuton', quiet, live('down', quiet))).toMatchObject({ kind: 'outage' });
    expect(systemAvailability(model, 'tuton', quiet, live('maintenance', quiet))).toEqual({
      kind: 'maintenance',
      system: 'tuton',
      label: 'Tutorial Online (Tuton)',
    });
    expect(systemAvailability(model, 'tuton', quiet, live('up', quiet))).toBeUndefined();
    expect(systemAvailability(model, 'tuton', quiet, liveStatus({}, quiet))).toBeUndefined();
    // The planned window says more (its end and message) than the monitoring does.
    expect(systemAvailability(model, 'tuton', window.from, live('down', window.from))).toMatchObject({ kind: 'maintenance', window });
  });

  it('is about the system a url node launches; internal pages and absolute addresses have none', () => {
    expect(availabilityOf(model, tuton, window.from)?.kind).toBe('maintenance');
    expect(availabilityOf(model, node('https://elearning.ut.ac.id/kelas'), window.from)).toBeUndefined();
    expect(availabilityOf(model, { behaviour: { kind: 'component', page: 'about' } }, window.from)).toBeUndefined();
  });
});

describe('texts', () => {
  it('the notice names maintenance and its end: the clock within a day, the date beyond', () => {
    const maintenance = systemAvailability(model, 'tuton', at('2026-12-05 23:00'))!;
    expect(noticeText(maintenance, at('2026-12-05 23:00'), 'id')).toBe('Pemeliharaan sampai 04.00 WIB');
    expect(noticeText(maintenance, at('2026-12-05 23:00'), 'en')).toBe('Maintenance until 04:00 WIB');
    const upcoming = systemAvailability(model, 'tuton', at('2026-12-05 08:00'))!;
    expect(noticeText(upcoming, at('2026-12-05 08:00'), 'id')).toBe('Pemeliharaan terjadwal mulai 22.00 WIB');
    const longer = { kind: 'maintenance', system: 'tuton', label: 'Tuton', window: { ...window, until: at('2026-12-08 04:00') } } as const;
    expect(noticeText(longer, at('2026-12-05 23:00'), 'id')).toBe('Pemeliharaan sampai 8 Des 04.00 WIB');
    // A date alone as `until` closes at 00:00 the next day, said as 23.59.
    const allDay = systemAvailability(model, 'tuton', at('2026-12-20 09:00'))!;
    expect(noticeText(allDay, at('2026-12-20 09:00'), 'id')).toBe('Pemeliharaan sampai 23.59 WIB');
    expect(noticeText({ kind: 'outage', system: 'tuton', label: 'Tuton' }, 0, 'id')).toBe('Gangguan');
    expect(noticeText({ kind: 'outage', system: 'tuton', label: 'Tuton' }, 0, 'en')).toBe('Outage');
  });

  it('the question names the system, the message (English when given) and the end, with "Tetap buka" and "Batal"', () => {
    const maintenance = systemAvailability(model, 'tuton', window.from);
    if (!interruptsLaunch(maintenance)) throw new Error('expected maintenance');
    expect(interruptionDialog(maintenance, 'id')).toEqual({
      title: 'Tutorial Online (Tuton) sedang dalam pemeliharaan',
      text: 'Tuton tidak dapat diakses selama pemeliharaan server. Pemeliharaan berlangsung sampai 6 Desember 2026 pukul 04.00 WIB.',
      confirmText: 'Tetap buka',
      cancelText: 'Batal',
    });
    expect(interruptionDialog(maintenance, 'en')).toMatchObject({
      text: 'Tuton is unavailable during server maintenance. The maintenance lasts until 6 December 2026 at 04:00 WIB.',
      confirmText: 'Open anyway',
      cancelText: 'Cancel',
    });
    const noEnglish = systemAvailability(model, 'tuton', later.from);
    if (!interruptsLaunch(noEnglish)) throw new Error('expected maintenance');
    expect(interruptionDialog(noEnglish, 'en').text).toMatch(
      /^Pembaruan sistem\. The maintenance lasts until 20 December 2026 at 23:59 WIB\.$/,
    );
    expect(interruptionDialog({ kind: 'outage', system: 'tuton', label: 'Tuton' }, 'id').title).toBe('Tuton sedang mengalami gangguan');
  });

  it('a group card names one affected item, or counts them', () => {
    const maintenance = { kind: 'maintenance', system: 'a', label: 'A' } as const;
    const outage = { kind: 'outage', system: 'b', label: 'B' } as const;
    expect(groupNotices([], 'id')).toEqual([]);
    expect(groupNotices([{ label: 'Tuton', availability: maintenance }], 'id')).toEqual(['Pemeliharaan: Tuton']);
    expect(
      groupNotices(
        [
          { label: 'Tuton', availability: maintenance },
          { label: 'Tuweb', availability: maintenance },
          { label: 'Sinta', availability: outage },
        ],
        'en',
      ),
    ).toEqual(['Maintenance: 2 services', 'Outage: Sinta']);
  });
});

describe('planLaunch with availability', () => {
  const session = {};
  it('asks before opening a system under maintenance or down, with the address it would open', () => {
    const maintenance = availabilityOf(model, tuton, window.from);
    expect(planLaunch(tuton, session, window.from, maintenance)).toEqual({
      kind: 'confirm',
      url: 'https://elearning.ut.ac.id/kelas',
      availability: maintenance,
    });
    const outage = availabilityOf(model, tuton, 0, live('down', 0));
    expect(planLaunch(tuton, session, 0, outage)).toMatchObject({ kind: 'confirm', availability: { kind: 'outage' } });
  });

  it('opens at once when the window is only upcoming, or there is no news', () => {
    const upcoming = availabilityOf(model, tuton, window.from - 1);
    expect(planLaunch(tuton, session, window.from - 1, upcoming)).toEqual({ kind: 'open', url: 'https://elearning.ut.ac.id/kelas' });
    expect(planLaunch(tuton, session, 0, undefined)).toEqual({ kind: 'open', url: 'https://elearning.ut.ac.id/kelas' });
  });

  it('still says no access first, and offline wins over the question', () => {
    const gated = { ...tuton, requires: ['statusAsesor' as const] };
    expect(planLaunch(gated, session, window.from, availabilityOf(model, tuton, window.from))).toEqual({
      kind: 'denied',
      missing: ['statusAsesor'],
    });
    const plan = planLaunch(tuton, session, window.from, availabilityOf(model, tuton, window.from));
    expect(whenOffline(plan, { online: false, renews: [] })).toEqual({ kind: 'offline' });
  });
});
