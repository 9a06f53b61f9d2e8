// The profile load (get-data-from-token) on a reload of a signed-in page: a server that could not
// be reached has refused no one. 5xx, a proxy's HTML page, a reset connection and a timeout keep
// the session with a quiet banner and retry; 401 and 403 sign out with the reason on /login.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { expectNoCspViolations, expectNoPageErrors, readVuex, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();
const profileCalls = '**/get-data-from-token';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Profil belum dapat dimuat — mencoba lagi…' });
const proxyPage =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

let session: string | null = null;

/** For people to look at, beside screenshots.e2e.ts's pictures. */
async function screenshot(page: Page, name: string) {
  const dir = join(projectRoot, 'test-output', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, name) });
}

/** A fresh tab with the signed-in session, whose profile load meets `fault`. */
async function reloadWith(fault: (route: Route) => unknown): Promise<Page> {
  const page = await b.context.newPage();
  await page.route(profileCalls, fault);
  await page.goto(`${urls().dosen}/favicon.svg`);
  await page.evaluate((raw) => localStorage.setItem('vuex', raw!), session);
  await page.goto(`${urls().dosen}/dashboard`);
  return page;
}

/** Still on the dashboard with the session and its stored fields, the banner saying why. */
async function expectKept(page: Page, detail: RegExp) {
  await banner(page).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await sidebar(page).waitFor();
  expect(await page.getByRole('banner').getByText('Siti Rahmawati', { exact: false }).count()).toBeGreaterThan(0);
  expect(await banner(page).textContent()).toMatch(detail);
  expect((await readVuex(page)).raw).toBe(session);
}

describe('the profile load under faults', () => {
  it('setup: a real sign-in gives the stored session', async () => {
    await b.page.goto(`${urls().dosen}/login`);
    await signIn(b.page, b.context, 'asesor');
    session = (await readVuex(b.page)).raw;
    expect(session).toContain('"token"');
  });

  it.each([
    [
      '500 with a JSON message',
      (r: Route) => r.fulfill({ status: 500, json: { message: 'Database sedang pemeliharaan' } }),
      /Database sedang pemeliharaan/,
    ],
    [
      "502, a proxy's HTML page during a deploy",
      (r: Route) => r.fulfill({ status: 502, contentType: 'text/html', body: proxyPage }),
      /HTTP 502/,
    ],
    ['503 without a body', (r: Route) => r.fulfill({ status: 503, body: '' }), /HTTP 503/],
    ['a reset connection', (r: Route) => r.abort('connectionreset'), /Tidak dapat terhubung/],
    ['an unreadable 200 answer', (r: Route) => r.fulfill({ status: 200, contentType: 'text/html', body: proxyPage }), /tidak dapat dibaca/],
  ])('%s keeps the session and shows the banner', async (_label, fault, detail) => {
    const page = await reloadWith(fault);
    await expectKept(page, detail);
    await page.close();
  });

  it('a timeout keeps the session; the retry after the server is back removes the banner without a reload', async () => {
    const page = await reloadWith(() => undefined); // never answers: the client gives up after its timeout
    await expectKept(page, /tidak merespons dalam \d+ detik/);
    await screenshot(page, 'profile-retrying-1280x800.png');
    await page.unroute(profileCalls);
    await page.getByRole('button', { name: 'Coba sekarang' }).click();
    await banner(page).waitFor({ state: 'detached', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.close();
  });

  it('retries by itself with backoff: a second attempt comes without a click', async () => {
    let calls = 0;
    const page = await reloadWith((route) => (++calls === 1 ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await banner(page).waitFor();
    await banner(page).waitFor({ state: 'detached', timeout: 10_000 }); // the first retry is after 2 s
    expect(calls).toBe(2);
    await page.close();
  });

  it('401: signed out, and the login page says the session ended', async () => {
    const page = await reloadWith((r) => r.fulfill({ status: 401, json: { message: 'Sesi Portal Dosen sudah berakhir.' } }));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await page.getByText('Sesi Anda sudah berakhir atau tidak berlaku lagi. Silakan masuk kembali.').waitFor();
    await screenshot(page, 'login-session-ended-1280x800.png');
    expect((await readVuex(page)).auth?.token ?? null).toBeNull();
    await page.close();
  });

  it("403: signed out, and the login page gives the server's words", async () => {
    const page = await reloadWith((r) => r.fulfill({ status: 403, json: { message: 'Akun Anda dinonaktifkan. Hubungi admin fakultas.' } }));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await page.getByText('Server portal mengakhiri sesi Anda: Akun Anda dinonaktifkan. Hubungi admin fakultas.').waitFor();
    expect(await sidebar(page).count()).toBe(0);
    await page.close();
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
