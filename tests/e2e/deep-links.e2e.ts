// Deep links served by nginx's history fallback, legacy paths with odd characters, and the
// login redirect of a signed-out deep link (docs/requirements.md R-GUARD-5).
import { describe, expect, it } from 'vitest';
import { signIn } from '../../scripts/harness/browser.ts';
import { expectNoCspViolations, expectNoPageErrors, sidebar, urls, useBrowser } from '../support/e2e/session.ts';

const b = useBrowser();
const heading = (page: import('playwright-core').Page) => page.getByRole('heading', { level: 1 });

describe('deep links', () => {
  it('signed out: /dashboard/cetak-lkam → /login?redirect=… → after sign-in the print page', async () => {
    const { page, context } = b;
    await page.goto(`${urls().dosen}/dashboard/cetak-lkam`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toMatch(/^\/dashboard\/cetak-lkam/);
    await signIn(page, context, 'asesor', { expectUrl: (url) => url.pathname === '/dashboard/cetak-lkam/cetak-lkam' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/cetak-lkam/cetak-lkam');
    await expect.poll(() => heading(page).textContent()).toBe('Cetak LKAM');
  });

  it('reloading an internal page deep in the menu serves the app (nginx history fallback)', async () => {
    const { page } = b;
    const path = '/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi';
    const response = await page.goto(`${urls().dosen}${path}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Kisi-Kisi');
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Kisi-Kisi');
    // The groups above the page open by themselves.
    expect(await sidebar(page).getByRole('button', { name: 'Asesmen Hasil Belajar', exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('the other internal assessment pages load their data from the portal API', async () => {
    const { page } = b;
    for (const [segment, title] of [
      ['sebaran-nilai', 'Sebaran Nilai'],
      ['rekapitulasi-jumlah-kelulusan', 'Rekapitulasi Jumlah Kelulusan'],
    ] as const) {
      const apiAnswer = page.waitForResponse((r) => r.url().startsWith(urls().apiUrl) && r.request().method() === 'GET', {
        timeout: 10_000,
      });
      await page.goto(`${urls().dosen}/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/${segment}`);
      expect((await apiAnswer).status(), `${segment}: the portal API answered`).toBe(200);
      await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(title);
      await page.getByRole('table').first().waitFor({ timeout: 10_000 });
    }
  });

  it('legacy path kurikulum-&-bahan-ajar/bahan-ajar redirects to the cetak launch page', async () => {
    const { page } = b;
    await page.goto(`${urls().dosen}/dashboard/pendidikan-pengajar/kurikulum-&-bahan-ajar/bahan-ajar`);
    await page.waitForURL(
      (url) => decodeURIComponent(url.pathname) === '/dashboard/pendidikan-pengajar/kurikulum-&-bahan-ajar/bahan-ajar/cetak',
      { timeout: 10_000 },
    );
    await expect.poll(() => heading(page).textContent()).toBe('Bahan Ajar Cetak');
    const link = page.getByRole('link', { name: /Klik di sini untuk membuka/ });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('href')).toMatch(/\/cetak$/);
    await closeOtherTabs(b.context, page);
  });

  it('legacy path penunjang/kegiatan-luar-ut(non-jurnal) shows its launch page', async () => {
    const { page } = b;
    await page.goto(`${urls().dosen}/dashboard/penunjang/kegiatan-luar-ut(non-jurnal)`);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Kegiatan Luar UT (Non-Jurnal)');
    const link = page.getByRole('link', { name: /Klik di sini untuk membuka/ });
    await link.waitFor({ timeout: 10_000 });
    expect(await link.getAttribute('href')).toMatch(/\/kegiatan-luar-ut-non-jurnal$/);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/dashboard/penunjang/kegiatan-luar-ut(non-jurnal)');
    await closeOtherTabs(b.context, page);
  });

  it('records no CSP violation', () => expectNoCspViolations(b.allCsp()));
  it('records no uncaught page error', () => expectNoPageErrors(b.allPageErrors()));
});

/** A launch page may open its system by itself (Chromium under automation allows the popup). */
async function closeOtherTabs(context: import('playwright-core').BrowserContext, keep: import('playwright-core').Page) {
  for (const page of context.pages()) if (page !== keep) await page.close();
}
