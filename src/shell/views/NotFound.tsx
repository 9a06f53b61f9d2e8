import { Link } from '@tanstack/react-router';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { usePortalName } from '../../platform/i18n/portal-name.ts';
import { useModel } from '../../platform/core/model-context.tsx';
import './views.css';

const texts = {
  id: {
    title: 'Halaman tidak ditemukan',
    body: (portal: string) => `Alamat yang Anda buka tidak ada di ${portal}. Mungkin tautannya sudah berubah.`,
    back: 'Kembali ke beranda',
  },
  en: {
    title: 'Page not found',
    body: (portal: string) => `The address you opened does not exist in ${portal}. The link may have changed.`,
    back: 'Back to the home page',
  },
} satisfies Texts<{ title: string; body: (portal: string) => string; back: string }>;

export default function NotFound() {
  const model = useModel();
  const portalName = usePortalName();
  const t = useTexts(texts);
  return (
    <section className="view-message">
      <h1>{t.title}</h1>
      <p>{t.body(portalName)}</p>
      <p>
        <Link to={model.portal.paths.home} className="view-action">
          {t.back}
        </Link>
      </p>
    </section>
  );
}
