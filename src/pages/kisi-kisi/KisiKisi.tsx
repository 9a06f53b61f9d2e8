import { useState } from 'react';
import { useTexts, type Texts } from '../../i18n/lang.ts';
import { DatePicker } from '../../ui/date-picker.tsx';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { ExamFilters } from '../shared/ExamFilters.tsx';
import { mataKuliahOptions, param } from '../shared/filter-options.ts';
import { ResultStates } from '../shared/result-states.tsx';
import { usePortalData } from '../shared/use-portal-data.ts';
import { useSourcePath } from '../shared/use-source-path.ts';
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
  const path = useSourcePath('asesmen/kisi-kisi');
  const [masa, setMasa] = useState('');
  const [mataKuliah, setMataKuliah] = useState<string | null>(null);
  const [sejak, setSejak] = useState('');
  const { state, retry } = usePortalData(path, kisiKisiAnswer, { masa: param(masa), mataKuliah: param(mataKuliah) });
  const filters = state.data?.filters;

  return (
    <AssessmentPage
      fallbackTitle={t.title}
      busy={state.status === 'loading'}
      filters={
        <ExamFilters
          masaOptions={filters?.masa}
          masa={masa}
          onMasa={setMasa}
          choice={{ label: t.mataKuliah, placeholder: t.allMataKuliah, options: mataKuliahOptions(filters?.mataKuliah), value: mataKuliah, onChange: setMataKuliah }}
        >
          <DatePicker label={t.since} value={sejak} onChange={setSejak} />
        </ExamFilters>
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => since(data.data, sejak).length === 0}>
        {(data) => <KisiKisiTable rows={since(data.data, sejak)} />}
      </ResultStates>
    </AssessmentPage>
  );
}
