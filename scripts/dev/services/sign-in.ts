// Password check for the devInteractions login page. The built-in submit handler accepts any
// login and ignores the password, so this middleware answers login submissions itself and
// leaves every other interaction (the consent page) to devInteractions.
import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { failedLoginPage } from './idp-pages.ts';
import { checkCredentials } from './users.ts';

/** oidc-provider's Koa middleware type, taken from the provider (koa itself is not our dependency). */
type Middleware = Parameters<Provider['use']>[0];

const INTERACTION_PATH = /^\/interaction\/[^/]+$/;
const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function passwordCheck(provider: Provider): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !INTERACTION_PATH.test(ctx.path)) return next();

    let promptName: string;
    try {
      promptName = (await provider.interactionDetails(ctx.req, ctx.res)).prompt.name;
    } catch {
      return next(); // let oidc-provider render its own "session not found" error
    }
    if (promptName !== 'login') return next();

    const form = await readForm(ctx.req);
    const login = form.get('login') ?? '';
    const user = checkCredentials(login, form.get('password') ?? '');
    if (!user) {
      ctx.status = 401;
      ctx.type = 'html';
      ctx.body = failedLoginPage(ctx.path, login);
      return;
    }
    // Same result devInteractions would store, but only for a verified account.
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: user.login } },
      {
        mergeWithLastSubmission: false,
      },
    );
    ctx.respond = false; // interactionFinished already wrote the 303
  };
}

/**
 * MSAL apps often pass `prompt=select_account`; oidc-provider rejects prompts it has no page for
 * ("unsupported prompt value requested"). The closest page here is the login form, which
 * also lets a developer switch to another demo user, so it is rewritten to `prompt=login`.
 */
export function selectAccountAsLogin(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/auth' && ctx.query.prompt === 'select_account') {
      const params = new URLSearchParams(ctx.querystring);
      params.set('prompt', 'login');
      ctx.querystring = params.toString();
    }
    return next();
  };
}
