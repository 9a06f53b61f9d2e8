import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { appSessionStore } from '../../../src/platform/session/state.ts';
import { confirmDialog, dialog, showNoAccess, showStartupToast } from '../../../src/platform/ui/dialogs.ts';

// The lazily imported sweetalert2, replaced: these tests pin the options the portal passes.
const swal = vi.hoisted(() => {
  const mixinFire = vi.fn(async () => ({ isConfirmed: true, isDenied: false, isDismissed: false }));
  return {
    fire: vi.fn(async () => ({ isConfirmed: false, isDenied: false, isDismissed: true })),
    mixin: vi.fn(() => ({ fire: mixinFire })),
    mixinFire,
    stopTimer: vi.fn(),
    resumeTimer: vi.fn(),
  };
});
vi.mock('sweetalert2', () => ({ default: swal }));

describe('dialogs (docs/requirements.md R-ROLE-2, R-ERR-2, R-CONST-6, R-CONST-11)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('[R-CONST-11] every dialog uses the mixin with width 32em, closing at once (no hide animation to wait for)', async () => {
    await dialog.fire({ titleText: 'Halo' });
    expect(swal.mixin).toHaveBeenCalledWith({ width: '32em', confirmButtonText: 'Tutup', hideClass: { popup: '' } });
    expect(swal.mixinFire).toHaveBeenCalledWith({ titleText: 'Halo' });
  });

  it('[R-INPUT-13] keeps the library input-validation defaults ("Invalid email address", "Invalid URL")', async () => {
    await dialog.fire({ input: 'email' });
    const [defaults] = swal.mixin.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(defaults).not.toHaveProperty('validationMessage');
    expect(defaults).not.toHaveProperty('inputValidator');
  });

  it('[R-ERR-2] the no-access popup is an error titled "Anda tidak memiliki hak akses"', async () => {
    await showNoAccess();
    expect(swal.mixinFire).toHaveBeenCalledWith({
      icon: 'error',
      titleText: 'Anda tidak memiliki hak akses',
      text: 'Anda tidak memiliki izin untuk membuka menu ini.',
      iconColor: 'var(--ui-danger)',
    });
    await showNoAccess({ text: 'Menu ini hanya untuk pemegang peran tertentu.' });
    expect(swal.mixinFire).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Menu ini hanya untuk pemegang peran tertentu.' }));
  });

  it('[R-CONST-6] the start-up toast: top-end, no confirm button, 3000 ms with a progress bar', async () => {
    await showStartupToast('Selamat datang');
    expect(swal.fire).toHaveBeenCalledWith(
      expect.objectContaining({
        toast: true,
        titleText: 'Selamat datang',
        icon: 'success',
        position: 'top-end',
        showConfirmButton: false,
        timer: 3000,
        timerProgressBar: true,
      }),
    );
  });

  it('[R-CONST-6] the start-up toast pauses while the pointer is over it and resumes on leave', async () => {
    await showStartupToast('Selamat datang', 'info');
    const [options] = swal.fire.mock.calls[0] as unknown as [{ didOpen: (popup: HTMLElement) => void; icon: string }];
    expect(options.icon).toBe('info');
    const popup = new EventTarget();
    options.didOpen(popup as HTMLElement);
    popup.dispatchEvent(new Event('mouseenter'));
    expect(swal.stopTimer).toHaveBeenCalledOnce();
    expect(swal.resumeTimer).not.toHaveBeenCalled();
    popup.dispatchEvent(new Event('mouseleave'));
    expect(swal.resumeTimer).toHaveBeenCalledOnce();
  });

  it('confirmDialog asks with Indonesian buttons and returns whether the user confirmed', async () => {
    await expect(confirmDialog({ title: 'Keluar?', text: 'Sesi diakhiri.' })).resolves.toBe(true);
    expect(swal.mixinFire).toHaveBeenCalledWith(
      expect.objectContaining({
        titleText: 'Keluar?',
        text: 'Sesi diakhiri.',
        showCancelButton: true,
        confirmButtonText: 'Ya',
        cancelButtonText: 'Batal',
      }),
    );
    swal.mixinFire.mockResolvedValueOnce({ isConfirmed: false, isDenied: false, isDismissed: true });
    await expect(confirmDialog({ title: 'Keluar?', confirmText: 'Ya, keluar', cancelText: 'Tidak' })).resolves.toBe(false);
  });
});

describe('dialogs in English', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    appSessionStore().set(langAtom, 'en');
  });
  afterEach(() => appSessionStore().set(langAtom, 'id'));

  it('follow the interface language: "Close", the no-access title and text, "Yes" and "Cancel"', async () => {
    await showNoAccess();
    expect(swal.mixin).toHaveBeenLastCalledWith({ width: '32em', confirmButtonText: 'Close', hideClass: { popup: '' } });
    expect(swal.mixinFire).toHaveBeenLastCalledWith({
      icon: 'error',
      titleText: 'You do not have access',
      text: 'You are not allowed to open this menu item.',
      iconColor: 'var(--ui-danger)',
    });
    await confirmDialog({ title: 'Sign out?' });
    expect(swal.mixinFire).toHaveBeenLastCalledWith(
      expect.objectContaining({ titleText: 'Sign out?', confirmButtonText: 'Yes', cancelButtonText: 'Cancel' }),
    );
  });

  it('a language given by the caller wins: the Indonesian popup keeps its exact title', async () => {
    await showNoAccess({ lang: 'id', help: 'Hubungi admin.' });
    expect(swal.mixin).toHaveBeenLastCalledWith({ width: '32em', confirmButtonText: 'Tutup', hideClass: { popup: '' } });
    expect(swal.mixinFire).toHaveBeenLastCalledWith({
      icon: 'error',
      iconColor: 'var(--ui-danger)',
      titleText: 'Anda tidak memiliki hak akses',
      text: 'Anda tidak memiliki izin untuk membuka menu ini.\n\nHubungi admin.',
    });
    await confirmDialog({ title: 'Keluar?', lang: 'id' });
    expect(swal.mixinFire).toHaveBeenLastCalledWith(expect.objectContaining({ confirmButtonText: 'Ya', cancelButtonText: 'Batal' }));
  });
});
