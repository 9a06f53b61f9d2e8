// A date picker on the native <input type="date">: the browser's calendar is keyboard operable,
// localised and accessible, so no date library ships to the client. Values are ISO (YYYY-MM-DD).

import type { Texts } from '../i18n/lang.ts';
import { dateFormatHint, dateRangeError, formatDateLong } from './date-format.ts';
import { InputField, type FieldProps } from './input-field.tsx';
import { useLang } from '../i18n/use-texts.ts';

const texts = {
  id: { chosen: (date: string) => `Dipilih: ${date}` },
  en: { chosen: (date: string) => `Selected: ${date}` },
} satisfies Texts<{ chosen: (date: string) => string }>;

export interface DatePickerProps extends FieldProps {
  min?: string;
  max?: string;
}

export function DatePicker({ label, value, onChange, min, max, hint, error, required, disabled, id, name }: DatePickerProps) {
  const lang = useLang();
  const chosen = formatDateLong(value, lang);
  return (
    <InputField
      label={label}
      id={id}
      hint={hint ?? (chosen ? texts[lang].chosen(chosen) : dateFormatHint(navigator.language, lang))}
      error={error ?? dateRangeError(value, min, max, lang)}
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
