import { useState } from 'react';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { DatePicker } from '../../../platform/ui/date-picker.tsx';
import { ExamReport } from '../shared/ExamReport.tsx';
import { mataKuliahOptions } from '../shared/filter-options.ts';
import { KisiKisiTable } from './KisiKisiTable.tsx';
import { kisiKisiAnswer, type KisiKisiRow } from './schema.ts';

// The API does not filter by date, so "Diperbarui sejak" narrows the rows it sent.
// ISO dates compare correctly as strings.
const since = (rows: readonly KisiKisiRow[], date: string) => (date ? rows.filter((row) => row.diperbarui >= date) : [...rows]);

const texts = {
  id: { title: 'Kisi-Kisi', mataKuliah: 'Mata kuliah', allMataKuliah: 'Semua mata kuliah', since: 'Diperbarui sejak' },
  en: { title: 'Test Blueprint', mataKuliah: 'Course', allMataKuliah: 'All courses', since: 'Updated since' },
} satisfies Texts<Record<'title' | 'mataKuliah' | 'allMataKuliah' | 'since', string>>;

export default function KisiKisi() {
  const t = useTexts(texts);
  const [sejak, setSejak] = useState('');
  return (
    <ExamReport
      fallbackTitle={t.title}
      source="asesmen/kisi-kisi"
      schema={kisiKisiAnswer}
      choice={{
        param: 'mataKuliah',
        label: t.mataKuliah,
        placeholder: t.allMataKuliah,
        options: (filters) => mataKuliahOptions(filters?.mataKuliah),
      }}
      extraFilters={<DatePicker label={t.since} value={sejak} onChange={setSejak} />}
      select={(rows) => since(rows, sejak)}
      table={(rows) => <KisiKisiTable rows={rows} />}
    />
  );
}
