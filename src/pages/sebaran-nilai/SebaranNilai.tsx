import { useState } from 'react';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { SelectField } from '../../ui/select.tsx';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { mataKuliahOptions, param, plainOptions } from '../shared/filter-options.ts';
import { ResultStates } from '../shared/result-states.tsx';
import { usePortalData } from '../shared/use-portal-data.ts';
import { useSourcePath } from '../shared/use-source-path.ts';
import { sebaranNilaiAnswer } from './schema.ts';
import './sebaran-nilai.css';
import { SebaranTable } from './SebaranTable.tsx';

export default function SebaranNilai() {
  const path = useSourcePath('asesmen/sebaran-nilai');
  const [masa, setMasa] = useState('');
  const [mataKuliah, setMataKuliah] = useState<string | null>(null);
  const { state, retry } = usePortalData(path, sebaranNilaiAnswer, { masa: param(masa), mataKuliah: param(mataKuliah) });
  const filters = state.data?.filters;

  return (
    <AssessmentPage
      fallbackTitle="Sebaran Nilai"
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
        </>
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => data.data.length === 0}>
        {(data) => <SebaranTable rows={data.data} />}
      </ResultStates>
    </AssessmentPage>
  );
}
