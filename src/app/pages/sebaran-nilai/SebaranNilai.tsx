import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { ExamReport } from '../shared/ExamReport.tsx';
import { mataKuliahOptions } from '../shared/filter-options.ts';
import { sebaranNilaiAnswer } from './schema.ts';
import './sebaran-nilai.css';
import { SebaranTable } from './SebaranTable.tsx';

const texts = {
  id: { title: 'Sebaran Nilai', mataKuliah: 'Mata kuliah', allMataKuliah: 'Semua mata kuliah' },
  en: { title: 'Grade Distribution', mataKuliah: 'Course', allMataKuliah: 'All courses' },
} satisfies Texts<Record<'title' | 'mataKuliah' | 'allMataKuliah', string>>;

export default function SebaranNilai() {
  const t = useTexts(texts);
  return (
    <ExamReport
      fallbackTitle={t.title}
      source="asesmen/sebaran-nilai"
      schema={sebaranNilaiAnswer}
      choice={{
        param: 'mataKuliah',
        label: t.mataKuliah,
        placeholder: t.allMataKuliah,
        options: (filters) => mataKuliahOptions(filters?.mataKuliah),
      }}
      table={(rows) => <SebaranTable rows={rows} />}
    />
  );
}
