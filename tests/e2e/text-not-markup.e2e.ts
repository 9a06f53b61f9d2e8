// No text from storage, the manifest or a server becomes markup (issue 34, part 2; docs/security.md),
// in a real browser under the shipped CSP: a forged first-screen snapshot, a system and an item
// whose labels carry markup, and a server message that does, all show as literal text.
import { describe, expect, it, onTestFinished } from 'vitest';
import { completeProviderLogin, signIn } from '../../scripts/harness/browser.ts';
import { storageKeys } from '../../src/platform/core/storage.ts';
import { PRERENDER_ID } from '../../src/shell/first-paint/ids.ts';
import { serveModel } from '../support/e2e/served-model.ts';
import { realModel } from '../support/real-model.ts';
import {
  appReady,
  expandGroup,
  expectNoCspViolations,
  expectNoPageErrors,
  launchItem,
  sidebar,
  urls,
  useBrowser,
} from '../support/e2e/session.ts';

const markup = '<b>tebal</b> <img src="/favicon.svg" onerror="alert(1)"> <a href="https://evil.example/">tautan</a>';
/** Elements the markup above would make, were it parsed; the pages themselves have no <b> and link nowhere else. */
const injected = 'b, img[onerror], a[href^="https://evil.example"], meta[http-equiv]';

const model = realModel('dosen');
const b = useBrowser();

describe('text never becomes markup', () => {
  it('a forged first-screen snapshot and a stored name paint none of their markup: only the ids the menu knows, as the build rendered their rows', async () => {
    const page = await b.context.newPage();
    await page.goto(`${urls().dosen}/favicon.svg`);
    const forged = {
      nip: '198503122010122001',
      lang: 'id',
      version: await page.evaluate(async () => ((await (await fetch('/version.json')).json()) as { version: string }).version),
      // Fields of an older snapshot (the name, now read from the session), the old shape of the lists
      // (markup after each heading), and ids that are markup.
      user: markup,
      name: markup,
      email: markup,
      lists: {
        favourites: `<ul>${markup}<meta http-equiv="refresh" content="0;url=https://evil.example/"></ul>`,
        recent: ['tuton', markup],
      },
      locked: markup,
    };
    await page.evaluate(
      ([session, screen, value, name]) => {
        localStorage.setItem(
          session,
          JSON.stringify({ auth: { token: 'stored-token', nip: '198503122010122001', namaTanpaGelar: name, userEmail: name } }),
        );
        localStorage.setItem(screen, value);
      },
      [storageKeys.session, storageKeys.firstScreen, JSON.stringify(forged), markup] as const,
    );
    // The first paint alone: the app's files do not load.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${urls().dosen}/dashboard`);
    const copy = page.locator(`#${PRERENDER_ID}`);
    await copy.locator('.portal-main h1').waitFor();
    expect(await copy.locator(injected).count()).toBe(0);
    expect(await copy.locator('.portal-main h1').textContent()).toBe(`Selamat datang, ${markup}`);
    expect(await copy.locator('.portal-user').textContent()).toBe(markup);
    // The recent list has the one id the menu knows, as the build rendered its row.
    expect(await copy.locator('[data-first-paint="recent"] .personal-item').count()).toBe(1);
    expect(await copy.locator('[data-first-paint="recent"] .personal-item a[data-node="tuton"]').count()).toBe(1);
    expect(await copy.locator('[data-first-paint="favourites"] li').count()).toBe(0);
    expect(new URL(page.url()).pathname, 'no refresh happened').toBe('/dashboard');
    await page.close();
  });

  it('labels of a system and an item, and a maintenance message, show as text in the menu and in dialogs', async () => {
    const session = await b.extra();
    const { page, context } = session;
    const rpl = model.nodes['pembatalan-rpl']!;
    const tuton = model.nodes.tuton!;
    const now = Date.now();
    const served = serveModel('dosen', (forged) => {
      forged.nodes[rpl.id]!.label = `RPL ${markup}`;
      const system = forged.systems[(tuton.behaviour as { system: string }).system]!;
      system.label = `Tuton ${markup}`;
      system.maintenance = [{ from: now - 3_600_000, until: now + 3_600_000, message: `Pemeliharaan ${markup}` }];
    });
    onTestFinished(() => served.restore());
    await page.goto(`${urls().dosen}/login`);
    await signIn(page, context, 'dosen'); // not an assessor: the RPL items are refused
    await appReady(page);
    await expandGroup(page, model.nodes[model.nodes[rpl.parent!]!.parent!]!.label);
    await expandGroup(page, model.nodes[rpl.parent!]!.label);
    const item = launchItem(page, `RPL ${markup}`);
    expect(await item.count(), 'the label is the link’s text').toBe(1);
    await item.click();
    const refused = page.getByRole('dialog');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(`RPL ${markup}`);
    expect(await refused.locator(injected).count()).toBe(0);
    await refused.getByRole('button', { name: 'Tutup' }).click();
    await refused.waitFor({ state: 'detached' });

    await expandGroup(page, model.nodes[tuton.parent!]!.label);
    await sidebar(page).locator(`a[data-node="${tuton.id}"]`).click();
    const question = page.getByRole('dialog');
    await question.waitFor();
    expect(await question.getByRole('heading').textContent()).toContain(`Tuton ${markup}`);
    expect(await question.textContent()).toContain(`Pemeliharaan ${markup}`);
    expect(await question.locator(injected).count()).toBe(0);
    expect(await page.locator(injected).count(), 'nowhere on the page').toBe(0);
    await question.getByRole('button', { name: 'Batal' }).click();
  });

  it('a server message with markup shows as text in the sign-in error', async () => {
    const session = await b.extra();
    const { page, context } = session;
    await page.route(`${urls().apiUrl}/login-sso`, (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: `Ditolak ${markup}` }) }),
    );
    await page.goto(`${urls().dosen}/login`);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: /Masuk/ }).click();
    await completeProviderLogin(await popup, 'asesor');
    const toast = page.getByRole('alert').filter({ hasText: `Ditolak ${markup}` });
    await toast.first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.login-page__error').textContent()).toBe(`Ditolak ${markup}`);
    expect(await page.locator(injected).count()).toBe(0);
  });

  it('records no CSP or Trusted Types violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
