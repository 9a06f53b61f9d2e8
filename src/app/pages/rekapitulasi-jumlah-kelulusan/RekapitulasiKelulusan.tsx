import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { ExamReport } from '../shared/ExamReport.tsx';
import { plainOptions } from '../shared/filter-options.ts';
import { RekapitulasiTable } from './RekapitulasiTable.tsx';
import { rekapitulasiAnswer } from './schema.ts';

const texts = {
  id: { title: 'Rekapitulasi Jumlah Kelulusan', fakultas: 'Fakultas', allFakultas: 'Semua fakultas' },
  en: { title: 'Pass Count Summary', fakultas: 'Faculty', allFakultas: 'All faculties' },
} satisfies Texts<Record<'title' | 'fakultas' | 'allFakultas', string>>;

export default function RekapitulasiKelulusan() {
  const t = useTexts(texts);
  return (
    <ExamReport
      fallbackTitle={t.title}
      source="asesmen/rekapitulasi-kelulusan"
      schema={rekapitulasiAnswer}
      choice={{ param: 'fakultas', label: t.fakultas, placeholder: t.allFakultas, options: (filters) => plainOptions(filters?.fakultas) }}
      table={(rows) => <RekapitulasiTable rows={rows} />}
    />
  );
}
