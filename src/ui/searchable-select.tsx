// A select with a search box, for long lists. react-select does this well, so it is used rather
// than rewritten, and loaded on first render of this field only (see searchable-select-impl.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import { InputField } from './input-field.tsx';
import type { SelectOption } from './select.tsx';

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

export function SearchableSelect({ label, hint, error, id, placeholder = 'Ketik untuk mencari…', ...rest }: SearchableSelectProps) {
  return (
    <InputField label={label} id={id} hint={hint} error={error} required={rest.required}>
      {(control) => (
        <Suspense fallback={<input id={control.id} className="ui-control" readOnly aria-busy="true" placeholder="Memuat pilihan…" />}>
          <SearchableSelectImpl
            {...rest}
            inputId={control.id}
            placeholder={placeholder}
            describedBy={control['aria-describedby']}
            invalid={Boolean(error)}
          />
        </Suspense>
      )}
    </InputField>
  );
}
