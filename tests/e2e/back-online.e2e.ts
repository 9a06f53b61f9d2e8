// Back online, back to work (src/shell/routing/lazy-page.ts, src/shell/views/RouteError.tsx,
// src/app/pages/shared/use-portal-data.ts): a page or its data that failed while the browser was
// offline comes back by itself when the connection does, and on the next navigation, with or
// without a service worker, without a reload: what the lecturer typed meanwhile is still there.
// The faults come from outside the app: the browser's connection (context.setOffline), a chunk
// the network drops (context.route). The times from the connection's return to a usable page are
// printed at the end; no test asserts them beyond the waits' generous bounds.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { realModel } from '../support/real-model.ts';
import { countLoads, failureView, openThroughMenu, type Tab, useBrowsers } from '../support/e2e/browsers.ts';
import { appReady, expectNoCspViolations, expectNoPageErrors, urls } from '../support/e2e/session.ts';

const model = realModel('dosen');
const node = (id: string) => model.nodes[id]!;

const browsers = useBrowsers();

const times: [string, number][] = [];
const timed = (what: string, since: number) => times.push([what, Date.now() - since]);
afterAll(() => {
  if (times.length)
    console.log(
      `[back-online.e2e] from the connection's return to a usable page:\n${times.map(([what, ms]) => `  ${ms} ms  ${what}`).join('\n')}`,
    );
});

const heading = (page: Page) => page.locator('main h1').first();
/** The assessment page's result area when its data failed (src/app/pages/shared/result-states.tsx). */
const dataError = (page: Page) => page.locator('main .page-state--error');
const table = (page: Page) => page.locator('main table').first();

/** In the page: whether it has fetched a file whose address matches `source` (a RegExp's source). */
const fetchedIn = (source: string) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name));

/**
 * Signed in, on the dashboard, with the profile loaded (a profile request that the connection's
 * drop cuts off is retried, but the banner it shows is not what these tests are about) and the
 * search dialog's code loaded: without a worker, what must answer offline (the search dialog, the
 * toast host) is fetched once the page is idle (src/app/start.tsx); with one, it loads on intent (a
 * pointer on the search button), and the worker keeps it anyway.
 */
async function signedInTab(worker: boolean): Promise<Tab> {
  const tab = await browsers.open({ worker });
  const { page, context } = tab;
  await page.goto(`${urls().dosen}/login`);
  const profile = page.waitForResponse((response) => response.url().includes('get-data-from-token'), { timeout: 20_000 });
  await signIn(page, context, 'asesor');
  await profile;
  await appReady(page);
  if (worker) await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  if (worker) {
    const searchCode = page.waitForResponse((response) => /\/assets\/SearchDialog-/.test(response.url()), { timeout: 10_000 });
    await page.getByRole('button', { name: 'Cari menu' }).hover();
    await searchCode;
  } else
    for (const chunk of [/\/assets\/SearchDialog-/, /\/assets\/toast-host-/])
      await page.waitForFunction(fetchedIn, chunk.source, { timeout: 10_000 });
  return tab;
}

/** Chooses the first exam period the data offers (a filter the page sends to the portal API). */
async function chooseFirstPeriod(page: Page): Promise<string> {
  const select = page.getByRole('combobox', { name: 'Masa ujian' });
  const value = await select.locator('option').nth(1).getAttribute('value');
  expect(value, 'the data offers an exam period').toBeTruthy();
  await select.selectOption(value!);
  return value!;
}

/** The course filter's search box (react-select), where a lecturer types to find a course. */
const courseBox = (page: Page) => page.getByRole('combobox', { name: 'Mata kuliah' });

