import { useState } from 'react';
import { useTexts, type Texts } from '../../i18n/lang.ts';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { ExamFilters } from '../shared/ExamFilters.tsx';
import { param, plainOptions } from '../shared/filter-options.ts';
import { ResultStates } from '../shared/result-states.tsx';
import { usePortalData } from '../shared/use-portal-data.ts';
import { useSourcePath } from '../shared/use-source-path.ts';
import { RekapitulasiTable } from './RekapitulasiTable.tsx';
import { rekapitulasiAnswer } from './schema.ts';

const texts = {
  id: { title: 'Rekapitulasi Jumlah Kelulusan', fakultas: 'Fakultas', allFakultas: 'Semua fakultas' },
  en: { title: 'Pass Count Summary', fakultas: 'Faculty', allFakultas: 'All faculties' },
} satisfies Texts<Record<'title' | 'fakultas' | 'allFakultas', string>>;

export default function RekapitulasiKelulusan() {
  const t = useTexts(texts);
  const path = useSourcePath('asesmen/rekapitulasi-kelulusan');
  const [masa, setMasa] = useState('');
  const [fakultas, setFakultas] = useState<string | null>(null);
  const { state, retry } = usePortalData(path, rekapitulasiAnswer, { masa: param(masa), fakultas: param(fakultas) });
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
          choice={{ label: t.fakultas, placeholder: t.allFakultas, options: plainOptions(filters?.fakultas), value: fakultas, onChange: setFakultas }}
        />
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => data.data.length === 0}>
        {(data) => <RekapitulasiTable rows={data.data} />}
      </ResultStates>
    </AssessmentPage>
  );
}
