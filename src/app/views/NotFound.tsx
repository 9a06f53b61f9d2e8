import { Link } from '@tanstack/react-router';
import { useModel } from '../model-context.tsx';
import './views.css';

export default function NotFound() {
  const model = useModel();
  return (
    <section className="view-message">
      <h1>Halaman tidak ditemukan</h1>
      <p>Alamat yang Anda buka tidak ada di {model.portal.title}. Mungkin tautannya sudah berubah.</p>
      <p>
        <Link to="/" className="view-action">
          Kembali ke beranda
        </Link>
      </p>
    </section>
  );
}
