// Sign-in when what fails is not the lecturer's doing: an identity provider that never answers or
// refuses connections, and a full sessionStorage. The button always comes back, the message says
// what is wrong, and nothing is left stuck for the next click.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { authTexts } from '../../src/platform/auth/auth-errors.ts';
import { PROVIDER_ANSWER_MS } from '../../src/platform/auth/provider-check.ts';
import { expectNoCspViolations, expectNoPageErrors, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();

const toIssuer = (url: URL) => url.origin === urls().issuer;
const providerHost = () => new URL(urls().issuer).host;
const signInButton = (page: Page) => page.locator('.login-page__button');
const errorText = (page: Page) => page.locator('.login-page__error');

/** Clicks "Masuk" and returns the login popup it opened. */
async function clickSignIn(page: Page, context: BrowserContext): Promise<Page> {
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Masuk dengan Akun UT' }).click();
  return popup;
}

async function expectButtonUsable(page: Page, timeout = 5_000) {
  await expect.poll(() => signInButton(page).textContent(), { timeout }).toBe('Masuk dengan Akun UT');
  expect(await signInButton(page).isEnabled()).toBe(true);
}

/** MSAL's interaction_in_progress marker (CacheKeys.PREFIX + INTERACTION_STATUS_KEY in sessionStorage). */
const msalInteraction = (page: Page) => page.evaluate(() => sessionStorage.getItem('msal.interaction.status'));

describe('sign-in faults', () => {
  it('a provider that never answers: named after the deadline, popup closed, then a real sign-in works', async () => {
    const { page, context } = b;
    const hang = (_route: Route) => {}; // never fulfilled: the provider takes the connection and says nothing
    await context.route(toIssuer, hang);
    await page.goto(`${urls().dosen}/login`);

    const started = Date.now();
    const popup = await clickSignIn(page, context);
    await expect.poll(() => signInButton(page).textContent()).toBe('Mohon Tunggu...');
    await expect
      .poll(() => errorText(page).textContent(), { timeout: PROVIDER_ANSWER_MS + 5_000, interval: 250 })
      .toBe(authTexts.id.providerSilent(providerHost(), PROVIDER_ANSWER_MS / 1000));
    const waited = Date.now() - started;
    expect(waited, 'gave up on the provider, not before its deadline').toBeGreaterThanOrEqual(PROVIDER_ANSWER_MS - 500);
    await expectButtonUsable(page);
    if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 3_000 });
    await expect.poll(() => msalInteraction(page), { timeout: 3_000 }).toBeNull();

    // The provider is back: the same page signs in on the next click.
    await context.unroute(toIssuer, hang);
    await signIn(page, context, 'asesor');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('a provider that refuses connections is named at once, and again on the next click', async () => {
    const { page, context } = await b.extra();
    await context.route(toIssuer, (route) => route.abort('connectionrefused'));
    await page.goto(`${urls().dosen}/login`);
    const message = authTexts.id.providerUnreachable(providerHost());
    expect(message).toContain(`(${providerHost()}) tidak dapat dihubungi`);

    for (let attempt = 1; attempt <= 2; attempt++) {
      const started = Date.now();
      const popup = await clickSignIn(page, context);
      await expect.poll(() => errorText(page).textContent(), { timeout: 4_000, interval: 100 }).toBe(message);
      expect(Date.now() - started, `attempt ${attempt}: no wait for a deadline`).toBeLessThan(4_000);
      await expectButtonUsable(page);
      if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 3_000 });
      await expect.poll(() => msalInteraction(page), { timeout: 3_000 }).toBeNull();
    }
    expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBeGreaterThan(0);
  });

  it('a full sessionStorage says what helps, and the button stays usable', async () => {
    const { page, context } = await b.extra();
    await context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.sessionStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.goto(`${urls().dosen}/login`);

    await page.getByRole('button', { name: 'Masuk dengan Akun UT' }).click();
    await expect.poll(() => errorText(page).textContent(), { timeout: 10_000 }).toBe(authTexts.id.storageFull);
    await expectButtonUsable(page);
    await page.getByRole('alert').filter({ hasText: authTexts.id.storageFull }).first().waitFor({ state: 'visible' });
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
