// Drives the local identity provider's authorization-code + PKCE flow with fetch, the way the
// browser does it for MSAL (login page, consent page, code exchange), but without a browser.
import { createHash, randomBytes } from 'node:crypto';
import type { Discovery } from '../../../scripts/dev/services/identity-provider.ts';

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
  token_type: string;
  expires_in: number;
}

export interface Credentials {
  login: string;
  password: string;
}

type Step = { kind: 'page'; url: string; status: number; html: string } | { kind: 'callback'; url: URL };

const base64url = (buf: Buffer) => buf.toString('base64url');

export class CodeFlowClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly discovery: Discovery,
    readonly clientId: string,
    readonly redirectUri: string,
    readonly origin: string,
  ) {}

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  /** Follows redirects until a page is rendered or the provider redirects back to the SPA. */
  async navigate(url: string, init?: RequestInit): Promise<Step> {
    let res = await this.send(url, init);
    let current = url;
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 10) throw new Error('too many redirects');
      const next = new URL(res.headers.get('location') ?? '', current);
      if (next.href.startsWith(this.redirectUri)) return { kind: 'callback', url: next };
      current = next.href;
      res = await this.send(current);
    }
    return { kind: 'page', url: current, status: res.status, html: await res.text() };
  }

  /** Posts the first form of a page with its hidden fields plus `fields`. */
  async submit(page: { url: string; html: string }, fields: Record<string, string>): Promise<Step> {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
    if (!action) throw new Error(`no form on page:\n${page.html}`);
    const body = new URLSearchParams();
    for (const [, name, value] of page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      body.set(name!, value!);
    }
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return this.navigate(new URL(action.replaceAll('&amp;', '&'), page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  /** Starts an authorization request; returns the first step and the PKCE verifier. */
  async start(scope: string, extra: Record<string, string> = {}): Promise<{ step: Step; verifier: string; state: string }> {
    const verifier = base64url(randomBytes(32));
    const state = base64url(randomBytes(8));
    const url = new URL(this.discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      response_mode: 'query',
      scope,
      state,
      nonce: base64url(randomBytes(8)),
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      ...extra,
    }).toString();
    return { step: await this.navigate(url.href), verifier, state };
  }

  /** Full sign-in: fills the login page if shown, clicks consent "Continue", redeems the code. */
  async signIn(scope: string, credentials: Credentials): Promise<TokenResponse> {
    const { step: first, verifier, state } = await this.start(scope);
    let step = first;
    let loginAttempts = 0;
    while (step.kind === 'page') {
      if (step.html.includes('name="login"')) {
        if (loginAttempts++) throw new Error(`login refused for ${credentials.login}`);
        step = await this.submit(step, { login: credentials.login, password: credentials.password });
      } else if (step.html.includes('>Continue<')) {
        step = await this.submit(step, {});
      } else {
        throw new Error(`unexpected page ${step.status} ${step.url}:\n${step.html}`);
      }
    }
    const { searchParams } = step.url;
    if (searchParams.get('error')) throw new Error(`authorization error: ${searchParams.get('error_description')}`);
    if (searchParams.get('state') !== state) throw new Error('state mismatch');
    return this.token({
      grant_type: 'authorization_code',
      code: searchParams.get('code') ?? '',
      redirect_uri: this.redirectUri,
      code_verifier: verifier,
    });
  }

  async refresh(refreshToken: string, scope: string): Promise<TokenResponse> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken, scope });
  }

  /** Token endpoint call as MSAL makes it from the SPA (CORS, public client). */
  async tokenRaw(params: Record<string, string>): Promise<Response> {
    return fetch(this.discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin },
      body: new URLSearchParams({ client_id: this.clientId, ...params }),
    });
  }

  private async token(params: Record<string, string>): Promise<TokenResponse> {
    const res = await this.tokenRaw(params);
    const json = (await res.json()) as TokenResponse & { error?: string; error_description?: string };
    if (!res.ok) throw new Error(`token endpoint ${res.status}: ${json.error} ${json.error_description}`);
    return json;
  }
}
