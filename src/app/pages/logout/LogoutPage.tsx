import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import { logout } from '../../../platform/auth/logout.ts';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { usePortalName } from '../../../platform/i18n/portal-name.ts';
import type { PortalPaths } from '../../../model/manifest/model.ts';
import '../shared/page.css';

interface LogoutTexts {
  leaving: string;
  done: string;
  ended: (portal: string) => string;
  again: string;
}

const texts = {
  id: {
    leaving: 'Sedang keluar…',
    done: 'Anda telah keluar',
    ended: (portal) => `Sesi ${portal} Anda sudah diakhiri.`,
    again: 'Masuk kembali',
  },
  en: {
    leaving: 'Signing out…',
    done: 'You have signed out',
    ended: (portal) => `Your ${portal} session has ended.`,
    again: 'Sign in again',
  },
} satisfies Texts<LogoutTexts>;

/** The Indonesian (default) labels. */
export const logoutLabels = texts.id;

/** /logout[?mobile=1] signs out once; its child page (/logout/success) is where the mobile app closes its webview. */
export default function LogoutPage() {
  const { pathname, searchStr } = useLocation({ select: (l) => ({ pathname: l.pathname, searchStr: l.searchStr }) });
  const { paths } = useModel().portal;
  const done = pathname.replace(/\/+$/, '') === paths.signedOut;
  return done ? (
    <SignedOut login={paths.login} />
  ) : (
    <SigningOut paths={paths} mobile={new URLSearchParams(searchStr).get('mobile') === '1'} />
  );
}

function SigningOut({ mobile, paths }: { mobile: boolean; paths: PortalPaths }) {
  const store = useStore();
  const navigate = useNavigate();
  const started = useRef(false);
  const t = useTexts(texts);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; sign out only once
    started.current = true;
    void logout(store, { mobile, paths, navigate: (href) => void navigate({ href, replace: true }) });
  }, [store, mobile, paths, navigate]);

  return (
    <main className="page" aria-busy="true">
      <p role="status">{t.leaving}</p>
    </main>
  );
}

function SignedOut({ login }: { login: string }) {
  const t = useTexts(texts);
  const portalName = usePortalName();
  return (
    <main className="page">
      <h1>{t.done}</h1>
      <p className="page-lead">{t.ended(portalName)}</p>
      <p>
        <Link to={login}>{t.again}</Link>
      </p>
    </main>
  );
}
