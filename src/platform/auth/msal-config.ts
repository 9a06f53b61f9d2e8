// The MSAL configuration from the VITE_* variables (option names checked against the .d.ts of
// @azure/msal-browser 5.29: types/config/Configuration.d.ts and msal-common's OIDCOptions).
import type { Configuration, INetworkModule } from '@azure/msal-browser';
import type { ProviderEnv } from '../core/env-schema.ts';
import { legacyPolling } from './popup-mode.ts';

/** MSAL's default scopes minus offline_access, which a plain OpenID provider may refuse (invalid_scope). */
const OIDC_DEFAULT_SCOPES = ['openid', 'profile'];

/** `networkClient`: network.ts's, which puts a deadline on every request to the provider (msal.ts passes it). */
export function msalConfiguration(e: ProviderEnv, origin: string, networkClient?: INetworkModule): Configuration {
  const oidc = e.VITE_MSAL_PROTOCOL_MODE === 'OIDC';
  // A non-Microsoft authority is only trusted when listed; its own host is the sensible default.
  const knownAuthorities =
    e.VITE_MSAL_KNOWN_AUTHORITIES.length > 0 || !oidc ? e.VITE_MSAL_KNOWN_AUTHORITIES : [new URL(e.VITE_MSAL_AUTHORITY).host];
  return {
    auth: {
      clientId: e.VITE_MSAL_CLIENT_ID,
      authority: e.VITE_MSAL_AUTHORITY,
      ...(e.VITE_MSAL_AUTHORITY_METADATA ? { authorityMetadata: e.VITE_MSAL_AUTHORITY_METADATA } : {}),
      knownAuthorities,
      redirectUri: `${origin}/auth/redirect.html`,
      postLogoutRedirectUri: `${origin}/`,
      // MSAL rejects OIDCOptions outside OIDC mode (cannot_set_OIDCOptions).
      ...(oidc ? { OIDCOptions: { defaultScopes: OIDC_DEFAULT_SCOPES } } : {}),
    },
    // The session cache lives in sessionStorage (docs/requirements.md R-SESSION-6); v5 has no
    // auth-state cookie option at all.
    cache: { cacheLocation: 'sessionStorage' },
    system: {
      protocolMode: oidc ? 'OIDC' : 'AAD',
      enableLegacyPolling: legacyPolling,
      // The click opened the popup already (reserve-popup.ts): MSAL finds it by name and sends it to the
      // provider in one navigation. Its default first sends it to about:blank again, which WebKit can
      // finish after the provider's navigation began, leaving the popup blank.
      navigatePopups: false,
      ...(networkClient ? { networkClient } : {}),
    },
  };
}
