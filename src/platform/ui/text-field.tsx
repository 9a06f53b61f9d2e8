// A multi-line text field with a character counter when it has a maximum.
import type { Texts } from '../i18n/lang.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { InputField, type FieldProps } from './input-field.tsx';

const texts = {
  id: { count: 'Jumlah karakter: ' },
  en: { count: 'Characters: ' },
} satisfies Texts<{ count: string }>;

export interface TextFieldProps extends FieldProps {
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

export function TextField({ label, value, onChange, maxLength, rows = 4, hint, error, ...rest }: TextFieldProps) {
  const { placeholder, required, disabled, id, name } = rest;
  const t = useTexts(texts);
  const counter = maxLength !== undefined && (
    <>
      <span className="ui-visually-hidden">{t.count}</span>
      {value.length}/{maxLength}
    </>
  );
  return (
    <InputField label={label} id={id} hint={hint} error={error} required={required} aside={counter || undefined}>
      {(control) => (
        <textarea
          {...control}
          className="ui-control"
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </InputField>
  );
}
