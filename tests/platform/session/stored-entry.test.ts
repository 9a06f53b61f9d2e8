// @vitest-environment jsdom
// The "vuex" entry across versions: one written by the old portal and one written by this portal
// when the whole auth part was a single atom both load, the sign-in into authAtom and the progress
// into signInProgressAtom, and what is written back has the old portal's 13 fields and nothing else.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../src/platform/core/storage.ts';

const storageKey = storageKeys.session;

/** The fields of the old portal's auth module, in its order (docs/requirements.md R-SESSION-1). */
const oldPortalFields = [
  'userInfo',
  'userEmail',
  'token',
  'token2',
  'idToken',
  'nip',
  'namaTanpaGelar',
  'statusAsesor',
  'accessLkam',
  'isRequestSuccess',
  'idLevel',
  'isLoadingLogin',
  'errorMessage',
];

/** The persisted atoms read localStorage when their module loads: a fresh module graph is a page load. */
async function pageLoad() {
  vi.resetModules();
  const state = await import('../../../src/platform/session/state.ts');
  return { ...state, store: state.createSessionStore() };
}

const written = () => JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { auth: Record<string, unknown> } | null;

/** Exactly the old portal's shape: {"auth": {…13 fields…}}, nothing beside "auth". */
function expectOldShape(entry: ReturnType<typeof written>) {
  expect(entry).not.toBeNull();
  expect(Object.keys(entry!)).toEqual(['auth']);
  expect(Object.keys(entry!.auth)).toEqual(oldPortalFields);
}

const userInfo = {
  nip: '198503122010122001',
  nama: 'Dr. Siti Rahmawati, M.Pd.',
  statusAsesor: true,
  accessLkam: false,
  idLevel: 3,
  // Fields this portal does not know stay as they are.
  jabatan: 'Lektor',
  unit: { kode: 'FKIP', nama: 'Fakultas Keguruan dan Ilmu Pendidikan' },
  bidang: ['Pendidikan Dasar'],
};

beforeEach(() => localStorage.clear());

describe('an entry written by the old portal', () => {
  const oldEntry = JSON.stringify({
    auth: {
      userInfo,
      userEmail: 'siti.rahmawati@ut.ac.id',
      token: 'portal-token-old',
      token2: 'graph-token',
      idToken: 'id.token.jwt',
      nip: '198503122010122001',
      namaTanpaGelar: 'Siti Rahmawati',
      statusAsesor: true,
      accessLkam: false,
      isRequestSuccess: true,
      idLevel: 3,
      isLoadingLogin: true,
      errorMessage: 'x',
    },
    layout: { currentSubMenus: ['penunjang'], isModalLogout: false, routerKey: 4 },
  });

  it('loads: the sign-in into authAtom, the progress into signInProgressAtom', async () => {
    localStorage.setItem(storageKey, oldEntry);
    const { store, authAtom, signInProgressAtom, isSignedInAtom } = await pageLoad();
    expect(store.get(authAtom)).toEqual({
      userInfo,
      userEmail: 'siti.rahmawati@ut.ac.id',
      token: 'portal-token-old',
      token2: 'graph-token',
      idToken: 'id.token.jwt',
      nip: '198503122010122001',
      namaTanpaGelar: 'Siti Rahmawati',
      statusAsesor: true,
      accessLkam: false,
      idLevel: '3',
    });
    expect(store.get(isSignedInAtom)).toBe(true);
    // Nothing is loading in a fresh page; the rest of the progress is read back.
    expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin: false, isRequestSuccess: true, errorMessage: 'x' });
    expect(localStorage.getItem(storageKey)).toBe(oldEntry); // a good entry is left as it is until the session changes
  });

  it('is written back in its own shape when the session changes', async () => {
    localStorage.setItem(storageKey, oldEntry);
    const { store, tokensRenewedAtom } = await pageLoad();
    expect(store.set(tokensRenewedAtom, { token: 'portal-token-old', idToken: 'id.token.fresh' })).toBe(true);
    const entry = written();
    expectOldShape(entry);
    expect(entry!.auth).toEqual({
      userInfo,
      userEmail: 'siti.rahmawati@ut.ac.id',
      token: 'portal-token-old',
      token2: 'graph-token',
      idToken: 'id.token.fresh',
      nip: '198503122010122001',
      namaTanpaGelar: 'Siti Rahmawati',
      statusAsesor: true,
      accessLkam: false,
      isRequestSuccess: true,
      idLevel: '3',
      isLoadingLogin: false,
      errorMessage: 'x',
    });
  });
});

