// What a lecturer is told when a link cannot be filled: a missing token is fixed by signing in
// again; missing or unusable data comes from the portal API, so only its administrator can help.
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataFieldLabels, placeholderFields, type DataField, type PlaceholderField } from '../../../schema/vocabulary.ts';
import { langAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import { act, launch } from '../../../src/features/launch/act.ts';
import { fillMessage } from '../../../src/features/launch/texts.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { realModel } from '../../support/real-model.ts';

const notify = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify }));

const model = realModel('dosen');
const researchgate = model.nodes.researchgate!;
const sinta = model.nodes.sinta!;
const fields = Object.keys(placeholderFields) as PlaceholderField[];
const tokenFields = fields.filter((f) => placeholderFields[f].token);
const dataFields = fields.filter((f): f is DataField => !placeholderFields[f].token);
const missing = (field: PlaceholderField) => ({ kind: 'unavailable', field, message: `${field} tidak tersedia` }) as const;
const signInAgain = /keluar lalu masuk kembali|sign out and sign in again/;
const administrator = /hubungi pengelola portal|contact the portal administrator/i;

beforeEach(() => vi.clearAllMocks());

describe('fillMessage: a missing token', () => {
  it.each(tokenFields)('%s: advises signing out and in again, in each language', (field) => {
    expect(fillMessage(researchgate, missing(field), 'id')).toBe(
      'ResearchGate belum dapat dibuka karena data login Anda tidak lengkap. Silakan keluar lalu masuk kembali.',
    );
    expect(fillMessage(researchgate, missing(field), 'en')).toBe(
      'ResearchGate cannot be opened yet because your sign-in data is incomplete. Please sign out and sign in again.',
    );
  });
});

describe('fillMessage: missing data', () => {
  it('names the missing name and sends the lecturer to the administrator, in Indonesian', async () => {
    expect(fillMessage(researchgate, missing('namaTanpaGelar'), 'id')).toBe(
      'ResearchGate tidak dapat dibuka karena nama (tanpa gelar) Anda belum tercatat di data portal. Silakan hubungi pengelola portal untuk melengkapinya.',
    );
  });

  it('and in English', async () => {
    expect(fillMessage(researchgate, missing('namaTanpaGelar'), 'en')).toBe(
      'ResearchGate cannot be opened yet because your name (without titles) is missing from your portal data. Please contact the portal administrator to add it.',
    );
  });

  it.each(dataFields.flatMap((field) => (['id', 'en'] as Lang[]).map((lang) => [field, lang] as const)))(
    '%s (%s): names the data in words, points to the administrator, never to signing in again',
    (field, lang) => {
      const text = fillMessage(sinta, missing(field), lang);
      expect(text).toContain(` ${dataFieldLabels[field][lang]} `);
      expect(text).not.toContain(field); // the field's code name means nothing to a lecturer
      expect(text).toMatch(administrator);
      expect(text).not.toMatch(signInAgain);
    },
  );

  it('labels every data field, in both languages, as words a lecturer knows', async () => {
    expect(dataFieldLabels).toEqual({
      nip: { id: 'NIP', en: 'NIP' },
      namaTanpaGelar: { id: 'nama (tanpa gelar)', en: 'name (without titles)' },
      userEmail: { id: 'alamat email', en: 'email address' },
      idLevel: { id: 'level akun', en: 'account level' },
    });
  });
});

describe('fillMessage: an unusable value', () => {
  const unusable = { kind: 'unusable', field: 'namaTanpaGelar' } as const;

  it('names the system and the data, says the address cannot take it, and asks to have it corrected', async () => {
    expect(fillMessage(researchgate, unusable, 'id')).toBe(
      'ResearchGate belum dapat dibuka karena nama (tanpa gelar) Anda di data portal tidak dapat dipakai dalam alamat ResearchGate. Silakan hubungi pengelola portal untuk memperbaikinya.',
    );
    expect(fillMessage(researchgate, unusable, 'en')).toBe(
      'Your name (without titles) in the portal data cannot be used in the address of ResearchGate, so ResearchGate was not opened. Please contact the portal administrator to correct it.',
    );
  });

  it('an unusable token is renewed by signing in again', async () => {
    expect(fillMessage(researchgate, { kind: 'unusable', field: 'idToken' }, 'id')).toMatch(signInAgain);
  });
});

describe('act on a link that cannot be filled', () => {
  it('unavailable data: logs the R-ERR-3-style console message and shows the administrator notice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn();
    await act(missing('nip'), sinta, open, 'id');
    expect(log).toHaveBeenLastCalledWith('nip tidak tersedia');
    expect(notify.error).toHaveBeenLastCalledWith(fillMessage(sinta, missing('nip'), 'id'));
    expect(notify.error.mock.lastCall?.[0]).toContain('NIP Anda belum tercatat di data portal');
    expect(open).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('unusable: opens nothing, logs the node and the field, and shows the notice in the chosen language', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn();
    await act({ kind: 'unusable', field: 'namaTanpaGelar' }, researchgate, open, 'en');
    expect(open).not.toHaveBeenCalled();
    expect(log).toHaveBeenLastCalledWith('researchgate: the value of namaTanpaGelar would make a "." or ".." path segment');
    expect(notify.error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Your name \(without titles\) in the portal data cannot be used in the address of ResearchGate/),
    );
    log.mockRestore();
  });
});

describe('launch with the portal data of the measured cases', () => {
  const storeWith = (namaTanpaGelar: string | null) => {
    const store = createStore();
    store.set(authAtom, { ...signedOut, token: 't', nip: '1', namaTanpaGelar });
    store.set(langAtom, 'id');
    return store;
  };

  it('a name of "..": ResearchGate opens no tab and says the name cannot be used in its address', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn();
    expect(await launch(researchgate, storeWith('..'), open)).toEqual({ kind: 'unusable', field: 'namaTanpaGelar' });
    expect(open).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(fillMessage(researchgate, { kind: 'unusable', field: 'namaTanpaGelar' }, 'id'));
    log.mockRestore();
  });

  it('a name of "..": SINTA still opens, with ".." as the search text', async () => {
    const open = vi.fn();
    await launch(sinta, storeWith('..'), open);
    expect(open).toHaveBeenCalledWith('https://sinta.kemdiktisaintek.go.id/authors?q=..');
  });

  it('no name at all: the notice asks the lecturer to contact the administrator, not to sign in again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn();
    await launch(researchgate, storeWith(null), open);
    expect(open).not.toHaveBeenCalled();
    const text = notify.error.mock.lastCall?.[0] as string;
    expect(text).toMatch(administrator);
    expect(text).not.toMatch(signInAgain);
    log.mockRestore();
  });
});
