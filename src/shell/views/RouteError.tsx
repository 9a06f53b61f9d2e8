// Shown in place of a page that failed to load or to render; the layout around it (the menu, the
// header, anything typed there) stays. It names the cause (src/features/deploys/load-failure.ts): a
// deployment (the page's code went with the old version; src/features/deploys/deploys.ts has already
// loaded the new one once, so this offers the reload), an offline browser or a server that cannot be
// reached (it tries again by itself when the connection is back, and every few seconds while the
// browser believes it is online), or a server fault (it offers to try again). Trying again happens
// in place — the failed page is imported again and the route's data reloaded — so nothing on the
// screen is lost; leaving for another page does the same for this one (forgetFailedLoads).
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { explainFailure } from '../../features/deploys/deploys.ts';
import { forgetFailedLoads } from '../routing/lazy-page.ts';
import { type LoadFailure, PageLoadError } from '../../features/deploys/load-failure.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { reportException } from '../routing/field-report.ts';
import './views.css';

interface RouteErrorTexts {
  title: string;
  checking: string;
  offline: string;
  deploy: string;
  server: string;
  retry: string;
  reload: string;
}

const texts = {
  id: {
    title: 'Halaman gagal dimuat',
    checking: 'Memeriksa penyebabnya…',
    offline:
      'Anda sedang luring, atau portal tidak dapat dihubungi. Halaman ini dimuat lagi dengan sendirinya begitu koneksi kembali. Data Anda tidak hilang.',
    deploy: 'Portal baru saja diperbarui. Muat ulang halaman untuk membuka versi terbaru. Data Anda tidak hilang.',
    server: 'Server portal sedang bermasalah. Coba lagi sebentar lagi; bila masih gagal, hubungi pengelola portal. Data Anda tidak hilang.',
    retry: 'Coba lagi',
    reload: 'Muat ulang',
  },
  en: {
    title: 'The page could not be loaded',
    checking: 'Finding out why…',
    offline:
      'You are offline, or the portal cannot be reached. This page loads by itself as soon as the connection is back. Your data is not lost.',
    deploy: 'The portal has just been updated. Reload the page to open the latest version. Your data is not lost.',
    server:
      "The portal's server has a problem. Try again in a moment; if it still fails, contact the portal's administrators. Your data is not lost.",
    retry: 'Try again',
    reload: 'Reload',
  },
} satisfies Texts<RouteErrorTexts>;

/** While the browser believes it is online but the portal cannot be reached, it tries again this often. */
const OFFLINE_RETRY_MS = 15_000;

export default function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useTexts(texts);
  const router = useRouter();
  // The cause, for the error it was found for: the boundary may hand this view a new error without
  // remounting it (a retry that failed again). A page loader's error names it already.
  const [explained, setExplained] = useState<{ error: unknown; failure: LoadFailure }>();
  const failure = error instanceof PageLoadError ? error.failure : explained && explained.error === error ? explained.failure : undefined;

  useEffect(() => {
    console.error(error);
    if (error instanceof PageLoadError) return;
    if (!navigator.onLine) {
      setExplained({ error, failure: 'offline' });
      return;
    }
    let current = true;
    void explainFailure(error).then((cause) => {
      if (current) setExplained({ error, failure: cause });
    });
    return () => {
      current = false;
    };
  }, [error]);

  // The page is imported again and the route's data reloaded. In a transition: this view stays
  // until the page is there (or has failed again).
  const retry = useCallback(() => {
    forgetFailedLoads();
    startTransition(() => {
      reset();
      void router.invalidate();
    });
  }, [reset, router]);

  useEffect(() => {
    if (failure !== 'offline') return;
    const timer = setInterval(() => {
      if (navigator.onLine) retry();
    }, OFFLINE_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [failure, retry]);

  // Left for another page: this page's next render imports it again.
  useEffect(() => forgetFailedLoads, []);

  // Once its cause is known, the failure goes to the field report (with analytics only): a page that
  // could not be shown, and why.
  useEffect(() => {
    if (failure) reportException(error, true, `page failed to load (${failure}): `);
  }, [error, failure]);

  return (
    <section className="view-message" role="alert" data-failure={failure ?? 'checking'}>
      <h1>{t.title}</h1>
      <p>{failure ? t[failure] : t.checking}</p>
      {failure && (
        <p>
          {failure === 'deploy' ? (
            <button type="button" className="view-action" onClick={() => window.location.reload()}>
              {t.reload}
            </button>
          ) : (
            <button type="button" className="view-action" onClick={retry}>
              {t.retry}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
