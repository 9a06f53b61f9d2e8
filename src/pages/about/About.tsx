import { Link } from '@tanstack/react-router';
import { useModel } from '../../app/model-context.tsx';
import { pathOf } from '../shared/node-path.ts';
import '../shared/page.css';

const version: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

export default function About() {
  const model = useModel();
  const { title, description } = model.portal;

  return (
    <main className="page">
      <header>
        <h1>Tentang {title}</h1>
        {description && <p className="page-lead">{description}</p>}
      </header>
      <section aria-labelledby="about-what">
        <h2 id="about-what">Apa itu {title}?</h2>
        <p>
          {title} adalah pintu masuk tunggal ke layanan Universitas Terbuka. Setelah masuk dengan akun SSO
          universitas, Anda mendapatkan dasbor dan menu yang membuka sistem-sistem terkait di tab baru, dengan
          identitas Anda sudah terisi.
        </p>
      </section>
      <section aria-labelledby="about-version">
        <h2 id="about-version">Versi</h2>
        <p>
          Versi aplikasi: <strong>{version}</strong>
        </p>
      </section>
      <section aria-labelledby="about-contact">
        <h2 id="about-contact">Bantuan</h2>
        <p>Kendala penggunaan portal atau hak akses dapat disampaikan kepada admin fakultas Anda.</p>
      </section>
      <nav aria-label="Tautan portal">
        <ul className="page-links">
          <li>
            <Link to={pathOf(model, model.portal.login)}>Masuk</Link>
          </li>
          <li>
            <Link to={pathOf(model, model.portal.home)}>Ke Dashboard</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
