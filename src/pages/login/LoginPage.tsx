import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useModel } from '../../app/model-context.tsx';
import { usePortalPaths } from '../../app/portal-paths.ts';
import { signIn } from '../../auth/sign-in.ts';
import { patchAuth } from '../../session/session.ts';
import { authAtom } from '../../session/state.ts';
import { Button } from '../../ui/button.tsx';
import '../shared/page.css';
import './login.css';

export const loginLabels = {
  button: 'Masuk dengan Akun UT',
  explanation:
    'Masuk dengan akun SSO Universitas Terbuka (akun Microsoft). Jendela login akan terbuka; izinkan pop-up untuk situs ini bila diminta.',
};

/** The guard's `redirect` search value, parsed by the router: only a string counts. */
const redirectFrom = (search: Record<string, unknown>) => (typeof search.redirect === 'string' ? search.redirect : undefined);

export default function LoginPage() {
  const model = useModel();
  const { home } = usePortalPaths();
  const store = useStore();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const { isLoadingLogin, errorMessage } = useAtomValue(authAtom);

  // An error from an earlier visit (it is persisted with the session) is not news on a new visit.
  useEffect(() => patchAuth(store, { errorMessage: null }), [store]);

  const start = () =>
    // signIn never rejects: failures end as a toast and errorMessage.
    void signIn(store, { navigate: (href) => void navigate({ href }), home, redirectTo: redirectFrom(search) });

  return (
    <main className="page login-page">
      <div className="login-page__panel">
        <h1>Login {model.portal.title}</h1>
        <p className="page-lead">{loginLabels.explanation}</p>
        <Button className="login-page__button" loading={isLoadingLogin} onClick={start}>
          {loginLabels.button}
        </Button>
        <p className="login-page__error" role="status" aria-live="polite">
          {errorMessage ?? ''}
        </p>
        <nav aria-label="Bantuan login">
          <ul className="login-page__links">
            <li>
              <Link to="/reset-password">Lupa kata sandi?</Link>
            </li>
            <li>
              <Link to="/about">Tentang portal</Link>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  );
}
