// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from '../../../src/platform/ui/searchable-select.tsx';
import { SelectField } from '../../../src/platform/ui/select.tsx';
import '../../support/ui/dom.ts';

const units = [
  { value: 'ekonomi', label: 'Unit Ekonomi dan Bisnis' },
  { value: 'sains', label: 'Unit Sains dan Teknologi' },
];

describe('SelectField', () => {
  it('is a labelled native select that reports the chosen value', () => {
    const onChange = vi.fn();
    render(<SelectField label="Unit" value="" onChange={onChange} options={units} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'sains' } });
    expect(onChange).toHaveBeenCalledWith('sains');
  });

  it('[R-ERR-6] with no options says "Sorry, no matching options"', () => {
    render(<SelectField label="Program studi" value="" onChange={() => {}} options={[]} />);
    const select = screen.getByRole('combobox', { name: 'Program studi' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.selectedOptions[0]?.textContent).toBe('Sorry, no matching options');
  });
});

describe('SearchableSelect', () => {
  it('[R-ERR-6] loads react-select lazily and says "Sorry, no matching options" when nothing matches', async () => {
    render(<SearchableSelect label="Cari unit" options={units} value={null} onChange={() => {}} hint="Ketik nama unit" />);
    const input = await screen.findByRole('combobox', { name: 'Cari unit' });
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Ketik nama unit').id);
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('Sorry, no matching options')).toBeTruthy();
  });

  it('is keyboard operable: type, arrow, Enter picks an option', async () => {
    const onChange = vi.fn();
    render(<SearchableSelect label="Cari unit" options={units} value={null} onChange={onChange} />);
    const input = await screen.findByRole('combobox', { name: 'Cari unit' });
    fireEvent.change(input, { target: { value: 'sains' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('sains');
  });

  it('marks an error on its input', async () => {
    render(<SearchableSelect label="Pembimbing" options={[]} value={null} onChange={() => {}} error="Pilih pembimbing" />);
    const input = await screen.findByRole('combobox', { name: 'Pembimbing' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Pilih pembimbing').id);
  });
});
