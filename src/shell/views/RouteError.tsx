import type { ErrorComponentProps } from '@tanstack/react-router';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import './views.css';

const texts = {
  id: {
    title: 'Halaman gagal dimuat',
    body: 'Periksa koneksi internet Anda, lalu muat ulang halaman. Data Anda tidak hilang.',
    reload: 'Muat ulang',
  },
  en: {
    title: 'The page could not be loaded',
    body: 'Check your internet connection, then reload the page. Your data is not lost.',
    reload: 'Reload',
  },
} satisfies Texts<{ title: string; body: string; reload: string }>;

/** Shown when a page fails to load, e.g. a chunk of an older deployment that is gone. */
export default function RouteError({ error }: ErrorComponentProps) {
  const t = useTexts(texts);
  console.error(error);
  return (
    <section className="view-message" role="alert">
      <h1>{t.title}</h1>
      <p>{t.body}</p>
      <p>
        <button type="button" className="view-action" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </p>
    </section>
  );
}
