import { Link } from '@tanstack/react-router';
import { useModel } from '../../app/model-context.tsx';
import { pathOf } from '../shared/node-path.ts';
import '../shared/page.css';

// University SSO accounts are Microsoft Entra accounts: their passwords are reset at Microsoft.
const microsoftReset = 'https://passwordreset.microsoftonline.com/';

export default function ResetPassword() {
  const model = useModel();

  return (
    <main className="page reset-password">
      <header>
        <h1>Atur ulang kata sandi</h1>
        <p className="page-lead">
          {model.portal.title} memakai akun SSO Universitas Terbuka (akun Microsoft). Kata sandinya tidak disimpan di
          portal ini, sehingga pengaturan ulang dilakukan di layanan Microsoft.
        </p>
      </header>
      <section aria-labelledby="reset-steps">
        <h2 id="reset-steps">Langkah-langkah</h2>
        <ol>
          <li>Buka halaman pengaturan ulang kata sandi Microsoft melalui tautan di bawah (terbuka di tab baru).</li>
          <li>Masukkan alamat email universitas Anda, lalu ikuti verifikasi yang diminta.</li>
          <li>Setelah kata sandi baru tersimpan, kembali ke halaman login dan masuk seperti biasa.</li>
        </ol>
        <p>Jika verifikasi tidak dapat dilakukan, hubungi admin fakultas atau unit TIK universitas.</p>
      </section>
      <nav aria-label="Tautan atur ulang kata sandi">
        <ul className="page-links">
          <li>
            <a href={microsoftReset} target="_blank" rel="noopener noreferrer">
              Atur ulang kata sandi di Microsoft<span className="ui-visually-hidden"> (membuka tab baru)</span>
            </a>
          </li>
          <li>
            <Link to={pathOf(model, model.portal.login)}>Kembali ke halaman login</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
