// @vitest-environment jsdom
// The app's own views and the UI kit's built-in words in English.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LaunchPage from '../../../src/shell/views/LaunchPage.tsx';
import RouteError from '../../../src/shell/views/RouteError.tsx';
import { PageLoadError } from '../../../src/features/deploys/load-failure.ts';
import { langAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import { launch } from '../../../src/features/launch/act.ts';
import type { LaunchPlan } from '../../../src/features/launch/plan.ts';
import { Button } from '../../../src/platform/ui/button.tsx';
import { DatePicker } from '../../../src/platform/ui/date-picker.tsx';
import { Input } from '../../../src/platform/ui/input.tsx';
import { ModalDialog } from '../../../src/platform/ui/modal-dialog.tsx';
import { notify } from '../../../src/platform/ui/notify.ts';
import { SelectField } from '../../../src/platform/ui/select.tsx';
import { TextField } from '../../../src/platform/ui/text-field.tsx';
import { Toast } from '../../../src/platform/ui/toast.tsx';
import { renderPage } from '../../support/pages/render-page.tsx';
import { typeInto } from '../../support/ui/dom.ts';
import { modelWithEnglish } from '../../support/i18n/english-model.ts';

vi.mock('../../../src/features/launch/act.ts', async (original) => ({
  ...(await original<typeof import('../../../src/features/launch/act.ts')>()),
  launch: vi.fn(),
}));
vi.mock('../../../src/platform/ui/notify.ts', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function inLang(lang: Lang, children: ReactNode) {
  const store = createStore();
  store.set(langAtom, lang);
  return render(<Provider store={store}>{children}</Provider>);
}

describe('the launch page in English', () => {
  const model = modelWithEnglish({
    sinta: { label: 'SINTA Profile', description: 'Your SINTA author profile.' },
    dashboard: { label: 'Home' },
  });
  const show = async (plan: LaunchPlan) => {
    vi.mocked(launch)
      .mockReset()
      .mockReturnValue(plan as never);
    await renderPage(LaunchPage, { model, nodeId: 'sinta', lang: 'en', auth: { token: 't' } });
    await act(async () => {});
  };

  it('names the node in English and offers the link when the tab opened', async () => {
    await show({ kind: 'open', url: 'https://sinta.example/authors' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SINTA Profile');
    expect(screen.getByText('Your SINTA author profile.')).toBeTruthy();
    expect(screen.getByText('SINTA Profile was opened in a new tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Click here to open SINTA Profile' }).getAttribute('href')).toBe(
      'https://sinta.example/authors',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it.each([
    [{ kind: 'denied', missing: ['statusAsesor'] }, 'You do not have access to SINTA Profile.'],
    [
      { kind: 'unavailable', field: 'idToken', message: 'idToken tidak tersedia' },
      'SINTA Profile cannot be opened yet because your sign-in data is incomplete. Please sign out and sign in again.',
    ],
    [
      { kind: 'unavailable', field: 'nip', message: 'nip tidak tersedia' },
      'SINTA Profile cannot be opened yet because your NIP is missing from your portal data. Please contact the portal administrator to add it.',
    ],
    [
      { kind: 'unusable', field: 'namaTanpaGelar' },
      'Your name (without titles) in the portal data cannot be used in the address of SINTA Profile, so SINTA Profile was not opened. Please contact the portal administrator to correct it.',
    ],
    [
      { kind: 'unsafe', reason: 'http' },
      'The address of SINTA Profile is not safe, so it was not opened. Contact the portal administrator.',
    ],
    [
      { kind: 'offline' },
      'You are offline (no internet connection). SINTA Profile cannot be opened yet; try again once you are back online.',
    ],
    [
      { kind: 'renewal-refused' },
      'Your sign-in has expired and could not be renewed, so SINTA Profile cannot be opened yet. Please sign in again; afterwards you return to this page.',
    ],
    [
      { kind: 'renewal-unreachable', cause: 'timeout' },
      'The sign-in server did not answer in time while renewing your sign-in, so SINTA Profile cannot be opened yet. Please try again.',
    ],
  ] as [LaunchPlan, string][])('explains a %o plan in English', async (plan, text) => {
    await show(plan);
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('explains an offline plan in Indonesian too', async () => {
    vi.mocked(launch).mockReset().mockReturnValue({ kind: 'offline' });
    await renderPage(LaunchPage, { model, nodeId: 'sinta', auth: { token: 't' } });
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe(
      `Anda sedang luring (tidak tersambung ke internet). ${model.nodes.sinta!.label} belum dapat dibuka; coba lagi setelah koneksi kembali.`,
    );
  });
});

describe('the page-load error in English', () => {
  it('says what happened and offers to reload (a deployment; every cause: tests/shell/routing/page-recovery.test.tsx)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // useRouter outside a router
    inLang('en', <RouteError error={new PageLoadError('deploy', new Error('chunk'))} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'The page could not be loaded' })).toBeTruthy();
    expect(screen.getByText(/The portal has just been updated/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('the UI kit in English', () => {
  beforeEach(() => vi.mocked(notify.info).mockReset());

  it('button, modal, toast and text field', () => {
    inLang(
      'en',
      <>
        <Button loading>Save</Button>
        <TextField label="Notes" value="Hi" onChange={() => {}} maxLength={10} />
        <Toast
          id={1}
          message="Saved"
          variant="success"
          style={{}}
          className=""
          persist={false}
          iconVariant={{}}
          hideIconVariant
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        />
        <ModalDialog open onClose={() => {}} title="Details">
          body
        </ModalDialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Please Wait...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByText('Characters:', { exact: false }).textContent).toBe('Characters: ');
  });

  it('select: English placeholder; the "no options" text of R-ERR-6 in either language', () => {
    const options = [{ value: 'a', label: 'A' }];
    inLang('en', <SelectField label="Period" value="" onChange={() => {}} options={options} />);
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeTruthy();
    cleanup();
    inLang('en', <SelectField label="Period" value="" onChange={() => {}} options={[]} />);
    expect(screen.getByRole('option', { name: 'Sorry, no matching options' })).toBeTruthy();
  });

  it('date picker: chosen date and range error in English', () => {
    inLang('en', <DatePicker label="Exam date" value="2026-02-01" onChange={() => {}} min="2025-09-01" max="2025-12-31" />);
    expect(screen.getByText('Selected: Sunday, 1 February 2026')).toBeTruthy();
    expect(screen.getByText('The date must be between 1 September 2025 and 31 December 2025')).toBeTruthy();
  });

  it('generic input: rule toasts and errors in English', () => {
    inLang('en', <Input label="Phone" value="" onChange={() => {}} type="number" required showErrors />);
    expect(screen.getByText('This field is required')).toBeTruthy();
    typeInto(screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement, '12a');
    expect(notify.info).toHaveBeenCalledWith('Only digits are allowed');
  });
});
