import { useState } from 'react';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { SelectField } from '../../ui/select.tsx';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { param, plainOptions } from '../shared/filter-options.ts';
import { ResultStates } from '../shared/result-states.tsx';
import { usePortalData } from '../shared/use-portal-data.ts';
import { useSourcePath } from '../shared/use-source-path.ts';
import { RekapitulasiTable } from './RekapitulasiTable.tsx';
import { rekapitulasiAnswer } from './schema.ts';

export default function RekapitulasiKelulusan() {
  const path = useSourcePath('asesmen/rekapitulasi-kelulusan');
  const [masa, setMasa] = useState('');
  const [fakultas, setFakultas] = useState<string | null>(null);
  const { state, retry } = usePortalData(path, rekapitulasiAnswer, { masa: param(masa), fakultas: param(fakultas) });
  const filters = state.data?.filters;

  return (
    <AssessmentPage
      fallbackTitle="Rekapitulasi Jumlah Kelulusan"
      busy={state.status === 'loading'}
      filters={
        <>
          <SelectField label="Masa ujian" value={masa} onChange={setMasa} options={plainOptions(filters?.masa)} placeholder="Semua masa" />
          <SearchableSelect
            label="Fakultas"
            value={fakultas}
            onChange={setFakultas}
            options={plainOptions(filters?.fakultas)}
            placeholder="Semua fakultas"
            clearable
          />
        </>
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => data.data.length === 0}>
        {(data) => <RekapitulasiTable rows={data.data} />}
      </ResultStates>
    </AssessmentPage>
  );
}
