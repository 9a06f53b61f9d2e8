// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/platform/ui/modal.tsx';
import { ModalDialog, modalFadeMs, type ModalProps } from '../../../src/platform/ui/modal-dialog.tsx';
import '../../support/ui/dom.ts';

function Harness({ as: Dialog = ModalDialog, ...props }: Partial<ModalProps> & { as?: typeof ModalDialog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Dialog title="Undangan" {...props} open={open} onClose={() => setOpen(false)}>
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

const openModal = () => {
  const opener = screen.getByRole('button', { name: 'Buka' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: document.querySelector('dialog')! };
};
const fadeOut = () => act(() => vi.advanceTimersByTime(modalFadeMs));

describe('Modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens modally, labelled by its title, focus inside, default max width 540px', () => {
    render(<Harness />);
    const { dialog } = openModal();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Undangan' }).id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.style.maxWidth).toBe('540px');
  });

  it('[R-INPUT-12] closes on a click outside (on the backdrop), after the 300 ms fade, and focus returns to the opener', () => {
    render(<Harness />);
    const { opener, dialog } = openModal();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog.dataset.state).toBe('closing');
    act(() => vi.advanceTimersByTime(modalFadeMs - 1));
    expect(dialog.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('[R-INPUT-12] stays open on an outside click when that is disabled', () => {
    render(<Harness closeOnOutsideClick={false} />);
    const { dialog } = openModal();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    fadeOut();
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.state).toBe('open');
  });

  it('does not close for a click inside the panel, nor a drag that ends outside', () => {
    render(<Harness />);
    const { dialog } = openModal();
    fireEvent.click(screen.getByLabelText('Email'));
    fireEvent.pointerDown(screen.getByLabelText('Email'));
    fireEvent.click(dialog);
    fadeOut();
    expect(dialog.dataset.state).toBe('open');
  });

  it('closes on Escape (and on the browser cancel event) and gives focus back', () => {
    render(<Harness />);
    let { opener, dialog } = openModal();
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
    fadeOut();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    ({ opener, dialog } = openModal());
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fadeOut();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('closes from its close button', () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    fadeOut();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('keeps its height in step with its content (ResizeObserver)', () => {
    let report: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Harness />);
    const { dialog } = openModal();
    const grow = (blockSize: number) =>
      act(() => report([{ borderBoxSize: [{ blockSize, inlineSize: 500 }] } as unknown as ResizeObserverEntry], {} as ResizeObserver));
    grow(320);
    expect(dialog.style.getPropertyValue('--ui-modal-height')).toBe('320px');
    grow(480.4);
    expect(dialog.style.getPropertyValue('--ui-modal-height')).toBe('481px');
    vi.unstubAllGlobals();
  });
});

describe('Modal: its dialog loads when it first opens', () => {
  it('renders nothing while closed; opened, it loads its dialog and shows it with the focus inside, the opener gets it back', async () => {
    render(<Harness as={Modal} />);
    expect(document.querySelector('dialog')).toBeNull();
    const { opener } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'Undangan' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    openModal();
    expect(document.querySelector('dialog')?.open, 'once loaded, it opens at once').toBe(true);
  });

  it('fetched ahead (the pointer on its button), it opens without waiting for its code', async () => {
    vi.resetModules();
    const { Modal: Fresh, preloadModal } = await import('../../../src/platform/ui/modal.tsx');
    render(<Harness as={Fresh} />);
    preloadModal();
    await vi.dynamicImportSettled();
    openModal();
    expect(document.querySelector('dialog')?.open).toBe(true);
  });
});
