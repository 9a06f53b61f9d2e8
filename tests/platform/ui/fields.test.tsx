// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Card, CardContent } from '../../../src/platform/ui/card.tsx';
import { dateFormatHint, dateRangeError, formatDateLong } from '../../../src/platform/ui/date-format.ts';
import { DatePicker } from '../../../src/platform/ui/date-picker.tsx';
import { TextField } from '../../../src/platform/ui/text-field.tsx';
import '../../support/ui/dom.ts';

describe('date format', () => {
  it('words dates in Indonesian and gives the browser locale order as a hint', () => {
    expect(formatDateLong('2025-08-17')).toBe('Minggu, 17 Agustus 2025');
    expect(formatDateLong('')).toBeUndefined();
    expect(dateFormatHint('id-ID')).toBe('Format: hh/bb/tttt');
    expect(dateFormatHint('en-US')).toBe('Format: bb/hh/tttt');
  });

  it('reports a date outside its range', () => {
    expect(dateRangeError('2026-02-01', '2025-09-01', '2025-12-31')).toBe('Tanggal harus antara 1 September 2025 dan 31 Desember 2025');
    expect(dateRangeError('2025-08-01', '2025-09-01')).toBe('Tanggal paling awal 1 September 2025');
    expect(dateRangeError('2025-10-01', '2025-09-01', '2025-12-31')).toBeUndefined();
  });
});

describe('DatePicker', () => {
  it('is a labelled native date input with min/max that reports ISO values', () => {
    const onChange = vi.fn();
    render(<DatePicker label="Tanggal ujian" value="2025-08-17" onChange={onChange} min="2025-01-01" max="2025-12-31" />);
    const input = screen.getByLabelText('Tanggal ujian') as HTMLInputElement;
    expect([input.type, input.min, input.max]).toEqual(['date', '2025-01-01', '2025-12-31']);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Dipilih: Minggu, 17 Agustus 2025').id);
    fireEvent.change(input, { target: { value: '2025-09-01' } });
    expect(onChange).toHaveBeenCalledWith('2025-09-01');
  });
});

describe('TextField', () => {
  it('counts characters against its maximum and describes the field with the count', () => {
    render(<TextField label="Catatan" value="Halo" onChange={() => {}} maxLength={200} />);
    const textarea = screen.getByRole('textbox', { name: 'Catatan' }) as HTMLTextAreaElement;
    expect(textarea.maxLength).toBe(200);
    expect(textarea.getAttribute('aria-describedby')).toBe(screen.getByText('4/200', { exact: false }).id);
  });
});

describe('Card', () => {
  it('is a section with a heading at the chosen level', () => {
    render(
      <Card title="Jadwal" headingLevel={2}>
        <CardContent>Isi</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeTruthy();
  });
});
