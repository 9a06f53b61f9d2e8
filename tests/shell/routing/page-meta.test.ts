// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { followNavigation, type PageViewSink } from '../../../src/shell/routing/page-meta.ts';
import { memoryRouter, realModel } from '../../support/routing.ts';

describe('followNavigation', () => {
  const model = realModel('dosen');

  it('sends one page_view per navigation, for the page that was landed on, and sets the title', async () => {
    const { router, go } = memoryRouter(model, { signedIn: true });
    const views: Parameters<PageViewSink>[0][] = [];
    const stop = followNavigation(router, model, (v) => views.push(v));
    await go('/dashboard');
    await go('/dashboard/pendidikan-pengajar'); // redirects twice: still one view, of the target
    await go('/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi');
    stop();
    expect(views).toEqual([
      { page: '/dashboard', title: 'Dashboard — Portal Dosen' },
      { page: '/dashboard/pendidikan-pengajar/tutorial/tuton', title: 'Tutorial Online (Tuton) — Portal Dosen' },
      { page: '/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi', title: 'Kisi-Kisi — Portal Dosen' },
    ]);
    expect(document.title).toBe('Kisi-Kisi — Portal Dosen');
  });

  it('sends the path only: never the query or the fragment', async () => {
    const { router, go } = memoryRouter(model, { signedIn: true });
    const views: Parameters<PageViewSink>[0][] = [];
    const stop = followNavigation(router, model, (v) => views.push(v));
    await go('/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi?message=Sesi%20Budi%20berakhir&token=abc#nip=1985');
    stop();
    expect(views).toEqual([{ page: '/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi', title: 'Kisi-Kisi — Portal Dosen' }]);
  });

  it('gives the login page a title that contains "Login"', async () => {
    const { router, go } = memoryRouter(model);
    followNavigation(router, model, null);
    await go('/dashboard');
    expect(document.title).toContain('Login');
  });
});
