// The filter row the assessment pages share: the exam period, then one searchable choice
// (mata kuliah or fakultas). Pages may add their own filters after it.
import type { ReactNode } from 'react';
import { SearchableSelect } from '../../ui/searchable-select.tsx';
import { SelectField, type SelectOption } from '../../ui/select.tsx';
import { plainOptions } from './filter-options.ts';

export interface ExamFiltersProps {
  masaOptions: readonly string[] | undefined;
  masa: string;
  onMasa: (value: string) => void;
  choice: { label: string; placeholder: string; options: SelectOption[]; value: string | null; onChange: (value: string | null) => void };
  children?: ReactNode;
}

export function ExamFilters({ masaOptions, masa, onMasa, choice, children }: ExamFiltersProps) {
  return (
    <>
      <SelectField label="Masa ujian" value={masa} onChange={onMasa} options={plainOptions(masaOptions)} placeholder="Semua masa" />
      <SearchableSelect label={choice.label} value={choice.value} onChange={choice.onChange} options={choice.options} placeholder={choice.placeholder} clearable />
      {children}
    </>
  );
}
