// react-select set up for the portal: its colours come from the theme's custom properties, its
// empty-search text is the required one (docs/requirements.md R-ERR-6), and the field's hint/error
// reach its input. Its texts come from the wrapper (searchable-select.tsx) in the interface
// language. Loaded lazily by searchable-select.tsx, so react-select (and emotion) ship only to
// pages that use it.
import { createContext, useContext } from 'react';
import Select, { components, type InputProps, type Theme } from 'react-select';
import type { SelectOption } from './select.tsx';

export interface SearchableSelectImplProps {
  inputId: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
  /** Shown when the search matches nothing. */
  noOptions: string;
  /** Shown while options load. */
  loading: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
}

const DescribedBy = createContext<string | undefined>(undefined);

// react-select describes its input by its own placeholder/live region; add the field's ids.
function DescribedInput(props: InputProps<SelectOption, false>) {
  const ours = useContext(DescribedBy);
  const describedBy = [props['aria-describedby'], ours].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}

const theme = (base: Theme): Theme => ({
  ...base,
  borderRadius: 6,
  colors: {
    ...base.colors,
    primary: 'var(--ui-primary)',
    primary75: 'var(--ui-primary)',
    primary50: 'var(--ui-primary-soft)',
    primary25: 'var(--ui-primary-soft)',
    danger: 'var(--ui-danger)',
    dangerLight: 'var(--ui-danger-soft)',
    neutral0: 'var(--ui-surface)',
    neutral5: 'var(--ui-surface-2)',
    neutral10: 'var(--ui-surface-2)',
    neutral20: 'var(--ui-border-strong)',
    neutral30: 'var(--ui-text-muted)',
    neutral40: 'var(--ui-text-muted)',
    neutral50: 'var(--ui-text-muted)',
    neutral60: 'var(--ui-text-muted)',
    neutral70: 'var(--ui-text)',
    neutral80: 'var(--ui-text)',
    neutral90: 'var(--ui-text)',
  },
});

export default function SearchableSelectImpl({
  inputId,
  options,
  value,
  onChange,
  placeholder,
  noOptions,
  loading,
  describedBy,
  ...flags
}: SearchableSelectImplProps) {
  return (
    <DescribedBy.Provider value={describedBy}>
      <Select<SelectOption, false>
        inputId={inputId}
        classNamePrefix="ui-select"
        options={options}
        value={options.find((option) => option.value === value) ?? null}
        onChange={(option) => onChange(option?.value ?? null)}
        isOptionDisabled={(option) => Boolean(option.disabled)}
        placeholder={placeholder}
        noOptionsMessage={() => noOptions}
        loadingMessage={() => loading}
        aria-invalid={flags.invalid}
        required={flags.required}
        isDisabled={flags.disabled}
        isClearable={flags.clearable}
        components={{ Input: DescribedInput }}
        theme={theme}
        styles={{
          control: (base) => ({ ...base, minHeight: 44 }),
          menu: (base) => ({ ...base, zIndex: 20, boxShadow: 'var(--ui-shadow-2)' }),
        }}
      />
    </DescribedBy.Provider>
  );
}
