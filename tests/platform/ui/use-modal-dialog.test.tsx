// @vitest-environment jsdom
// The modal lifecycle's options that ModalDialog does not use (the search does): the first focus
// on a chosen element, the focus after closing when the opener cannot take it, and closing by
// unmounting. Its shared rules (Escape, outside click, fade) are tests/platform/ui/modal.test.tsx's.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModalDialog } from '../../../src/platform/ui/use-modal-dialog.ts';
import '../../support/ui/dom.ts';

function Dialog({ onClose }: { onClose: () => void }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const { dialogProps } = useModalDialog({
    open: true,
    onClose,
    initialFocus: fieldRef,
    fallbackFocus: () => document.getElementById('main'),
  });
  return (
    <dialog {...dialogProps} aria-label="Cari">
      <button type="button">Pertama</button>
      <input ref={fieldRef} aria-label="Kata" />
    </dialog>
  );
}

/** Opens the dialog from `opener`, which may go before the dialog closes. */
function Harness({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {!(removeOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Buka
        </button>
      )}
      <main id="main" tabIndex={-1} />
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

const openFrom = () => {
  const opener = screen.getByRole('button', { name: 'Buka' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('useModalDialog', () => {
  it('focuses the chosen element on opening; unmounted, it closes and gives the focus back to the opener', () => {
    render(<Harness />);
    const opener = openFrom();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Kata'));
    const close = vi.spyOn(dialog, 'close');
    fireEvent.keyDown(screen.getByLabelText('Kata'), { key: 'Escape' });
    expect(close).toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus to its fallback when the opener has gone', () => {
    render(<Harness removeOpener />);
    openFrom();
    expect(screen.queryByRole('button', { name: 'Buka' })).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Kata'), { key: 'Escape' });
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves an Escape that ends an IME composition to the composition', () => {
    render(<Harness />);
    openFrom();
    act(() => {
      screen.getByLabelText('Kata').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', isComposing: true, bubbles: true }));
    });
    expect(document.querySelector('dialog')?.open).toBe(true);
  });
});