describe('an entry written by this portal with the whole auth part in one atom', () => {
  // What saveAuth wrote for a signed-in lecturer: {"auth": {…}} with the 13 fields in this order.
  const currentEntry = JSON.stringify({
    auth: {
      userInfo: { nip: '198209172008011006', nama: "Andi Ma'ruf Daéng Matutu, S.Si., M.Si.", programStudi: 'Statistika', idLevel: 2 },
      userEmail: 'maruf.matutu@ut.ac.id',
      token: 'portal-token-current',
      token2: null,
      idToken: 'id-token-current',
      nip: '198209172008011006',
      namaTanpaGelar: "Andi Ma'ruf Daéng Matutu",
      statusAsesor: false,
      accessLkam: true,
      isRequestSuccess: true,
      idLevel: '2',
      isLoadingLogin: false,
      errorMessage: null,
    },
  });

  it('loads into both atoms, and a change writes back the same 13 fields', async () => {
    localStorage.setItem(storageKey, currentEntry);
    const { store, authAtom, signInProgressAtom, tokensRenewedAtom } = await pageLoad();
    const before = JSON.parse(currentEntry).auth;
    const { isLoadingLogin, isRequestSuccess, errorMessage, ...signIn } = before;
    expect(store.get(authAtom)).toEqual(signIn);
    expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin, isRequestSuccess, errorMessage });

    expect(store.set(tokensRenewedAtom, { token: 'portal-token-current', token2: 'calendar-token' })).toBe(true);
    const entry = written();
    expectOldShape(entry);
    expect(entry!.auth).toEqual({ ...before, token2: 'calendar-token' });
  });

  it('a profile refresh and a sign-out keep to the shape: the entry is rewritten, then removed', async () => {
    localStorage.setItem(storageKey, currentEntry);
    const { store, profileRefreshedAtom, signOutAtom, profileOf, signedOut } = await pageLoad();
    const profile = profileOf({ ...signedOut, nip: '198209172008011006', namaTanpaGelar: 'Andi', accessLkam: true });
    expect(store.set(profileRefreshedAtom, { token: 'portal-token-current', profile })).toBe(true);
    expectOldShape(written());
    expect(written()!.auth).toMatchObject({ token: 'portal-token-current', namaTanpaGelar: 'Andi', userInfo: null, idLevel: null });
    localStorage.setItem('portal:first-screen', '{"nip":"198209172008011006"}');
    store.set(signOutAtom);
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(localStorage.getItem('portal:first-screen'), 'what the home showed them goes with the session').toBeNull();
  });
});

describe('a sign-in in this tab', () => {
  it('stores the session with the outcome of the attempt, in the old shape', async () => {
    const { store, signInSucceededAtom, signInProgressAtom, profileOf, signedOut, userLoadedAtom } = await pageLoad();
    store.set(signInProgressAtom, { isLoadingLogin: true, isRequestSuccess: false, errorMessage: null });
    const profile = profileOf({ ...signedOut, nip: '1', userEmail: 'a@ut.ac.id', userInfo: { nip: '1', nama: 'A' } });
    store.set(signInSucceededAtom, { token: 'T', idToken: 'id', profile });
    expect(store.get(signInProgressAtom)).toEqual({ isLoadingLogin: false, isRequestSuccess: true, errorMessage: null });
    expect(store.get(userLoadedAtom)).toBe(true);
    const entry = written();
    expectOldShape(entry);
    expect(entry!.auth).toMatchObject({ token: 'T', token2: null, idToken: 'id', nip: '1', isLoadingLogin: false, isRequestSuccess: true });
  });

  it("progress alone is this tab's: it changes no stored entry", async () => {
    const { store, signInProgressAtom } = await pageLoad();
    store.set(signInProgressAtom, { isLoadingLogin: false, isRequestSuccess: false, errorMessage: 'Login dibatalkan.' });
    expect(localStorage.getItem(storageKey)).toBeNull();
  });
});
