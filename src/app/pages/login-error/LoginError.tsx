import { Link, useLocation } from '@tanstack/react-router';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { Icon } from '../../../platform/ui/icon.tsx';
import '../shared/page.css';
import './login-error.css';

const texts = {
  id: { title: 'Login gagal', defaultMessage: 'Terjadi kesalahan saat login.', back: 'Kembali ke halaman login' },
  en: { title: 'Sign-in failed', defaultMessage: 'Something went wrong while signing in.', back: 'Back to the sign-in page' },
} satisfies Texts<{ title: string; defaultMessage: string; back: string }>;

export const defaultLoginErrorMessage = texts.id.defaultMessage;

/**
 * The message comes from the raw query string (`?message=…`), not the router's parsed search,
 * which would turn "123" or "{…}" into a number or an object. It is rendered as text only.
 * It is shown in the words it was sent in; only the fallback follows the interface language.
 */
function messageFrom(searchStr: string, fallback: string): string {
  const message = new URLSearchParams(searchStr).get('message')?.trim();
  return message ? message : fallback;
}

export default function LoginError() {
  const model = useModel();
  const t = useTexts(texts);
  const searchStr = useLocation({ select: (location) => location.searchStr });

  return (
    <main className="page login-error">
      <div className="login-error__panel" role="alert">
        <Icon name="info" size={32} />
        <h1>{t.title}</h1>
        <p className="login-error__message">{messageFrom(searchStr, t.defaultMessage)}</p>
      </div>
      <p>
        <Link to={model.portal.paths.login} className="login-error__back">
          {t.back}
        </Link>
      </p>
    </main>
  );
}
