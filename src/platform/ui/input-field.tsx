// Label + control + hint + error, wired for screen readers: the control is described by the hint
// and, when there is one, the error; the error line is a polite live region so it is announced
// when it appears. Every form control of the kit renders through this wrapper.
import { useId, type ReactNode } from 'react';
import { Icon } from './icon.tsx';
import './input-field.css';

interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What every field of the kit takes besides its own options: the wrapper's parts and the control's basics. */
export interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
}

export interface InputFieldProps {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Shown at the end of the hint line, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function InputField({ label, id, hint, error, required, aside, className, children }: InputFieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const asideId = `${controlId}-aside`;
  const describedBy = [hint && hintId, aside && asideId, error && errorId].filter(Boolean).join(' ');
  const control: ControlProps = {
    id: controlId,
    ...(required && { required: true }),
    ...(error && { 'aria-invalid': true }),
    ...(describedBy && { 'aria-describedby': describedBy }),
  };

  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')} data-invalid={error ? '' : undefined}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children(control)}
      {(hint || aside) && (
        <div className="ui-field__meta">
          {hint && (
            <p className="ui-field__hint" id={hintId}>
              {hint}
            </p>
          )}
          {aside && (
            <span className="ui-field__aside" id={asideId}>
              {aside}
            </span>
          )}
        </div>
      )}
      <p className="ui-field__error" id={errorId} aria-live="polite">
        {error && (
          <>
            <Icon name="circle-alert" size="1em" />
            {error}
          </>
        )}
      </p>
    </div>
  );
}
