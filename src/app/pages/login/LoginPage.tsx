import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import { prepareSignIn, signIn } from '../../../platform/auth/sign-in.ts';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useLang, useTexts } from '../../../platform/i18n/use-texts.ts';
import { useInstitution, usePortalName } from '../../../platform/i18n/portal-name.ts';
import { labelOf, type InstitutionTexts } from '../../../platform/i18n/localize.ts';
import { signInHelpPages } from '../../../model/manifest/entry-pages.ts';
import { NotRememberedNotice, SignedOutNotice } from '../../../shell/layout/SessionNotices.tsx';
import { signInProgressAtom, signOutReasonAtom } from '../../../platform/session/state.ts';
import { Button } from '../../../platform/ui/button.tsx';
import { OPENS_SIGN_IN } from '../../../shell/first-paint/ids.ts';
import { articleFor } from '../shared/article.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import '../shared/page.css';
import './login.css';

interface LoginTexts {
  title: (portal: string) => string;
  /** `account`: the institution's account, "Akun UT" (in English "UT account"). */
  button: (account: string) => string;
  explanation: (institution: InstitutionTexts) => string;
  help: string;
  support: string;
}

const texts = {
  id: {
    title: (portal) => `Login ${portal}`,
    button: (account) => `Masuk dengan ${account}`,
    explanation: ({ name, provider }) =>
      `Masuk dengan akun SSO ${name} (akun ${provider}). Jendela login akan terbuka; izinkan pop-up untuk situs ini bila diminta.`,
    help: 'Bantuan login',
    support: 'Butuh bantuan masuk?',
  },
  en: {
    title: (portal) => `Sign in to ${portal}`,
    button: (account) => `Sign in with your ${account}`,
    explanation: ({ name, provider }) =>
      `Sign in with your ${name} SSO account (${articleFor(provider)} ${provider} account). A sign-in window will open; allow pop-ups for this site if asked.`,
    help: 'Sign-in help',
    support: 'Need help signing in?',
  },
} satisfies Texts<LoginTexts>;

/** The Indonesian (default) labels. */
export const loginLabels = texts.id;

/** The guard's `redirect` search value, parsed by the router: only a string counts. */
const redirectFrom = (search: Record<string, unknown>) => (typeof search.redirect === 'string' ? search.redirect : undefined);

export default function LoginPage() {
  const model = useModel();
  const portalName = usePortalName();
  const institution = useInstitution();
  const t = useTexts(texts);
  const lang = useLang();
  const { home } = model.portal.paths;
  const store = useStore();
  const navigate = useNavigate();
  // The location's, not a route match's: the page is also rendered at build time, outside any route (scripts/build/first-paint).
  const { search } = useLocation();
  const [{ isLoadingLogin, errorMessage }, setProgress] = useAtom(signInProgressAtom);
  const setSignOutReason = useSetAtom(signOutReasonAtom);
  const help = useMemo(() => signInHelpPages(model), [model]);

  // The sign-in code and MSAL load once the page is shown: the popup its click opens then shows the provider at once.
  useEffect(prepareSignIn, []);

  // An error from an earlier visit (kept by this tab, or stored by the old portal) is not news on a new visit.
  useEffect(
    () => setProgress((progress) => (progress.errorMessage === null ? progress : { ...progress, errorMessage: null })),
    [setProgress],
  );

  const start = () => {
    setSignOutReason(null); // explained; a new attempt has its own outcome
    // signIn never rejects: failures end as a toast and errorMessage.
    void signIn(store, { navigate: (href) => void navigate({ href }), home, redirectTo: redirectFrom(search) });
  };

  return (
    <main className="page login-page">
      <div className="login-page__panel">
        <h1>{t.title(portalName)}</h1>
        <SignedOutNotice />
        <p className="page-lead">{t.explanation(institution)}</p>
        <Button className="login-page__button" {...{ [OPENS_SIGN_IN]: true }} loading={isLoadingLogin} onClick={start}>
          {t.button(institution.account)}
        </Button>
        <p className="login-page__error" role="status" aria-live="polite">
          {errorMessage ?? ''}
        </p>
        <NotRememberedNotice />
        {help.length > 0 && (
          <nav aria-label={t.help}>
            <ul className="login-page__links">
              {help.map((node) => (
                <li key={node.id}>
                  <Link to={node.path}>{labelOf(node, lang)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="login-page__support">
          {t.support} <HelpLink help={institution.help} />
        </p>
      </div>
    </main>
  );
}
