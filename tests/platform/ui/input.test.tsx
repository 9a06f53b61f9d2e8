// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Input, type InputProps } from '../../../src/platform/ui/input.tsx';
import { notify } from '../../../src/platform/ui/notify.ts';
import { typeInto } from '../../support/ui/dom.ts';

vi.mock('../../../src/platform/ui/notify.ts', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() },
}));

function Controlled({ initial = '', ...props }: Omit<InputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Input {...props} value={value} onChange={setValue} />;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Input', () => {
  beforeEach(() => vi.mocked(notify.info).mockClear());

  it('is labelled, and described by its hint', () => {
    render(<Controlled label="NIP" hint="18 angka" />);
    const input = field('NIP');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('18 angka').id);
  });

  it('[email] announces the error state after leaving the field: aria-invalid + aria-describedby', () => {
    render(<Controlled label="Email" type="email" hint="Email kampus" initial="Nama@Contoh" />);
    const input = field('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Format email tidak valid');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(error.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('[number] filters typing, shows the toast through notify, keeps the caret', () => {
    render(<Controlled label="NIP" type="number" initial="1234" />);
    const input = field('NIP');
    typeInto(input, '12a34', 3);
    expect(input.value).toBe('1234');
    expect(input.selectionStart).toBe(2);
    expect(notify.info).toHaveBeenCalledWith('Hanya bisa memuat angka');
  });

  it('filters a paste like typing and puts the caret after the pasted text', () => {
    render(<Controlled label="Nama pengguna" blockSpace initial="ab" />);
    const input = field('Nama pengguna');
    input.setSelectionRange(1, 1);
    fireEvent.paste(input, { clipboardData: { getData: () => 'x y z' } });
    expect(input.value).toBe('axyzb');
    expect(input.selectionStart).toBe(4);
    expect(notify.info).toHaveBeenCalledWith('Kolom ini tidak boleh berisi spasi');
  });

  it('[maxLength] truncates a paste and says the maximum', () => {
    render(<Controlled label="Judul" maxLength={5} />);
    const input = field('Judul');
    fireEvent.paste(input, { clipboardData: { getData: () => 'Metode Penelitian' } });
    expect(input.value).toBe('Metod');
    expect(notify.info).toHaveBeenCalledWith('Maksimal 5 karakter');
  });

  it('[letterCase] keeps the caret where it was', () => {
    render(<Controlled label="Kode" letterCase="upper" initial="MKDU" />);
    const input = field('Kode');
    typeInto(input, 'MKxDU', 3);
    expect(input.value).toBe('MKXDU');
    expect(input.selectionStart).toBe(3);
  });

  it('[minLength] shows its error with showErrors, and an outside error wins', () => {
    const { rerender } = render(<Input label="Sandi" type="password" minLength={8} value="abc" onChange={() => {}} showErrors />);
    expect(screen.getByText('Minimal 8 karakter')).toBeTruthy();
    rerender(<Input label="Sandi" type="password" minLength={8} value="abc" onChange={() => {}} error="Sandi salah" />);
    expect(screen.getByText('Sandi salah')).toBeTruthy();
    expect(field('Sandi').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks required fields for assistive tech, without the visual asterisk in the name', () => {
    render(<Controlled label="Nama" required />);
    expect((screen.getByRole('textbox', { name: 'Nama' }) as HTMLInputElement).required).toBe(true);
  });
});
