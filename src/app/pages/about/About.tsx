import { Link } from '@tanstack/react-router';

import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useLang, useTexts } from '../../../platform/i18n/use-texts.ts';
import { institutionOf, portalDescriptionOf, portalNameOf, type InstitutionTexts } from '../../../platform/i18n/localize.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import '../shared/page.css';

const version: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

interface AboutTexts {
  title: (portal: string) => string;
  whatTitle: (portal: string) => string;
  what: (portal: string, institution: InstitutionTexts) => string;
  versionTitle: string;
  version: string;
  helpTitle: string;
  help: (institution: InstitutionTexts) => string;
  links: string;
  login: string;
  home: string;
}

const texts = {
  id: {
    title: (portal) => `Tentang ${portal}`,
    whatTitle: (portal) => `Apa itu ${portal}?`,
    what: (portal, { name, shortName }) =>
      `${portal} adalah pintu masuk tunggal ke layanan ${name}. Setelah masuk dengan akun SSO ${shortName}, Anda mendapatkan dasbor dan menu yang membuka sistem-sistem terkait di tab baru, dengan identitas Anda sudah terisi.`,
    versionTitle: 'Versi',
    version: 'Versi aplikasi:',
    helpTitle: 'Bantuan',
    help: ({ shortName }) => `Kendala penggunaan portal atau hak akses dapat disampaikan kepada layanan bantuan ${shortName}:`,
    links: 'Tautan portal',
    login: 'Masuk',
    home: 'Ke Dashboard',
  },
  en: {
    title: (portal) => `About ${portal}`,
    whatTitle: (portal) => `What is ${portal}?`,
    what: (portal, { name, shortName }) =>
      `${portal} is the single entrance to the services of ${name}. After signing in with your ${shortName} SSO account, you get a dashboard and a menu that opens the related systems in a new tab, with your identity already filled in.`,
    versionTitle: 'Version',
    version: 'App version:',
    helpTitle: 'Help',
    help: ({ shortName }) => `Problems using the portal or with access rights can be reported to the ${shortName} help desk:`,
    links: 'Portal links',
    login: 'Sign in',
    home: 'To the Dashboard',
  },
} satisfies Texts<AboutTexts>;

export default function About() {
  const model = useModel();
  const t = useTexts(texts);
  const lang = useLang();
  const title = portalNameOf(model.portal, lang);
  const description = portalDescriptionOf(model.portal, lang);
  const institution = institutionOf(model.portal, lang);

  return (
    <main className="page">
      <header>
        <h1>{t.title(title)}</h1>
        {description && <p className="page-lead">{description}</p>}
      </header>
      <section aria-labelledby="about-what">
        <h2 id="about-what">{t.whatTitle(title)}</h2>
        <p>{t.what(title, institution)}</p>
      </section>
      <section aria-labelledby="about-version">
        <h2 id="about-version">{t.versionTitle}</h2>
        <p>
          {t.version} <strong>{version}</strong>
        </p>
      </section>
      <section aria-labelledby="about-contact">
        <h2 id="about-contact">{t.helpTitle}</h2>
        <p>
          {t.help(institution)} <HelpLink help={institution.help} />
        </p>
      </section>
      <nav aria-label={t.links}>
        <ul className="page-links">
          <li>
            <Link to={model.portal.paths.login}>{t.login}</Link>
          </li>
          <li>
            <Link to={model.portal.paths.home}>{t.home}</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
