// loadCurrentUser against the local portal API: fills the session, signs out on a refusal, and
// keeps the session when the server fails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DevServices } from '../../../scripts/dev/services/index.ts';
import { loadCurrentUser, sessionFieldsOf } from '../../../src/platform/session/current-user.ts';
import { currentUserAnswer } from '../../../src/platform/session/api-schemas.ts';
import { loginSso } from '../../../src/platform/session/portal-api.ts';
import { authAtom, createSessionStore, signOutReasonAtom, signedOut, userLoadedAtom } from '../../../src/platform/session/state.ts';
import { startDevApi, ssoToken } from '../../support/session/dev-api.ts';

let services: DevServices;
beforeAll(async () => {
  services = await startDevApi();
});
afterAll(() => services?.close());

vi.spyOn(console, 'warn').mockImplementation(() => {});

async function signedInAs(login: string) {
  const store = createSessionStore();
  store.set(authAtom, { ...signedOut, token: await loginSso(await ssoToken(services, login)), userEmail: `${login}@sso`, idToken: 'id' });
  return store;
}

describe('loadCurrentUser', () => {
  it('fills the session from get-data-from-token', async () => {
    const store = await signedInAs('maruf');
    expect(await loadCurrentUser(store)).toEqual({ kind: 'loaded' });
    expect(store.get(userLoadedAtom)).toBe(true);
    expect(store.get(authAtom)).toMatchObject({
      nip: '198209172008011006',
      namaTanpaGelar: "Andi Ma'ruf Daéng Matutu",
      statusAsesor: false,
      accessLkam: true,
      idLevel: '2',
      userEmail: 'maruf.matutu@ut.ac.id',
      idToken: 'id', // untouched
      userInfo: expect.objectContaining({ programStudi: 'Statistika' }),
    });
  });

  it('signs out when the token is rejected (401), with the reason for the login page', async () => {
    const store = createSessionStore();
    store.set(authAtom, { ...signedOut, token: 'forged', nip: '1' });
    store.set(userLoadedAtom, true);
    expect(await loadCurrentUser(store)).toEqual({ kind: 'refused' });
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(store.get(userLoadedAtom)).toBe(false);
    expect(store.get(signOutReasonAtom)).toEqual({ kind: 'expired' });
  });

  it('keeps the session when the server fails (500): nobody refused it', async () => {
    const store = await signedInAs('profil-gagal');
    const before = store.get(authAtom);
    const outcome = await loadCurrentUser(store);
    expect(outcome).toEqual({ kind: 'unreachable', problem: 'Data dosen tidak dapat dimuat' });
    expect(store.get(authAtom)).toEqual(before);
    expect(store.get(userLoadedAtom)).toBe(false);
    expect(store.get(signOutReasonAtom)).toBeNull();
  });

  it('does nothing without a token', async () => {
    const store = createSessionStore();
    expect(await loadCurrentUser(store)).toEqual({ kind: 'stale' });
    expect(store.get(signOutReasonAtom)).toBeNull();
  });
});

describe('sessionFieldsOf', () => {
  it('derives the name without titles when the API leaves it out', () => {
    expect(sessionFieldsOf({ nama: 'Prof. Dr. Ir. Budi Santoso Wibowo, M.Sc.' }, 'b@ut.ac.id')).toEqual({
      userInfo: { nama: 'Prof. Dr. Ir. Budi Santoso Wibowo, M.Sc.' },
      nip: null,
      namaTanpaGelar: 'Budi Santoso Wibowo',
      statusAsesor: false,
      accessLkam: false,
      idLevel: null,
      userEmail: 'b@ut.ac.id',
    });
  });

  it("prefers the API's own namaTanpaGelar and email, and makes idLevel a string", () => {
    const fields = sessionFieldsOf({ nama: 'Dr. X, M.Pd.', namaTanpaGelar: ' Xaverius ', email: 'x@ut.ac.id', idLevel: 3 }, 'sso@ut.ac.id');
    expect(fields).toMatchObject({ namaTanpaGelar: 'Xaverius', userEmail: 'x@ut.ac.id', idLevel: '3' });
  });

  it('takes a name that shows nothing for no name: derives from nama, or has none', () => {
    expect(sessionFieldsOf({ nama: 'Dr. Siti, M.Pd.', namaTanpaGelar: '\u200B\u202E' }, null).namaTanpaGelar).toBe('Siti');
    expect(sessionFieldsOf({ nama: ' \u2800 ', namaTanpaGelar: '' }, null).namaTanpaGelar).toBeNull();
  });
});

describe('the get-data-from-token answer', () => {
  it('drops a nama or namaTanpaGelar made only of spaces, zero-width or direction characters', () => {
    const user = currentUserAnswer().parse({ data: { nama: '\u200B\u202E', namaTanpaGelar: ' \u3164', email: 'x@ut.ac.id' } });
    expect(user).toEqual({ email: 'x@ut.ac.id' });
    expect(currentUserAnswer().parse({ data: { namaTanpaGelar: '\u202ESiti ' } }).namaTanpaGelar).toBe('Siti');
  });
});
