// describeAuthError against MSAL 5.29's real error classes and codes.
import {
  BrowserAuthError,
  BrowserAuthErrorCodes,
  ClientAuthError,
  ClientAuthErrorCodes,
  ClientConfigurationError,
  InteractionRequiredAuthError,
  ServerError,
} from '@azure/msal-browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserFacingError } from '../../../src/platform/core/errors.ts';
import {
  type AuthFlowError,
  authMessages,
  describeAuthError,
  isInteractionRequired,
  ProviderFailureError,
  providerFailureOf,
} from '../../../src/platform/auth/auth-errors.ts';
import { appSessionStore } from '../../../src/platform/session/state.ts';
import { withPortal } from '../../support/portal-store.ts';

const cid = 'correlation-id';

beforeAll(() => void withPortal(appSessionStore())); // describeAuthError without a store uses the app's

describe('describeAuthError', () => {
  it.each([
    ['popup_window_error', new BrowserAuthError(BrowserAuthErrorCodes.popupWindowError, cid), authMessages.popupBlocked],
    ['empty_window_error', new BrowserAuthError(BrowserAuthErrorCodes.emptyWindowError, cid), authMessages.popupBlocked],
    ['user_cancelled', new BrowserAuthError(BrowserAuthErrorCodes.userCancelled, cid), authMessages.cancelled],
    ['state_mismatch', new ClientAuthError(ClientAuthErrorCodes.stateMismatch, cid), authMessages.state],
    ['state_not_found', new ClientAuthError(ClientAuthErrorCodes.stateNotFound, cid), authMessages.state],
    ['no_state_in_hash', new BrowserAuthError(BrowserAuthErrorCodes.noStateInHash, cid), authMessages.state],
    ['nonce_mismatch', new ClientAuthError(ClientAuthErrorCodes.nonceMismatch, cid), authMessages.nonce],
    ['token_parsing_error', new ClientAuthError(ClientAuthErrorCodes.tokenParsingError, cid), authMessages.idToken],
    ['null_or_empty_token', new ClientAuthError(ClientAuthErrorCodes.nullOrEmptyToken, cid), authMessages.idToken],
    ['timed_out', new BrowserAuthError(BrowserAuthErrorCodes.timedOut, cid), authMessages.timeout],
    ['interaction_in_progress', new BrowserAuthError(BrowserAuthErrorCodes.interactionInProgress, cid), authMessages.inProgress],
    ['no_network_connectivity', new BrowserAuthError(BrowserAuthErrorCodes.noNetworkConnectivity, cid), authMessages.network],
    ['access_denied (server)', new ServerError('access_denied', cid, 'The user denied the request'), authMessages.denied('Portal Dosen')],
    [
      'authority_uri_insecure',
      new ClientConfigurationError('authority_uri_insecure', cid),
      authMessages.configuration('Portal Dosen', 'authority_uri_insecure'),
    ],
  ])('%s', (_label, error, message) => {
    const described = describeAuthError(error);
    expect(described).toBeInstanceOf(UserFacingError);
    expect(described.message).toBe(message);
    expect(described.cause).toBe(error);
  });

  it('names the code of anything else', () => {
    const described = describeAuthError(new ServerError('temporarily_unavailable', cid));
    expect(described.message).toBe('Login gagal (kode: temporarily_unavailable). Silakan coba lagi.');
    expect((described as AuthFlowError).code).toBe('temporarily_unavailable');
  });

  it('has a message for errors without a code, and keeps messages written for people', () => {
    expect(describeAuthError(new TypeError('x is undefined')).message).toBe(authMessages.unknown);
    expect(describeAuthError('boom').message).toBe(authMessages.unknown);
    const own = new UserFacingError('Sudah ditulis untuk pengguna.');
    expect(describeAuthError(own)).toBe(own);
  });

  it('every message is distinct and Indonesian-worded', () => {
    const named = [authMessages.denied('Portal Dosen')];
    const fixed = [...Object.values(authMessages).filter((m): m is string => typeof m === 'string'), ...named];
    expect(new Set(fixed).size).toBe(fixed.length);
    for (const message of fixed) expect(message).not.toMatch(/\b(the|please|error)\b/i);
  });
});

describe('isInteractionRequired', () => {
  it.each([
    new InteractionRequiredAuthError('interaction_required', cid),
    new InteractionRequiredAuthError('consent_required', cid),
    new InteractionRequiredAuthError('login_required', cid),
    new InteractionRequiredAuthError('no_tokens_found', cid),
  ])('$errorCode needs the user', (error) => {
    expect(isInteractionRequired(error)).toBe(true);
    expect(describeAuthError(error).message).toBe(authMessages.interaction);
  });

  it.each([
    new BrowserAuthError(BrowserAuthErrorCodes.userCancelled, cid),
    new ServerError('invalid_scope', cid),
    new Error('interaction_required'),
    null,
  ])('%s does not', (error) => {
    expect(isInteractionRequired(error)).toBe(false);
  });
});

describe('a provider that did not answer or could not be reached', () => {
  it.each([
    [
      "network.ts's AuthError",
      Object.assign(new ServerError('provider_silent', cid), { providerHost: 'login.example.test', seconds: 15 }),
      authMessages.providerSilent('login.example.test', 15),
    ],
    [
      'a deadline around a call',
      new ProviderFailureError({ errorCode: 'provider_silent', providerHost: 'login.example.test', seconds: 30 }),
      authMessages.providerSilent('login.example.test', 30),
    ],
    [
      'unreachable',
      new ProviderFailureError({ errorCode: 'provider_unreachable', providerHost: 'login.example.test' }),
      authMessages.providerUnreachable('login.example.test'),
    ],
  ])('%s: names the provider and the cause, never a closed window', (_label, error, message) => {
    const described = describeAuthError(error) as AuthFlowError;
    expect(described.message).toBe(message);
    expect(described.code).toBe(providerFailureOf(error)?.errorCode);
    expect(described.message).not.toBe(authMessages.cancelled);
  });

  it('only with the host (and the seconds of a silent one): a bare code is not enough', () => {
    expect(providerFailureOf(new ServerError('provider_silent', cid))).toBeUndefined();
    expect(providerFailureOf(Object.assign(new ServerError('provider_silent', cid), { providerHost: 'h' }))).toBeUndefined();
    expect(providerFailureOf({ errorCode: 'provider_unreachable', providerHost: 'h' })).toEqual({
      errorCode: 'provider_unreachable',
      providerHost: 'h',
    });
  });
});
