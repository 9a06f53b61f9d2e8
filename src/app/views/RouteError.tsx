import type { ErrorComponentProps } from '@tanstack/react-router';
import './views.css';

/** Shown when a page fails to load, e.g. a chunk of an older deployment that is gone. */
export default function RouteError({ error }: ErrorComponentProps) {
  console.error(error);
  return (
    <section className="view-message" role="alert">
      <h1>Halaman gagal dimuat</h1>
      <p>Periksa koneksi internet Anda, lalu muat ulang halaman. Data Anda tidak hilang.</p>
      <p>
        <button type="button" className="view-action" onClick={() => window.location.reload()}>
          Muat ulang
        </button>
      </p>
    </section>
  );
}
