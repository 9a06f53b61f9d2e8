// A date picker on the native <input type="date">: the browser's calendar is keyboard operable,
// localised and accessible, so no date library ships to the client. Values are ISO (YYYY-MM-DD).
import type { ReactNode } from 'react';
import { dateFormatHint, dateRangeError, formatDateLong } from './date-format.ts';
import { InputField } from './input-field.tsx';

export interface DatePickerProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
}

export function DatePicker({ label, value, onChange, min, max, hint, error, required, disabled, id, name }: DatePickerProps) {
  const chosen = formatDateLong(value);
  return (
    <InputField
      label={label}
      id={id}
      hint={hint ?? (chosen ? `Dipilih: ${chosen}` : dateFormatHint(navigator.language))}
      error={error ?? dateRangeError(value, min, max)}
      required={required}
    >
      {(control) => (
        <input
          {...control}
          className="ui-control"
          type="date"
          name={name}
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </InputField>
  );
}
