import { useState } from 'react';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { ExamFilters } from '../shared/ExamFilters.tsx';
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
        <ExamFilters
          masaOptions={filters?.masa}
          masa={masa}
          onMasa={setMasa}
          choice={{ label: 'Fakultas', placeholder: 'Semua fakultas', options: plainOptions(filters?.fakultas), value: fakultas, onChange: setFakultas }}
        />
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => data.data.length === 0}>
        {(data) => <RekapitulasiTable rows={data.data} />}
      </ResultStates>
    </AssessmentPage>
  );
}
