// The generic input (docs/requirements.md R-INPUT). Typing and pasting go through the same pure
// rules; the input's text and caret are set in the event itself so React never resets the caret to
// the end.
import { useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { InputField } from './input-field.tsx';
import { applyInputRules, caretAfterRules, inputTexts, type InputRules, type InputType } from './input-rules.ts';
import { notify } from './notify.ts';

export interface InputProps extends InputRules {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** An error from outside (e.g. the server); shown at once, before the field's own rules. */
  error?: string;
  /** Shows the rules' error before the field is left, e.g. after a submit attempt. */
  showErrors?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  onBlur?: () => void;
  variant?: 'default' | 'primary';
}

// type="email"/"number" do not support selection ranges, so those fields stay text inputs and
// ask for the right on-screen keyboard with inputMode.
const nativeType: Record<InputType, { type: string; inputMode?: 'email' | 'numeric' | 'tel' }> = {
  text: { type: 'text' },
  email: { type: 'text', inputMode: 'email' },
  password: { type: 'password' },
  number: { type: 'text', inputMode: 'numeric' },
  phone: { type: 'tel', inputMode: 'tel' },
  alphanumeric: { type: 'text' },
};

export function Input({ label, value, onChange, hint, error, showErrors, id, variant = 'default', onBlur, ...rest }: InputProps) {
  const { name, placeholder, autoComplete, disabled, ...rules } = rest;
  const [touched, setTouched] = useState(false);
  const messages = useTexts(inputTexts);
  const shownError = error ?? (touched || showErrors ? applyInputRules(value, rules, messages).error : undefined);
  const { type, inputMode } = nativeType[rules.type ?? 'text'];

  const commit = (input: HTMLInputElement, raw: string, caret: number) => {
    const result = applyInputRules(raw, rules, messages);
    for (const message of result.toasts) notify.info(message);
    const position = Math.min(caretAfterRules(raw, caret, rules), result.value.length);
    input.value = result.value;
    input.setSelectionRange(position, position);
    if (result.value !== value) onChange(result.value);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    commit(input, input.value, input.selectionStart ?? input.value.length);
  };

  // Handled here rather than left to the browser so a paste is filtered as one edit, exactly
  // like typing, whatever the clipboard holds.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain').replace(/\r?\n/g, ' ');
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const raw = input.value.slice(0, start) + pasted + input.value.slice(end);
    commit(input, raw, start + pasted.length);
  };

  return (
    <InputField label={label} id={id} hint={hint} error={shownError} required={rules.required}>
      {(control) => (
        <input
          {...control}
          className={variant === 'primary' ? 'ui-control ui-control--primary' : 'ui-control'}
          type={type}
          inputMode={inputMode}
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete ?? (rules.type === 'email' ? 'email' : undefined)}
          autoCapitalize={rules.type === 'email' || rules.type === 'password' ? 'none' : undefined}
          spellCheck={rules.type === 'email' || rules.type === 'password' ? false : undefined}
          disabled={disabled}
          onChange={handleChange}
          onPaste={handlePaste}
          onBlur={() => {
            setTouched(true);
            onBlur?.();
          }}
        />
      )}
    </InputField>
  );
}
