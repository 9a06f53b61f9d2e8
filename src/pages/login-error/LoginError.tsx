import { Link, useLocation } from '@tanstack/react-router';
import { useModel } from '../../app/model-context.tsx';
import { Icon } from '../../ui/icon.tsx';
import { pathOf } from '../shared/node-path.ts';
import '../shared/page.css';
import './login-error.css';

export const defaultLoginErrorMessage = 'Terjadi kesalahan saat login.';

/**
 * The message comes from the raw query string (`?message=…`), not the router's parsed search,
 * which would turn "123" or "{…}" into a number or an object. It is rendered as text only.
 */
function messageFrom(searchStr: string): string {
  const message = new URLSearchParams(searchStr).get('message')?.trim();
  return message ? message : defaultLoginErrorMessage;
}

export default function LoginError() {
  const model = useModel();
  const searchStr = useLocation({ select: (location) => location.searchStr });

  return (
    <main className="page login-error">
      <div className="login-error__panel" role="alert">
        <Icon name="info" size={32} />
        <h1>Login gagal</h1>
        <p className="login-error__message">{messageFrom(searchStr)}</p>
      </div>
      <p>
        <Link to={pathOf(model, model.portal.login)} className="login-error__back">
          Kembali ke halaman login
        </Link>
      </p>
    </main>
  );
}
