// The student portal's face-to-face tutorial screen. The specification does not show its
// contents, so it explains TTM and points to the other tutorial services; it shows no schedule.
import { Link } from '@tanstack/react-router';
import { useModel } from '../../app/model-context.tsx';
import type { PortalModel, PortalNode } from '../../manifest/model.ts';
import { useCurrentNode } from '../../routing/use-current-node.ts';
import { Icon } from '../../ui/icon.tsx';
import { pathOf } from '../shared/node-path.ts';
import '../shared/page.css';
import './ttm.css';

/** The other tutorial services beside this one in the menu (Tuton, Tuweb, laporan tutorial…). */
function otherTutorials(model: PortalModel, node: PortalNode | undefined): PortalNode[] {
  const siblings = node?.parent ? model.nodes[node.parent]!.children : [];
  return siblings
    .map((id) => model.nodes[id]!)
    .filter((n) => n.id !== node?.id && !n.hidden && /tutorial/i.test([n.label, ...n.keywords].join(' ')));
}

export default function Ttm() {
  const model = useModel();
  const node = useCurrentNode();
  const others = otherTutorials(model, node);

  return (
    <div className="page ttm">
      <header>
        <h1>{node?.label ?? 'Tutorial Tatap Muka (TTM)'}</h1>
        <p className="page-lead">Tutorial yang dilaksanakan langsung di kelas bersama tutor.</p>
      </header>
      <section aria-labelledby="ttm-apa">
        <h2 id="ttm-apa">Apa itu TTM?</h2>
        <p>
          Tutorial Tatap Muka (TTM) adalah salah satu layanan bantuan belajar Universitas Terbuka. Mahasiswa dan tutor
          bertemu langsung di kelas untuk membahas materi mata kuliah, berdiskusi, dan mengerjakan tugas tutorial.
        </p>
      </section>
      <aside className="ttm__notice" aria-labelledby="ttm-jadwal">
        <Icon name="calendar" size={24} />
        <div>
          <h2 id="ttm-jadwal">Jadwal dan lokasi</h2>
          <p>
            Jadwal, lokasi, dan pembagian kelas TTM ditetapkan oleh fakultas dan UT Daerah pada setiap masa registrasi.
            Portal ini tidak menampilkan jadwal; ikuti pengumuman resmi dari fakultas atau UT Daerah Anda.
          </p>
        </div>
      </aside>
      <section aria-labelledby="ttm-persiapan">
        <h2 id="ttm-persiapan">Yang perlu disiapkan</h2>
        <ul>
          <li>Bahan ajar mata kuliah yang ditutorialkan.</li>
          <li>Tugas tutorial sesuai jadwal yang diumumkan tutor.</li>
          <li>Kehadiran: TTM berlangsung di kelas, bukan secara daring.</li>
        </ul>
      </section>
      <nav aria-labelledby="ttm-lainnya">
        <h2 id="ttm-lainnya">Layanan tutorial lainnya</h2>
        <ul className="page-links">
          {others.map((other) => (
            <li key={other.id}>
              <Link to={other.path}>{other.label}</Link>
            </li>
          ))}
          <li>
            <Link to={pathOf(model, model.portal.home)}>Kembali ke Dashboard</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
