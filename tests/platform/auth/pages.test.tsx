// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/platform/auth/logout.ts';
import { prepareSignIn, signIn } from '../../../src/platform/auth/sign-in.ts';
import LoginPage, { loginLabels } from '../../../src/app/pages/login/LoginPage.tsx';
import LogoutPage, { logoutLabels } from '../../../src/app/pages/logout/LogoutPage.tsx';
import { noProgress, signInProgressAtom } from '../../../src/platform/session/state.ts';
import { realModel } from '../../support/real-model.ts';
import { renderAuthPage } from '../../support/auth/render-auth-page.tsx';

vi.mock('../../../src/platform/auth/sign-in.ts', () => ({ signIn: vi.fn(async () => {}), prepareSignIn: vi.fn() }));
vi.mock('../../../src/platform/auth/logout.ts', () => ({ logout: vi.fn(async () => {}) }));

beforeEach(() => {
  vi.mocked(signIn).mockClear();
  vi.mocked(prepareSignIn).mockClear();
  vi.mocked(logout).mockClear();
});
afterEach(cleanup);

const button = () => screen.getByRole('button', { name: loginLabels.button('Akun UT') });
const redirectOfLastSignIn = () => vi.mocked(signIn).mock.lastCall?.[1].redirectTo;

describe('LoginPage', () => {
  it('has a Login heading with the portal title, the SSO button and help links', async () => {
    await renderAuthPage(LoginPage, '/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login Portal Dosen');
    expect(screen.getByRole('button', { name: 'Masuk dengan Akun UT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atur Ulang Kata Sandi' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: /Tentang/ }).getAttribute('href')).toBe('/about');
  });

  it("names the institution's account and provider as the lecturers' portal always has", async () => {
    await renderAuthPage(LoginPage, '/login');
    expect(screen.getByText(/^Masuk dengan akun SSO/).textContent).toBe(
      'Masuk dengan akun SSO Universitas Terbuka (akun Microsoft). Jendela login akan terbuka; izinkan pop-up untuk situs ini bila diminta.',
    );
  });

  it('offers the help address for sign-in problems, in a new tab when it is a page', async () => {
    await renderAuthPage(LoginPage, '/login');
    const help = screen.getByRole('link', { name: /hallo-ut\.ut\.ac\.id/ });
    expect(help.closest('p')?.textContent).toBe('Butuh bantuan masuk? hallo-ut.ut.ac.id (membuka tab baru)');
    expect(help.getAttribute('href')).toBe('https://hallo-ut.ut.ac.id');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(help.closest('nav')).toBeNull(); // not among the portal's own help pages
  });

  it("another institution's portal shows its own account, name, provider and help address", async () => {
    const dosen = realModel('dosen');
    const institution = {
      name: 'Politeknik Contoh',
      shortName: 'PC',
      account: 'Akun PC',
      provider: 'Contoh ID',
      help: 'mailto:bantuan@pc.example',
    };
    await renderAuthPage(LoginPage, '/login', {}, { ...dosen, portal: { ...dosen.portal, institution } });
    expect(screen.getByRole('button', { name: 'Masuk dengan Akun PC' })).toBeTruthy();
    expect(screen.getByText(/^Masuk dengan akun SSO/).textContent).toMatch(
      /^Masuk dengan akun SSO Politeknik Contoh \(akun Contoh ID\)\. /,
    );
    const help = screen.getByRole('link', { name: 'bantuan@pc.example' });
    expect(help.getAttribute('href')).toBe('mailto:bantuan@pc.example');
    expect(help.hasAttribute('target')).toBe(false); // the mail program, not a tab
    expect(document.body.textContent).not.toMatch(/Universitas Terbuka|\bUT\b|Microsoft/);
  });

  it('links only to the help pages the portal has: the student portal has neither, only the help address', async () => {
    await renderAuthPage(LoginPage, '/login', {}, realModel('mahasiswa'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login Portal Mahasiswa & Tutor');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://hallo-ut.ut.ac.id']);
  });

  it('links to each help page at its own path, whatever the manifest calls it', async () => {
    const dosen = realModel('dosen');
    const moved = { ...dosen.nodes['reset-password']!, path: '/bantuan/sandi', label: 'Sandi lupa' };
    await renderAuthPage(LoginPage, '/login', {}, { ...dosen, nodes: { ...dosen.nodes, 'reset-password': moved } });
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sandi lupa', '/bantuan/sandi'],
      ['Tentang Portal', '/about'],
      ['hallo-ut.ut.ac.id (membuka tab baru)', 'https://hallo-ut.ut.ac.id'],
    ]);
  });

  it('signs in with the store and the redirect target, and navigates with the router', async () => {
    const { store, router } = await renderAuthPage(LoginPage, '/login?redirect=%2Fdashboard%2Fpenunjang');
    fireEvent.click(button());
    expect(signIn).toHaveBeenCalledTimes(1);
    const [usedStore, options] = vi.mocked(signIn).mock.lastCall!;
    expect(usedStore).toBe(store);
    expect(options.redirectTo).toBe('/dashboard/penunjang');
    await act(async () => options.navigate('/dashboard/penunjang'));
    expect(router.state.location.pathname).toBe('/dashboard/penunjang');
  });

  it('starts loading the sign-in code as soon as the page is shown (a tap on a phone has no hover first)', async () => {
    await renderAuthPage(LoginPage, '/login');
    expect(prepareSignIn).toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['?redirect=https%3A%2F%2Fevil.example', 'https://evil.example'],
    ['?redirect=123', undefined],
    ['', undefined],
  ])('passes only a string redirect on (%s); signIn itself refuses foreign targets', async (search, expected) => {
    await renderAuthPage(LoginPage, `/login${search}`);
    fireEvent.click(button());
    expect(redirectOfLastSignIn()).toBe(expected);
  });

  it('shows "Mohon Tunggu..." while signing in, and the last error in a live region', async () => {
    const { store } = await renderAuthPage(LoginPage, '/login');
    act(() => store.set(signInProgressAtom, { ...noProgress, isLoadingLogin: true }));
    const busy = screen.getByRole('button', { name: 'Mohon Tunggu...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    act(() => store.set(signInProgressAtom, { ...noProgress, errorMessage: 'Login dibatalkan karena jendela login ditutup.' }));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Login dibatalkan karena jendela login ditutup.');
  });

  it('does not show an error left over from an earlier visit', async () => {
    const { store } = await renderAuthPage(LoginPage, '/login', { errorMessage: 'lama' });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(store.get(signInProgressAtom).errorMessage).toBeNull();
  });
});

