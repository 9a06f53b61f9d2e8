// The one MSAL instance, created on first use: the library is loaded with a dynamic import so it
// stays out of the dashboard's first-load bundle.
import type { PublicClientApplication } from '@azure/msal-browser';
import { UserFacingError } from '../core/errors.ts';
import { textsIn } from '../i18n/lang.ts';
import { appSessionStore } from '../session/state.ts';
import { authTexts } from './auth-errors.ts';
import { msalConfiguration } from './msal-config.ts';
import { identityNetwork } from './network.ts';
import { providerEnv } from './provider-env.ts';

let instance: Promise<PublicClientApplication> | undefined;

export function getMsal(): Promise<PublicClientApplication> {
  instance ??= create().catch((error: unknown) => {
    instance = undefined; // a failed load (e.g. offline) may succeed on the next click
    throw error;
  });
  return instance;
}

async function create(): Promise<PublicClientApplication> {
  let library: typeof import('@azure/msal-browser');
  try {
    library = await import('@azure/msal-browser');
  } catch (error) {
    throw new UserFacingError(textsIn(authTexts, appSessionStore()).notLoaded, { cause: error });
  }
  const network = identityNetwork({ authError: (code, message, correlationId) => new library.AuthError(code, correlationId, message) });
  const msal = new library.PublicClientApplication(msalConfiguration(providerEnv(), window.location.origin, network));
  await msal.initialize();
  // A logout leaves its redirect interaction marked as in progress until a page handles the
  // return; without this, every sign-in after a logout failed with interaction_in_progress.
  await msal.handleRedirectPromise().catch((error: unknown) => console.warn('[auth] leftover redirect state', error));
  return msal;
}
