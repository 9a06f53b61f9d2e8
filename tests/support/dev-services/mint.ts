// Mints access tokens with oidc-provider's own AccessToken model: same keys, same format and
// same claims as the token endpoint, but without a sign-in. Used for cases the real flow can't
// produce on demand (an expired token, a token without calendar scopes).
import type { IdentityProvider } from '../../../scripts/dev/services/identity-provider.ts';
import { resourceServerInfo } from '../../../scripts/dev/services/resource-servers.ts';

export interface MintOptions {
  login: string;
  audience: string;
  clientId: string;
  /** Defaults to all scopes of the audience. */
  scope?: string;
  /** Seconds from now; negative gives an already expired token. */
  expiresIn?: number;
}

export async function mintAccessToken(idp: IdentityProvider, options: MintOptions): Promise<string> {
  const { provider } = idp;
  const client = await provider.Client.find(options.clientId);
  const info = resourceServerInfo(options.audience);
  if (!client || !info) throw new Error(`cannot mint for ${options.clientId} / ${options.audience}`);

  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  const token = new provider.AccessToken({
    accountId: options.login,
    client,
    grantId: 'minted-in-test',
    gty: 'authorization_code',
    scope: options.scope ?? info.scope,
    resourceServer: new provider.ResourceServer(options.audience, info),
    // iat/exp are honoured by the JWT format when set.
    ...(expiresIn < 0 ? { iat: now + expiresIn - 3600, exp: now + expiresIn } : {}),
  });
  return token.save();
}
