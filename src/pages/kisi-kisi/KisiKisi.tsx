import { useState } from 'react';
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

export default function KisiKisi() {
  const path = useSourcePath('asesmen/kisi-kisi');
  const [masa, setMasa] = useState('');
  const [mataKuliah, setMataKuliah] = useState<string | null>(null);
  const [sejak, setSejak] = useState('');
  const { state, retry } = usePortalData(path, kisiKisiAnswer, { masa: param(masa), mataKuliah: param(mataKuliah) });
  const filters = state.data?.filters;

  return (
    <AssessmentPage
      fallbackTitle="Kisi-Kisi"
      busy={state.status === 'loading'}
      filters={
        <ExamFilters
          masaOptions={filters?.masa}
          masa={masa}
          onMasa={setMasa}
          choice={{ label: 'Mata kuliah', placeholder: 'Semua mata kuliah', options: mataKuliahOptions(filters?.mataKuliah), value: mataKuliah, onChange: setMataKuliah }}
        >
          <DatePicker label="Diperbarui sejak" value={sejak} onChange={setSejak} />
        </ExamFilters>
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => since(data.data, sejak).length === 0}>
        {(data) => <KisiKisiTable rows={since(data.data, sejak)} />}
      </ResultStates>
    </AssessmentPage>
  );
}
