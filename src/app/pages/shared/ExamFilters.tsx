// The filter row the assessment pages share: the exam period, then one searchable choice
// (mata kuliah or fakultas). Pages may add their own filters after it.
import type { ReactNode } from 'react';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { SearchableSelect } from '../../../platform/ui/searchable-select.tsx';
import { SelectField, type SelectOption } from '../../../platform/ui/select.tsx';
import { plainOptions } from './filter-options.ts';

const texts = {
  id: { masa: 'Masa ujian', allMasa: 'Semua masa' },
  en: { masa: 'Exam period', allMasa: 'All periods' },
} satisfies Texts<{ masa: string; allMasa: string }>;

export interface ExamFiltersProps {
  masaOptions: readonly string[] | undefined;
  masa: string;
  onMasa: (value: string) => void;
  choice: { label: string; placeholder: string; options: SelectOption[]; value: string | null; onChange: (value: string | null) => void };
  children?: ReactNode;
}

export function ExamFilters({ masaOptions, masa, onMasa, choice, children }: ExamFiltersProps) {
  const t = useTexts(texts);
  return (
    <>
      <SelectField label={t.masa} value={masa} onChange={onMasa} options={plainOptions(masaOptions)} placeholder={t.allMasa} />
      <SearchableSelect
        label={choice.label}
        value={choice.value}
        onChange={choice.onChange}
        options={choice.options}
        placeholder={choice.placeholder}
        clearable
      />
      {children}
    </>
  );
}
