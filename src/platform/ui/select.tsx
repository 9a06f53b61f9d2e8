// A select field on the native <select>: keyboard, screen readers and mobile pickers for free.
import type { Texts } from '../i18n/lang.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { InputField, type FieldProps } from './input-field.tsx';

/** Shown when there is nothing to choose, in English for both languages (docs/requirements.md R-ERR-6). */
const noOptionsMessage = 'Sorry, no matching options';

export const selectTexts = {
  id: {
    noOptions: noOptionsMessage,
    choose: 'Pilih…',
    typeToSearch: 'Ketik untuk mencari…',
    loadingOptions: 'Memuat pilihan…',
    loading: 'Memuat…',
  },
  en: {
    noOptions: noOptionsMessage,
    choose: 'Choose…',
    typeToSearch: 'Type to search…',
    loadingOptions: 'Loading options…',
    loading: 'Loading…',
  },
} satisfies Texts<Record<'noOptions' | 'choose' | 'typeToSearch' | 'loadingOptions' | 'loading', string>>;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  placeholder?: string;
}

export function SelectField({ label, value, onChange, options, placeholder, hint, error, required, disabled, id, name }: SelectFieldProps) {
  const t = useTexts(selectTexts);
  const empty = options.length === 0;
  return (
    <InputField label={label} id={id} hint={hint} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          className="ui-control"
          name={name}
          value={empty ? '' : value}
          disabled={disabled || empty}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {empty ? (
            <option value="">{t.noOptions}</option>
          ) : (
            <>
              <option value="" disabled={required}>
                {placeholder ?? t.choose}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </select>
      )}
    </InputField>
  );
}
