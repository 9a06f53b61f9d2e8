// @vitest-environment jsdom
// The toast host (notistack) is not part of the first load: it loads with the first toast, and the
// toasts asked for meanwhile wait for it, also when it failed to load once (offline).
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { notify } from '../../../src/platform/ui/notify.ts';
import { ToastProvider } from '../../../src/platform/ui/toast-provider.tsx';
import '../../support/ui/dom.ts';

const host = vi.hoisted(() => ({ imports: 0, failures: 1 }));
vi.mock('../../../src/platform/ui/toast-host.tsx', async (original) => {
  host.imports++;
  if (host.failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

it('loads the host with the first toast, keeps the toasts until it is there, and tries again when back online', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(<ToastProvider>halaman</ToastProvider>);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(host.imports, 'no toast, no toast host').toBe(0);

  act(() => void notify.info('Pertama'));
  act(() => void notify.success('Kedua'));
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[toast] the toast host did not load', expect.any(Error)));
  expect(screen.queryByText('Pertama')).toBeNull();
  expect(screen.getByText('halaman')).toBeTruthy(); // the page stays

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Pertama')).toBeTruthy();
  expect(await screen.findByText('Kedua')).toBeTruthy();
  expect(host.imports).toBe(2);
  warn.mockRestore();
});
