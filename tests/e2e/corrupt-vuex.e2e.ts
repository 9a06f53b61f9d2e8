// A corrupt or foreign localStorage "vuex" entry means signed out, never a broken start
// (docs/requirements.md R-SESSION-3).
import { describe, expect, it } from 'vitest';
import { expectNoCspViolations, expectNoPageErrors, readVuex, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();

const cases: Array<[string, string]> = [
  ['truncated JSON', '{"auth":{"token":'],
  ['a JSON string', '"hello"'],
  ['a foreign object', '{"other":1}'],
  ['auth of the wrong type', '{"auth":"x"}'],
];

describe('corrupt "vuex"', () => {
  for (const [name, value] of cases) {
    it(`${name} (${value}) → the portal starts at /login`, async () => {
      const page = await b.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Any same-origin document that is not the app, to write storage before the app starts.
      await page.goto(`${urls().dosen}/favicon.svg`);
      await page.evaluate((raw) => localStorage.setItem('vuex', raw), value);
      await page.goto(`${urls().dosen}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
      await page.getByRole('button', { name: /Masuk/ }).waitFor();
      expect(await sidebar(page).count()).toBe(0);
      expect(errors).toEqual([]);
      expect((await readVuex(page)).auth?.token ?? null).toBeNull();
      await page.close();
    });
  }

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});
