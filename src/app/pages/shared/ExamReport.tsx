// The three assessment pages as one component: the API path (overridable by the node's `source`),
// the exam period plus one searchable choice sent as query parameters, and a table of the rows.
// Each page gives its schema, its choice and its table.
import { useState, type ReactNode } from 'react';
import type { AnswerSchema } from '../../../platform/session/portal-api.ts';
import type { SelectOption } from '../../../platform/ui/select.tsx';
import { AssessmentPage } from './AssessmentPage.tsx';
import { ExamFilters } from './ExamFilters.tsx';
import { param } from './filter-options.ts';
import { ResultStates } from './result-states.tsx';
import { usePortalData } from './use-portal-data.ts';
import { useSourcePath } from './use-source-path.ts';

interface ExamAnswer {
  data: unknown[];
  filters: { masa: string[] };
}

export interface ExamReportProps<A extends ExamAnswer> {
  /** Used when the page is rendered outside a manifest route. */
  fallbackTitle: string;
  /** The portal API path when the node names no `source`. */
  source: string;
  schema: AnswerSchema<A>;
  /** The searchable filter after the exam period, sent as the query parameter `param`. */
  choice: { param: string; label: string; placeholder: string; options: (filters: A['filters'] | undefined) => SelectOption[] };
  /** Filters of the page's own, after the shared ones. */
  extraFilters?: ReactNode;
  /** Narrows the rows the API sent (for a filter the API does not have). */
  select?: (rows: A['data']) => A['data'];
  table: (rows: A['data']) => ReactNode;
}

export function ExamReport<A extends ExamAnswer>({
  fallbackTitle,
  source,
  schema,
  choice,
  extraFilters,
  select,
  table,
}: ExamReportProps<A>) {
  const path = useSourcePath(source);
  const [masa, setMasa] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const { state, retry } = usePortalData(path, schema, { masa: param(masa), [choice.param]: param(chosen) });
  const rowsOf = (answer: A) => (select ? select(answer.data) : answer.data);

  return (
    <AssessmentPage
      fallbackTitle={fallbackTitle}
      busy={state.status === 'loading'}
      filters={
        <ExamFilters
          masaOptions={state.data?.filters.masa}
          masa={masa}
          onMasa={setMasa}
          choice={{
            label: choice.label,
            placeholder: choice.placeholder,
            options: choice.options(state.data?.filters),
            value: chosen,
            onChange: setChosen,
          }}
        >
          {extraFilters}
        </ExamFilters>
      }
    >
      <ResultStates state={state} retry={retry} isEmpty={(answer) => rowsOf(answer).length === 0}>
        {(answer) => table(rowsOf(answer))}
      </ResultStates>
    </AssessmentPage>
  );
}
