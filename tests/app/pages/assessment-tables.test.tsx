// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filters, rekapitulasiKelulusan, sebaranNilai } from '../../../scripts/dev/services/assessment-data.ts';
import { RekapitulasiTable } from '../../../src/app/pages/rekapitulasi-jumlah-kelulusan/RekapitulasiTable.tsx';
import { rekapitulasiAnswer, type RekapitulasiRow } from '../../../src/app/pages/rekapitulasi-jumlah-kelulusan/schema.ts';
import { sebaranNilaiAnswer, type SebaranNilaiRow } from '../../../src/app/pages/sebaran-nilai/schema.ts';
import { SebaranTable } from '../../../src/app/pages/sebaran-nilai/SebaranTable.tsx';

afterEach(cleanup);

describe('assessment schemas', () => {
  it('accept the dev portal API answers', () => {
    expect(sebaranNilaiAnswer.safeParse({ data: sebaranNilai, filters: filters.sebaranNilai }).success).toBe(true);
    expect(rekapitulasiAnswer.safeParse({ data: rekapitulasiKelulusan, filters: filters.rekapitulasiKelulusan }).success).toBe(true);
  });

  it('refuse a row with a missing or negative count', () => {
    const row = { ...sebaranNilai[0]! } as Partial<SebaranNilaiRow>;
    delete row.C;
    expect(sebaranNilaiAnswer.safeParse({ data: [row], filters: filters.sebaranNilai }).success).toBe(false);
    const negative = { ...rekapitulasiKelulusan[0]!, lulus: -1 };
    expect(rekapitulasiAnswer.safeParse({ data: [negative], filters: filters.rekapitulasiKelulusan }).success).toBe(false);
  });
});

describe('sebaran-nilai table', () => {
  it('shows the counts as text and the distribution as a named bar with proportional widths', () => {
    const row: SebaranNilaiRow = {
      kodeMataKuliah: 'EKMA4116',
      namaMataKuliah: 'Manajemen',
      masa: '2025.1',
      A: 50,
      B: 25,
      C: 25,
      D: 0,
      E: 0,
      jumlah: 100,
    };
    render(<SebaranTable rows={[row]} />);

    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['EKMA4116', '2025.1', '50', '25', '25', '0', '0', '100', '']);
    const bar = screen.getByRole('img');
    expect(bar.getAttribute('aria-label')).toBe('Sebaran nilai: A 50,0%, B 25,0%, C 25,0%, D 0,0%, E 0,0%');
    expect([...bar.children].map((part) => (part as HTMLElement).style.width)).toEqual(['50%', '25%', '25%', '0%', '0%']);
  });
});

describe('rekapitulasi table', () => {
  it('totals participants and graduates and recomputes the overall rate from the sums', () => {
    const rows: RekapitulasiRow[] = [
      { fakultas: 'FEB', programStudi: 'Manajemen', masa: '2025.1', peserta: 1000, lulus: 900, persentase: 90 },
      { fakultas: 'FEB', programStudi: 'Akuntansi', masa: '2025.1', peserta: 3000, lulus: 1500, persentase: 50 },
    ];
    const { container } = render(<RekapitulasiTable rows={rows} />);
    const total = (name: string) => container.querySelector(`[data-total="${name}"]`)!.textContent;
    expect(total('peserta')).toBe('4.000');
    expect(total('lulus')).toBe('2.400');
    // 2400 / 4000 = 60%, not the mean of the two rates (70%).
    expect(total('persentase')).toBe('60,0%');
  });
});
