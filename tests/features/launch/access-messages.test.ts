// What a lecturer is told when a link is not for them (the no-access popup) or not open now
// (outside its time window), in both interface languages.
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { act, launch } from '../../../src/features/launch/act.ts';
import { launchItem } from '../../../src/features/launch/open-item.ts';
import { closedMessage, deniedMessage } from '../../../src/features/launch/texts.ts';
import { parseTemplate } from '../../../src/model/manifest/url-template.ts';
import type { PortalInfo, PortalModel, PortalNode } from '../../../src/model/manifest/model.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { model as fixture } from '../../support/search.ts';
import { realModel } from '../../support/real-model.ts';

const swal = vi.hoisted(() => {
  const mixinFire = vi.fn(async (_options: Record<string, unknown>) => ({ isConfirmed: true, isDenied: false, isDismissed: false }));
  return { mixin: vi.fn(() => ({ fire: mixinFire })), mixinFire };
});
vi.mock('sweetalert2', () => ({ default: swal }));
const notify = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify }));

const urlNode = (patch: Partial<PortalNode> = {}): PortalNode => ({
  id: 'pembatalan-rpl',
  path: '/dashboard/pendidikan-pengajar/rekognisi-pembelajaran-lampau/pembatalan-rpl',
  segment: 'pembatalan-rpl',
  label: 'Pembatalan RPL',
  title: 'Pembatalan RPL',
  access: 'user',
  behaviour: { kind: 'url', template: 'https://rpl.ut.ac.id/pembatalan', parts: parseTemplate('https://rpl.ut.ac.id/pembatalan').parts },
  requires: ['statusAsesor'],
  hidden: false,
  keywords: [],
  children: [],
  ...patch,
});

/** The lecturers' portal, whose manifest names who holds each flag (portal.flags). */
const dosen = realModel('dosen').portal;
/** Another institution's words for the same flags. */
const laboratory: Pick<PortalInfo, 'flags'> = { flags: { accessLkam: { label: 'staf laboratorium', en: 'laboratory staff' } } };

const helpful = urlNode({
  help: 'Hubungi koordinator RPL fakultas Anda (rpl@ut.ac.id).',
  en: { label: 'RPL cancellation', help: 'Contact your faculty RPL coordinator (rpl@ut.ac.id).' },
});

// 1 Dec 2026 08:00 WIB (inclusive) – 21 Dec 2026 00:00 WIB (exclusive, "until 20 Dec").
const exam = { from: Date.UTC(2026, 11, 1, 1), until: Date.UTC(2026, 11, 20, 17) };

/** Until a dialog asked for is on screen: the dialogs load sweetalert2 (mocked) with DOMPurify (real, slower the first time). */
const flush = async () => {
  await import('dompurify');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => vi.clearAllMocks());

