// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LoginError, { defaultLoginErrorMessage } from '../../../src/app/pages/login-error/LoginError.tsx';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

afterEach(cleanup);

const show = (search: string) => renderPage(LoginError, { model: realModel('dosen'), nodeId: 'login-error', search });

describe('login-error', () => {
  it('shows the message it is given', async () => {
    await show(`?message=${encodeURIComponent('Akun Anda belum terdaftar sebagai dosen.')}`);
    expect(screen.getByRole('alert').textContent).toContain('Akun Anda belum terdaftar sebagai dosen.');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman login' }).getAttribute('href')).toBe('/login');
  });

  it('keeps an HTML message as plain text', async () => {
    const html = '<img src=x onerror="alert(1)"><b>tebal</b>';
    const { container } = await show(`?message=${encodeURIComponent(html)}`);
    expect(screen.getByText(html)).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('shows a number-like message as written, not as the router would parse it', async () => {
    await show('?message=007');
    expect(screen.getByText('007')).toBeTruthy();
  });

  it('falls back to the default message when none (or only spaces) is given', async () => {
    await show('');
    expect(screen.getByText(defaultLoginErrorMessage)).toBeTruthy();
    cleanup();
    await show('?message=%20%20');
    expect(screen.getByText(defaultLoginErrorMessage)).toBeTruthy();
  });
});