describe('without a service worker', () => {
  let tab: Tab;
  beforeAll(async () => {
    tab = await signedInTab(false);
  });

  it('offline, a page not loaded yet says the browser is offline; back online it appears by itself, and the text typed meanwhile is still there', async () => {
    const { page, context } = tab;
    const loads = countLoads(page);
    await context.setOffline(true);
    try {
      await openThroughMenu(page, model, 'sebaran-nilai');
      await failureView(page).waitFor({ timeout: 15_000 });
      expect(await failureView(page).getAttribute('data-failure')).toBe('offline');
      expect(await failureView(page).textContent()).toContain('Anda sedang luring, atau portal tidak dapat dihubungi');
      // The lecturer looks for something else meanwhile: the search dialog, typed into.
      await page.getByRole('button', { name: 'Cari menu' }).click();
      const search = page.getByRole('combobox', { name: /Cari/ });
      await search.fill('nilai');
    } finally {
      await context.setOffline(false);
    }
    const started = Date.now();
    await expect.poll(() => heading(page).textContent(), { timeout: 20_000, interval: 100 }).toBe(node('sebaran-nilai').label);
    timed('no worker: a page that failed offline, back online → the page (no click)', started);
    expect(await page.getByRole('combobox', { name: /Cari/ }).inputValue(), 'the text typed meanwhile').toBe('nilai');
    expect(new URL(page.url()).pathname).toBe(node('sebaran-nilai').path);
    expect(loads.count, 'no reload').toBe(0);
    await page.keyboard.press('Escape');
    // Its data, and its stylesheets, which failed with it.
    await table(page).waitFor({ timeout: 15_000 });
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => !l.sheet).map((l) => l.href),
      ),
      'stylesheets not loaded',
    ).toEqual([]);
  });

  it('data that failed offline loads again when the connection is back, in place: the filter chosen and the text typed stay', async () => {
    const { page, context } = tab;
    expect(await heading(page).textContent()).toBe(node('sebaran-nilai').label);
    await table(page).waitFor({ timeout: 15_000 });
    const loads = countLoads(page);
    await context.setOffline(true);
    let period = '';
    try {
      period = await chooseFirstPeriod(page); // the page asks the portal API again, and cannot
      await dataError(page).waitFor({ timeout: 15_000 });
      await courseBox(page).fill('Mat');
    } finally {
      await context.setOffline(false);
    }
    const started = Date.now();
    await expect
      .poll(async () => (await dataError(page).count()) === 0 && (await table(page).isVisible()), { timeout: 20_000, interval: 100 })
      .toBe(true);
    timed('no worker: data that failed offline, back online → the table (no click)', started);
    expect(await page.getByRole('combobox', { name: 'Masa ujian' }).inputValue()).toBe(period);
    expect(await courseBox(page).inputValue(), 'the text typed meanwhile').toBe('Mat');
    expect(loads.count, 'no reload').toBe(0);
    await page.keyboard.press('Escape');
  });

  it('a page whose code the network dropped loads on the next navigation to it, without a reload', async () => {
    const { page, context } = tab;
    await openThroughMenu(page, model, 'dashboard');
    await expect.poll(() => heading(page).textContent()).not.toBe(node('sebaran-nilai').label);
    const dropped = /\/assets\/RekapitulasiKelulusan-[^/]+\.js$/;
    await context.route(dropped, (route) => route.abort('connectionreset'));
    const loads = countLoads(page);
    await openThroughMenu(page, model, 'rekapitulasi-jumlah-kelulusan');
    await failureView(page).waitFor({ timeout: 15_000 });
    // The browser is online and the server answers /version.json with this version: its own file failed.
    expect(await failureView(page).getAttribute('data-failure')).toBe('server');
    await context.unroute(dropped);
    await openThroughMenu(page, model, 'sebaran-nilai');
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(node('sebaran-nilai').label);
    const started = Date.now();
    await openThroughMenu(page, model, 'rekapitulasi-jumlah-kelulusan');
    await expect
      .poll(() => heading(page).textContent(), { timeout: 15_000, interval: 100 })
      .toBe(node('rekapitulasi-jumlah-kelulusan').label);
    timed('no worker: the next navigation to a page whose code failed → the page', started);
    expect(loads.count, 'no reload').toBe(0);
  });
});

describe('with the service worker', () => {
  let tab: Tab;
  beforeAll(async () => {
    tab = await signedInTab(true);
    await tab.page.goto(`${urls().dosen}/dashboard`); // answered by the worker from the start
    await appReady(tab.page);
  });

  it('offline, a page not loaded yet opens from the worker; its data, which failed, loads by itself when the connection is back; what was typed stays', async () => {
    const { page, context } = tab;
    const loads = countLoads(page);
    await context.setOffline(true);
    try {
      await openThroughMenu(page, model, 'kisi-kisi');
      await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(node('kisi-kisi').label);
      await dataError(page).waitFor({ timeout: 15_000 });
      await courseBox(page).fill('Mat');
    } finally {
      await context.setOffline(false);
    }
    const started = Date.now();
    await expect
      .poll(async () => (await dataError(page).count()) === 0 && (await table(page).isVisible()), { timeout: 20_000, interval: 100 })
      .toBe(true);
    timed('worker: data that failed offline, back online → the table (no click)', started);
    expect(await courseBox(page).inputValue(), 'the text typed meanwhile').toBe('Mat');
    expect(loads.count, 'no reload').toBe(0);
    await page.keyboard.press('Escape');
  });

  it('records no CSP violation', () => expectNoCspViolations(browsers.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(browsers.allPageErrors()));
});