describe('deniedMessage', () => {
  it('names the role the item needs, in Indonesian, with the manifest help', async () => {
    expect(deniedMessage(helpful, ['statusAsesor'], 'id', dosen)).toEqual({
      title: 'Anda tidak memiliki hak akses',
      text: 'Menu “Pembatalan RPL” hanya dapat dibuka oleh asesor RPL.',
      help: 'Hubungi koordinator RPL fakultas Anda (rpl@ut.ac.id).',
    });
  });

  it('uses the English label, role and help in English', async () => {
    expect(deniedMessage(helpful, ['statusAsesor', 'accessLkam'], 'en', dosen)).toEqual({
      title: 'You do not have access',
      text: '“RPL cancellation” can be opened only by RPL assessors and holders of LKAM access.',
      help: 'Contact your faculty RPL coordinator (rpl@ut.ac.id).',
    });
  });

  it('falls back to the Indonesian help, and has no help when the manifest gives none', async () => {
    expect(deniedMessage(urlNode({ help: 'Hubungi admin.' }), ['accessLkam'], 'en', dosen).help).toBe('Hubungi admin.');
    expect(deniedMessage(urlNode(), ['accessLkam'], 'id', dosen)).toEqual({
      title: 'Anda tidak memiliki hak akses',
      text: 'Menu “Pembatalan RPL” hanya dapat dibuka oleh pemegang akses LKAM.',
      help: undefined,
    });
  });

  it("names the flag in another portal's words, its English falling back to its Indonesian", async () => {
    expect(deniedMessage(urlNode(), ['accessLkam'], 'id', laboratory).text).toBe(
      'Menu “Pembatalan RPL” hanya dapat dibuka oleh staf laboratorium.',
    );
    expect(deniedMessage(urlNode(), ['accessLkam'], 'en', laboratory).text).toBe(
      '“Pembatalan RPL” can be opened only by laboratory staff.',
    );
    const indonesianOnly = { flags: { accessLkam: { label: 'staf laboratorium' } } };
    expect(deniedMessage(urlNode(), ['accessLkam'], 'en', indonesianOnly).text).toBe(
      '“Pembatalan RPL” can be opened only by staf laboratorium.',
    );
  });

  it('names a flag the portal gives no words for by its own name', async () => {
    expect(deniedMessage(urlNode(), ['statusAsesor', 'accessLkam'], 'id', laboratory).text).toBe(
      'Menu “Pembatalan RPL” hanya dapat dibuka oleh statusAsesor dan staf laboratorium.',
    );
    expect(deniedMessage(urlNode(), ['statusAsesor'], 'en', {}).text).toBe('“Pembatalan RPL” can be opened only by statusAsesor.');
  });
});

describe('closedMessage', () => {
  it('states the period in WIB', async () => {
    expect(closedMessage(urlNode({ label: 'Ujian Susulan' }), exam, 'id')).toBe(
      'Menu “Ujian Susulan” hanya tersedia pada 1 Des 2026 08.00 – 20 Des 2026 23.59 WIB.',
    );
    expect(closedMessage(urlNode({ label: 'Ujian Susulan', en: { label: 'Make-up exam' } }), exam, 'en')).toBe(
      '“Make-up exam” is available only during 1 Dec 2026 08:00 – 20 Dec 2026 23:59 WIB.',
    );
  });

  it('reads naturally for open-ended windows', async () => {
    expect(closedMessage(urlNode({ label: 'X' }), { from: exam.from }, 'id')).toBe('Menu “X” hanya tersedia mulai 1 Des 2026 08.00 WIB.');
    expect(closedMessage(urlNode({ label: 'X' }), { until: exam.until }, 'en')).toBe('“X” is available only until 20 Dec 2026 23:59 WIB.');
  });
});

describe('act', () => {
  it('denied: the no-access popup keeps its title and shows the role and the help as two paragraphs', async () => {
    await act({ kind: 'denied', missing: ['statusAsesor'] }, urlNode({ help: 'Hubungi <admin> & "koordinator".' }), vi.fn(), 'id', dosen);
    await flush();
    expect(swal.mixinFire).toHaveBeenCalledWith({
      icon: 'error',
      iconColor: 'var(--ui-danger)',
      titleText: 'Anda tidak memiliki hak akses',
      // manifest text is text, never markup
      text: 'Menu “Pembatalan RPL” hanya dapat dibuka oleh asesor RPL.\n\nHubungi <admin> & "koordinator".',
    });
  });

  it('denied without help: plain text, as before', async () => {
    await act({ kind: 'denied', missing: ['statusAsesor'] }, urlNode(), vi.fn(), 'id', dosen);
    await flush();
    expect(swal.mixinFire).toHaveBeenCalledWith(
      expect.objectContaining({
        titleText: 'Anda tidak memiliki hak akses',
        text: 'Menu “Pembatalan RPL” hanya dapat dibuka oleh asesor RPL.',
      }),
    );
    expect(swal.mixinFire.mock.lastCall?.[0]).not.toHaveProperty('html');
  });

  it('closed: says when the link is available and opens nothing', async () => {
    const open = vi.fn();
    await act({ kind: 'closed', window: exam }, urlNode({ label: 'Ujian Susulan' }), open);
    expect(open).not.toHaveBeenCalled();
    expect(notify.info).toHaveBeenCalledWith('Menu “Ujian Susulan” hanya tersedia pada 1 Des 2026 08.00 – 20 Des 2026 23.59 WIB.');
  });
});

