// The portal's button. While loading it is disabled, busy for assistive tech and shows
// "Mohon Tunggu..." (docs/requirements.md R-ERR-7) so a double click cannot send a request twice.
import type { ButtonHTMLAttributes } from 'react';
import type { Texts } from '../i18n/lang.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { Icon, type UiIconKey } from './icon.tsx';
import './button.css';

const texts = {
  id: { loading: 'Mohon Tunggu...' },
  en: { loading: 'Please Wait...' },
} satisfies Texts<{ loading: string }>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  loading?: boolean;
  loadingText?: string;
  icon?: UiIconKey;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  'aria-busy': busy,
  ...rest
}: ButtonProps) {
  const t = useTexts(texts);
  return (
    <button
      {...rest}
      type={type}
      className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || busy || undefined}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : icon && <Icon name={icon} size="1.125em" />}
      <span>{loading ? (loadingText ?? t.loading) : children}</span>
    </button>
  );
}
