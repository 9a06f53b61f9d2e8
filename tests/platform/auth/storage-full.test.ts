// @vitest-environment jsdom
// A full sessionStorage (MSAL 5.29's cache and interaction state live there) as a real MSAL
// reports it, and the message that says what helps.
import { PublicClientApplication } from '@azure/msal-browser';
import { afterEach, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../src/platform/core/env-schema.ts';
import { authTexts, describeAuthError } from '../../../src/platform/auth/auth-errors.ts';
import { msalConfiguration } from '../../../src/platform/auth/msal-config.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { createSessionStore } from '../../../src/platform/session/state.ts';

const env = parseEnv({
  VITE_MSAL_CLIENT_ID: 'client-id',
  VITE_MSAL_AUTHORITY: 'https://login.microsoftonline.com/tenant-id',
  VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access',
  VITE_PORTAL_API_URL: 'https://api.ut.ac.id/portal',
});
const newMsal = () => new PublicClientApplication(msalConfiguration(env, window.location.origin));

/** What a browser's sessionStorage.setItem throws when full. */
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function fillSessionStorage(exception: () => unknown = quotaExceeded) {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this === window.sessionStorage) throw exception();
    setItem.call(this, key, value);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

it("MSAL's initialisation fails with cache_quota_exceeded: the storage message", async () => {
  // jsdom's DOMException is no Error of this realm, as a browser's is; MSAL reads only the name.
  fillSessionStorage(() => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' }));
  const error = await newMsal()
    .initialize()
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toMatchObject({ errorCode: 'cache_quota_exceeded' });
  const described = describeAuthError(error);
  expect(described.message).toBe(authTexts.id.storageFull);
  expect(described.cause).toBe(error);
});

it("storage filled after initialisation: the browser's QuotaExceededError from the login itself", async () => {
  const msal = newMsal();
  await msal.initialize();
  fillSessionStorage();
  const error = await msal.loginPopup({ scopes: [env.VITE_PORTAL_API_SCOPE] }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'QuotaExceededError' });
  expect(describeAuthError(error).message).toBe(authTexts.id.storageFull);
});

it('says what helps, in the interface language; other DOM exceptions keep the generic message', () => {
  const store = createSessionStore();
  store.set(langAtom, 'en');
  expect(describeAuthError(new DOMException('full', 'QuotaExceededError'), store).message).toBe(authTexts.en.storageFull);
  expect(authTexts.id.storageFull).toMatch(/^Penyimpanan browser untuk situs ini penuh, .*tab baru.*hapus data situs/);
  expect(describeAuthError(new DOMException('no', 'SecurityError')).message).toBe(authTexts.id.unknown);
});
