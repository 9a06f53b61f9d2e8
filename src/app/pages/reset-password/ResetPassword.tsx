import { Link } from '@tanstack/react-router';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { useInstitution, usePortalName } from '../../../platform/i18n/portal-name.ts';
import type { InstitutionTexts } from '../../../platform/i18n/localize.ts';
import { articleFor } from '../shared/article.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import '../shared/page.css';

// Passwords are reset at the sign-in provider's page the manifest names (institution.passwordReset);
// a portal that names none sends people to its help desk instead.

interface ResetTexts {
  title: string;
  lead: (portal: string, institution: InstitutionTexts) => string;
  stepsTitle: string;
  steps: (institution: InstitutionTexts) => readonly string[];
  /** The steps when the reset page is not known: ask the help desk. */
  helpSteps: (institution: InstitutionTexts) => readonly string[];
  stuck: (institution: InstitutionTexts) => string;
  links: string;
  reset: (provider: string) => string;
  askHelp: (shortName: string) => string;
  back: string;
}

const texts = {
  id: {
    title: 'Atur ulang kata sandi',
    lead: (portal, { name, provider }) =>
      `${portal} memakai akun SSO ${name} (akun ${provider}). Kata sandinya tidak disimpan di portal ini, sehingga pengaturan ulang dilakukan di layanan ${provider}.`,
    stepsTitle: 'Langkah-langkah',
    steps: ({ shortName, provider }) => [
      `Buka halaman pengaturan ulang kata sandi ${provider} melalui tautan di bawah (terbuka di tab baru).`,
      `Masukkan alamat email ${shortName} Anda, lalu ikuti verifikasi yang diminta.`,
      'Setelah kata sandi baru tersimpan, kembali ke halaman login dan masuk seperti biasa.',
    ],
    helpSteps: ({ shortName, provider }) => [
      `Hubungi layanan bantuan ${shortName} melalui tautan di bawah dan minta pengaturan ulang kata sandi akun ${provider} Anda.`,
      'Setelah kata sandi baru tersimpan, kembali ke halaman login dan masuk seperti biasa.',
    ],
    stuck: ({ shortName }) => `Jika verifikasi tidak dapat dilakukan, hubungi layanan bantuan ${shortName}:`,
    links: 'Tautan atur ulang kata sandi',
    reset: (provider) => `Atur ulang kata sandi di ${provider}`,
    askHelp: (shortName) => `Layanan bantuan ${shortName}`,
    back: 'Kembali ke halaman login',
  },
  en: {
    title: 'Reset your password',
    lead: (portal, { name, provider }) =>
      `${portal} uses your ${name} SSO account (${articleFor(provider)} ${provider} account). Its password is not stored in this portal, so it is reset at ${provider}.`,
    stepsTitle: 'Steps',
    steps: ({ shortName, provider }) => [
      `Open the ${provider} password reset page with the link below (it opens in a new tab).`,
      `Enter your ${shortName} email address, then complete the verification it asks for.`,
      'Once the new password is saved, return to the sign-in page and sign in as usual.',
    ],
    helpSteps: ({ shortName, provider }) => [
      `Contact the ${shortName} help desk with the link below and ask them to reset the password of your ${provider} account.`,
      'Once the new password is saved, return to the sign-in page and sign in as usual.',
    ],
    stuck: ({ shortName }) => `If you cannot complete the verification, contact the ${shortName} help desk:`,
    links: 'Password reset links',
    reset: (provider) => `Reset your password at ${provider}`,
    askHelp: (shortName) => `The ${shortName} help desk`,
    back: 'Back to the sign-in page',
  },
} satisfies Texts<ResetTexts>;

export default function ResetPassword() {
  const model = useModel();
  const portalName = usePortalName();
  const institution = useInstitution();
  const t = useTexts(texts);
  const resetPage = model.portal.institution.passwordReset;

  return (
    <main className="page reset-password">
      <header>
        <h1>{t.title}</h1>
        <p className="page-lead">{t.lead(portalName, institution)}</p>
      </header>
      <section aria-labelledby="reset-steps">
        <h2 id="reset-steps">{t.stepsTitle}</h2>
        <ol>
          {(resetPage ? t.steps : t.helpSteps)(institution).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {resetPage && (
          <p>
            {t.stuck(institution)} <HelpLink help={institution.help} />
          </p>
        )}
      </section>
      <nav aria-label={t.links}>
        <ul className="page-links">
          <li>
            {resetPage ? (
              <HelpLink help={resetPage}>{t.reset(institution.provider)}</HelpLink>
            ) : (
              <HelpLink help={institution.help}>{t.askHelp(institution.shortName)}</HelpLink>
            )}
          </li>
          <li>
            <Link to={model.portal.paths.login}>{t.back}</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
