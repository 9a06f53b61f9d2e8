import { useState } from 'react';
import { DatePicker } from '../../ui/date-picker.tsx';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { SelectField } from '../../ui/select.tsx';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { mataKuliahOptions, param, plainOptions } from '../shared/filter-options.ts';
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
        <>
          <SelectField label="Masa ujian" value={masa} onChange={setMasa} options={plainOptions(filters?.masa)} placeholder="Semua masa" />
          <SearchableSelect
            label="Mata kuliah"
            value={mataKuliah}
            onChange={setMataKuliah}
            options={mataKuliahOptions(filters?.mataKuliah)}
            placeholder="Semua mata kuliah"
            clearable
          />
          <DatePicker label="Diperbarui sejak" value={sejak} onChange={setSejak} />
        </>
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => since(data.data, sejak).length === 0}>
        {(data) => <KisiKisiTable rows={since(data.data, sejak)} />}
      </ResultStates>
    </AssessmentPage>
  );
}
