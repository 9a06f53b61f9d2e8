// A stand-in for MSAL's PublicClientApplication: records every call in order and answers with
// what a test scripted. Errors are MSAL's real classes where a test needs them.
import type { AccountInfo, AuthenticationResult, PopupRequest, SilentRequest } from '@azure/msal-browser';

export const account: AccountInfo = {
  homeAccountId: 'asesor',
  environment: '127.0.0.1:4010',
  tenantId: '',
  username: 'siti.rahmawati@ut.ac.id',
  localAccountId: 'asesor',
  name: 'Dr. Siti Rahmawati, M.Pd.',
};

type Answer = AuthenticationResult | Error | (() => Promise<AuthenticationResult>);
export type Step = 'loginPopup' | 'acquireTokenSilent' | 'acquireTokenPopup' | 'logoutRedirect';

/** What the fake answers to getConfiguration(): the parts sign-in reads to name MSAL's popup. */
export const fakeAuthConfig = { clientId: 'test-client', authority: 'https://login.example.test/tenant' };

export function result(accessToken: string, extra: Partial<AuthenticationResult> = {}): AuthenticationResult {
  return {
    authority: 'https://127.0.0.1:4010/',
    uniqueId: 'asesor',
    tenantId: '',
    scopes: [],
    account,
    idToken: 'id-token-1',
    idTokenClaims: { exp: Math.floor(Date.now() / 1000) + 3600 },
    accessToken,
    fromCache: false,
    expiresOn: new Date(Date.now() + 3600_000),
    tokenType: 'Bearer',
    correlationId: 'c',
    ...extra,
  };
}

/** `log` receives "msal:<step>" lines, to check the order against toasts and navigation. */
export function createFakeMsal(log: string[] = []) {
  const calls: { step: Step; scopes?: string[]; request: unknown }[] = [];
  const answers: Record<Step, Answer[]> = { loginPopup: [], acquireTokenSilent: [], acquireTokenPopup: [], logoutRedirect: [] };
  let active: AccountInfo | null = null;
  let accounts: AccountInfo[] = [];

  async function answer(step: Step, request: unknown): Promise<AuthenticationResult> {
    calls.push({ step, scopes: (request as { scopes?: string[] } | undefined)?.scopes, request });
    log.push(`msal:${step}`);
    const next = answers[step].shift();
    if (next === undefined) throw new Error(`fake MSAL: no answer scripted for ${step}`);
    if (next instanceof Error) throw next;
    const value = typeof next === 'function' ? await next() : next;
    if (step !== 'logoutRedirect' && value.account) accounts = [value.account];
    return value;
  }

  const msal = {
    loginPopup: (request: PopupRequest) => answer('loginPopup', request),
    acquireTokenPopup: (request: PopupRequest) => answer('acquireTokenPopup', request),
    acquireTokenSilent: (request: SilentRequest) => answer('acquireTokenSilent', request),
    logoutRedirect: async (request: unknown) => {
      calls.push({ step: 'logoutRedirect', request });
      log.push('msal:logoutRedirect');
      const next = answers.logoutRedirect.shift();
      if (next instanceof Error) throw next;
    },
    setActiveAccount: (a: AccountInfo | null) => {
      active = a;
    },
    getActiveAccount: () => active,
    getAllAccounts: () => accounts,
    getConfiguration: () => ({ auth: fakeAuthConfig }),
  };

  return {
    msal,
    calls,
    steps: () => calls.map((c) => c.step),
    /** Queue answers for a step, used in order. */
    script(step: Step, ...queued: Answer[]) {
      answers[step].push(...queued);
    },
    signedIn() {
      accounts = [account];
      active = account;
    },
  };
}

export type FakeMsal = ReturnType<typeof createFakeMsal>;
