import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { usePortalPaths, type PortalPaths } from '../../app/portal-paths.ts';
import { logout } from '../../auth/logout.ts';
import '../shared/page.css';

export const logoutLabels = { leaving: 'Sedang keluar…', done: 'Anda telah keluar' };

/** /logout[?mobile=1] signs out once; its child page (/logout/success) is where the mobile app closes its webview. */
export default function LogoutPage() {
  const { pathname, searchStr } = useLocation({ select: (l) => ({ pathname: l.pathname, searchStr: l.searchStr }) });
  const paths = usePortalPaths();
  const done = pathname.replace(/\/+$/, '') === paths.signedOut;
  return done ? <SignedOut login={paths.login} /> : <SigningOut paths={paths} mobile={new URLSearchParams(searchStr).get('mobile') === '1'} />;
}

function SigningOut({ mobile, paths }: { mobile: boolean; paths: PortalPaths }) {
  const store = useStore();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; sign out only once
    started.current = true;
    void logout(store, { mobile, paths, navigate: (href) => void navigate({ href, replace: true }) });
  }, [store, mobile, paths, navigate]);

  return (
    <main className="page" aria-busy="true">
      <p role="status">{logoutLabels.leaving}</p>
    </main>
  );
}

function SignedOut({ login }: { login: string }) {
  return (
    <main className="page">
      <h1>{logoutLabels.done}</h1>
      <p className="page-lead">Sesi Portal Dosen Anda sudah diakhiri.</p>
      <p>
        <Link to={login}>Masuk kembali</Link>
      </p>
    </main>
  );
}
