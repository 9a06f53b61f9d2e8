import { useState } from 'react';
import { useTexts, type Texts } from '../../i18n/lang.ts';
import { AssessmentPage } from '../shared/AssessmentPage.tsx';
import { ExamFilters } from '../shared/ExamFilters.tsx';
import { mataKuliahOptions, param } from '../shared/filter-options.ts';
import { ResultStates } from '../shared/result-states.tsx';
import { usePortalData } from '../shared/use-portal-data.ts';
import { useSourcePath } from '../shared/use-source-path.ts';
import { sebaranNilaiAnswer } from './schema.ts';
import './sebaran-nilai.css';
import { SebaranTable } from './SebaranTable.tsx';

const texts = {
  id: { title: 'Sebaran Nilai', mataKuliah: 'Mata kuliah', allMataKuliah: 'Semua mata kuliah' },
  en: { title: 'Grade Distribution', mataKuliah: 'Course', allMataKuliah: 'All courses' },
} satisfies Texts<Record<'title' | 'mataKuliah' | 'allMataKuliah', string>>;

export default function SebaranNilai() {
  const t = useTexts(texts);
  const path = useSourcePath('asesmen/sebaran-nilai');
  const [masa, setMasa] = useState('');
  const [mataKuliah, setMataKuliah] = useState<string | null>(null);
  const { state, retry } = usePortalData(path, sebaranNilaiAnswer, { masa: param(masa), mataKuliah: param(mataKuliah) });
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
        />
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(data) => data.data.length === 0}>
        {(data) => <SebaranTable rows={data.data} />}
      </ResultStates>
    </AssessmentPage>
  );
}