describe('LogoutPage', () => {
  it('/logout signs out once (even in StrictMode) and says so', async () => {
    const { router } = await renderAuthPage(
      () => (
        <StrictMode>
          <LogoutPage />
        </StrictMode>
      ),
      '/logout',
    );
    expect(screen.getByRole('status').textContent).toBe(logoutLabels.leaving);
    expect(logout).toHaveBeenCalledTimes(1);
    const [, options] = vi.mocked(logout).mock.lastCall!;
    expect(options?.mobile).toBe(false);
    await act(async () => options?.navigate?.('/login'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/logout?mobile=1 asks for the mobile success page', async () => {
    await renderAuthPage(LogoutPage, '/logout?mobile=1');
    expect(vi.mocked(logout).mock.lastCall?.[1]?.mobile).toBe(true);
  });

  it('/logout/success tells the user they are out and does not sign out again', async () => {
    await renderAuthPage(LogoutPage, '/logout/success');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(logoutLabels.done);
    expect(screen.getByRole('link', { name: 'Masuk kembali' }).getAttribute('href')).toBe('/login');
    expect(logout).not.toHaveBeenCalled();
  });

  it('without a page of its own for the mobile app, /logout still signs out (the app returns to login)', async () => {
    const dosen = realModel('dosen');
    const paths = { ...dosen.portal.paths, signedOut: dosen.portal.paths.login };
    await renderAuthPage(LogoutPage, '/logout?mobile=1', {}, { ...dosen, portal: { ...dosen.portal, paths } });
    expect(vi.mocked(logout).mock.lastCall?.[1]).toMatchObject({ mobile: true, paths: { signedOut: '/login' } });
  });
});
