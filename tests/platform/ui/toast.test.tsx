// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '../../../src/platform/core/errors.ts';
import { notify } from '../../../src/platform/ui/notify.ts';
import { Toast } from '../../../src/platform/ui/toast.tsx';
import { ToastProvider } from '../../../src/platform/ui/toast-provider.tsx';
import { toastDefaults } from '../../../src/platform/ui/toast-host.tsx';
import '../../support/ui/dom.ts';

// notistack's enter/exit transitions run on timers; fake ones keep the suite fast.
// Exit, then collapse, then removal: each step starts after a render.
const settle = () => {
  for (let step = 0; step < 4; step++) act(() => vi.advanceTimersByTime(500));
};

describe('ToastProvider (docs/requirements.md R-CONST-1 to R-CONST-4)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('has the required defaults: 5000 ms, at most 20, top-right, the portal look for every variant', () => {
    expect(toastDefaults).toMatchObject({ autoHideDuration: 5000, maxSnack: 20, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
    expect(Object.values(toastDefaults.Components)).toEqual([Toast, Toast, Toast, Toast, Toast]);
  });

  it('shows notify.* toasts top-right, errors as alerts', async () => {
    render(<ToastProvider>halaman</ToastProvider>);
    act(() => void notify.success('Data berhasil disimpan'));
    act(() => void notify.error('Login gagal'));
    const saved = await screen.findByText('Data berhasil disimpan');
    expect(saved.closest('[role]')?.getAttribute('role')).toBe('status');
    expect(screen.getByRole('alert').textContent).toContain('Login gagal');
    const container = saved.closest('.notistack-SnackbarContainer')!;
    const style = getComputedStyle(container);
    expect([style.top, style.right]).toEqual(['14px', '20px']);
  });

  it('turns failures into toasts: own words for UserFacingError, a generic message otherwise', async () => {
    render(<ToastProvider>halaman</ToastProvider>);
    act(() => void notify.failure(new UserFacingError('Server sedang sibuk')));
    expect(await screen.findByText('Server sedang sibuk')).toBeTruthy();
  });

  it('is dismissed by dragging 60 % of its width (pointer events), and springs back below that', async () => {
    render(<ToastProvider>halaman</ToastProvider>);
    act(() => void notify.info('Geser saya'));
    const toast = (await screen.findByText('Geser saya')).closest<HTMLElement>('.ui-toast')!;
    toast.getBoundingClientRect = () => ({ width: 360 }) as DOMRect;
    const drag = (to: number) => {
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: to });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: to });
    };
    drag(300); // 200 px < 216 px
    expect(toast.style.transform).toBe('');
    expect(screen.getByText('Geser saya')).toBeTruthy();
    drag(316); // 216 px = 60 %
    settle();
    expect(screen.queryByText('Geser saya')).toBeNull();
  });

  it('can be closed with its button', async () => {
    render(<ToastProvider>halaman</ToastProvider>);
    act(() => void notify.warning('Sesi hampir habis'));
    await screen.findByText('Sesi hampir habis');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    settle();
    expect(screen.queryByText('Sesi hampir habis')).toBeNull();
  });
});
