// A select with a search box, for long lists. react-select does this well, so it is used rather
// than rewritten, and loaded on first render of this field only (see searchable-select-impl.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { InputField } from './input-field.tsx';
import { selectTexts, type SelectOption } from './select.tsx';

const SearchableSelectImpl = lazy(() => import('./searchable-select-impl.tsx'));

export interface SearchableSelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  id?: string;
}

export function SearchableSelect({ label, hint, error, id, placeholder, ...rest }: SearchableSelectProps) {
  const t = useTexts(selectTexts);
  return (
    <InputField label={label} id={id} hint={hint} error={error} required={rest.required}>
      {(control) => (
        <Suspense fallback={<input id={control.id} className="ui-control" readOnly aria-busy="true" placeholder={t.loadingOptions} />}>
          <SearchableSelectImpl
            {...rest}
            inputId={control.id}
            placeholder={placeholder ?? t.typeToSearch}
            noOptions={t.noOptions}
            loading={t.loading}
            describedBy={control['aria-describedby']}
            invalid={Boolean(error)}
          />
        </Suspense>
      )}
    </InputField>
  );
}