describe('launch', () => {
  const storeWith = (lang: 'id' | 'en') => {
    const store = createStore();
    store.set(authAtom, { ...signedOut, token: 't', statusAsesor: false });
    store.set(langAtom, lang);
    return store;
  };

  it('does not open a node outside its window, even a token link (no fresh-token detour)', async () => {
    const open = vi.fn();
    const node = urlNode({
      requires: [],
      window: { until: Date.now() - 1000 },
      behaviour: { kind: 'url', template: 'x', parts: parseTemplate('https://b.ut.ac.id/?t=<idToken>').parts },
    });
    const plan = await launch(node, storeWith('id'), open);
    expect(plan).toEqual({ kind: 'closed', window: node.window });
    expect(open).not.toHaveBeenCalled();
    expect(notify.info).toHaveBeenCalledWith(expect.stringMatching(/^Menu “Pembatalan RPL” hanya tersedia sampai .* WIB\.$/));
  });

  it('shows the popup in the interface language', async () => {
    await launch(helpful, storeWith('en'), vi.fn(), undefined, dosen);
    await flush();
    expect(swal.mixinFire).toHaveBeenCalledWith(
      expect.objectContaining({
        titleText: 'You do not have access',
        text: '“RPL cancellation” can be opened only by RPL assessors.\n\nContact your faculty RPL coordinator (rpl@ut.ac.id).',
      }),
    ); // the popup's button too, whatever the app's own store says
    expect(swal.mixin).toHaveBeenLastCalledWith(expect.objectContaining({ confirmButtonText: 'Close' }));
  });

  it("launchItem names the flag in the words of the item's portal", async () => {
    const lab = { ...urlNode({ requires: ['accessLkam'] }), label: 'Peminjaman Lab' };
    const portal: PortalModel = {
      ...fixture,
      portal: { ...fixture.portal, flags: laboratory.flags },
      nodes: { ...fixture.nodes, [lab.id]: lab },
    };
    await launchItem(lab, storeWith('id'), portal, vi.fn());
    await flush();
    expect(swal.mixinFire).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Menu “Peminjaman Lab” hanya dapat dibuka oleh staf laboratorium.' }),
    );
  });
});

describe('act: a link that cannot be filled or is not safe', () => {
  const tapm = urlNode({ id: 'tapm', label: 'TAPM', requires: [], en: { label: 'TAPM (thesis)' } });

  it('unavailable: the console message of R-ERR-3, and the notice in each language', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const plan = { kind: 'unavailable', field: 'idToken', message: 'idToken tidak tersedia' } as const;
    await act(plan, tapm, vi.fn());
    expect(log).toHaveBeenLastCalledWith('idToken tidak tersedia');
    expect(notify.error).toHaveBeenLastCalledWith(
      'TAPM belum dapat dibuka karena data login Anda tidak lengkap. Silakan keluar lalu masuk kembali.',
    );
    await act(plan, tapm, vi.fn(), 'en');
    expect(log).toHaveBeenLastCalledWith('idToken tidak tersedia');
    expect(notify.error).toHaveBeenLastCalledWith(
      'TAPM (thesis) cannot be opened yet because your sign-in data is incomplete. Please sign out and sign in again.',
    );
    log.mockRestore();
  });

  it('unsafe: opens nothing and says so in each language', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn();
    await act({ kind: 'unsafe', reason: 'http' }, tapm, open);
    expect(notify.error).toHaveBeenLastCalledWith('Alamat TAPM tidak aman sehingga tidak dibuka.');
    await act({ kind: 'unsafe', reason: 'http' }, tapm, open, 'en');
    expect(notify.error).toHaveBeenLastCalledWith('The address of TAPM (thesis) is not safe, so it was not opened.');
    expect(open).not.toHaveBeenCalled();
    expect(log).toHaveBeenLastCalledWith('tapm: http');
    log.mockRestore();
  });
});
