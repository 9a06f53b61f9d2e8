import { Link } from '@tanstack/react-router';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { usePortalName } from '../../../platform/i18n/portal-name.ts';
import '../shared/page.css';

// University SSO accounts are Microsoft Entra accounts: their passwords are reset at Microsoft.
const microsoftReset = 'https://passwordreset.microsoftonline.com/';

interface ResetTexts {
  title: string;
  lead: (portal: string) => string;
  stepsTitle: string;
  steps: readonly [string, string, string];
  stuck: string;
  links: string;
  reset: string;
  newTab: string;
  back: string;
}

const texts = {
  id: {
    title: 'Atur ulang kata sandi',
    lead: (portal) =>
      `${portal} memakai akun SSO Universitas Terbuka (akun Microsoft). Kata sandinya tidak disimpan di portal ini, sehingga pengaturan ulang dilakukan di layanan Microsoft.`,
    stepsTitle: 'Langkah-langkah',
    steps: [
      'Buka halaman pengaturan ulang kata sandi Microsoft melalui tautan di bawah (terbuka di tab baru).',
      'Masukkan alamat email universitas Anda, lalu ikuti verifikasi yang diminta.',
      'Setelah kata sandi baru tersimpan, kembali ke halaman login dan masuk seperti biasa.',
    ],
    stuck: 'Jika verifikasi tidak dapat dilakukan, hubungi admin fakultas atau unit TIK universitas.',
    links: 'Tautan atur ulang kata sandi',
    reset: 'Atur ulang kata sandi di Microsoft',
    newTab: ' (membuka tab baru)',
    back: 'Kembali ke halaman login',
  },
  en: {
    title: 'Reset your password',
    lead: (portal) =>
      `${portal} uses your Universitas Terbuka SSO account (a Microsoft account). Its password is not stored in this portal, so it is reset at Microsoft.`,
    stepsTitle: 'Steps',
    steps: [
      'Open the Microsoft password reset page with the link below (it opens in a new tab).',
      'Enter your university email address, then complete the verification it asks for.',
      'Once the new password is saved, return to the sign-in page and sign in as usual.',
    ],
    stuck: 'If you cannot complete the verification, contact your faculty administrator or the university IT unit.',
    links: 'Password reset links',
    reset: 'Reset your password at Microsoft',
    newTab: ' (opens a new tab)',
    back: 'Back to the sign-in page',
  },
} satisfies Texts<ResetTexts>;

export default function ResetPassword() {
  const model = useModel();
  const portalName = usePortalName();
  const t = useTexts(texts);

  return (
    <main className="page reset-password">
      <header>
        <h1>{t.title}</h1>
        <p className="page-lead">{t.lead(portalName)}</p>
      </header>
      <section aria-labelledby="reset-steps">
        <h2 id="reset-steps">{t.stepsTitle}</h2>
        <ol>
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t.stuck}</p>
      </section>
      <nav aria-label={t.links}>
        <ul className="page-links">
          <li>
            <a href={microsoftReset} target="_blank" rel="noopener noreferrer">
              {t.reset}
              <span className="ui-visually-hidden">{t.newTab}</span>
            </a>
          </li>
          <li>
            <Link to={model.portal.paths.login}>{t.back}</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
