// @vitest-environment jsdom
// The header's sign-out question loads its dialog's code when first asked: the button shows from
// the click that the question is on its way, until the dialog is open; once its code is there too,
// the click's own render shows that and the question comes in the next.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { DashboardFrame } from '../../../src/shell/layout/DashboardLayout.tsx';
import '../../../src/shell/routing/static-data.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { realModel } from '../../support/real-model.ts';
import { renderInLayout } from '../../support/render-in-layout.tsx';
import { busyBeforeDialog } from '../../support/ui/dom.ts';

let arrive!: () => void;
const arrived = new Promise<void>((done) => (arrive = done));
vi.mock('../../../src/platform/ui/modal-dialog.tsx', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

describe('the sign-out question', () => {
  it('shows on the button at once that it is on its way, then opens', async () => {
    const store = createStore();
    store.set(authAtom, { ...signedOut, token: 't', namaTanpaGelar: 'Siti Rahmawati' });
    await renderInLayout(DashboardFrame, { model: realModel('dosen'), store });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Keluar' });
    expect(button.hasAttribute('aria-busy')).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('dialog', { name: 'Keluar dari portal?' })).toBeTruthy();
    expect(button.hasAttribute('aria-busy')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      busyBeforeDialog(button, () => fireEvent.click(button)),
      "its code there: busy in the click's render, the question in the next",
    ).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Keluar dari portal?' })).toBeTruthy();
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
