// The student portal's face-to-face tutorial screen. The specification does not show its
// contents, so it explains TTM and points to the other tutorial services; it shows no schedule.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useModel } from '../../../platform/core/model-context.tsx';
import { langAtom, type Texts } from '../../../platform/i18n/lang.ts';
import { labelOf } from '../../../platform/i18n/localize.ts';
import type { PortalModel, PortalNode } from '../../../model/manifest/model.ts';
import { useCurrentNode } from '../../../shell/routing/use-current-node.ts';
import { Icon } from '../../../platform/ui/icon.tsx';
import '../shared/page.css';
import './ttm.css';

interface TtmTexts {
  title: string;
  lead: string;
  whatTitle: string;
  what: string;
  scheduleTitle: string;
  schedule: string;
  prepareTitle: string;
  prepare: readonly [string, string, string];
  othersTitle: string;
  home: string;
}

const texts = {
  id: {
    title: 'Tutorial Tatap Muka (TTM)',
    lead: 'Tutorial yang dilaksanakan langsung di kelas bersama tutor.',
    whatTitle: 'Apa itu TTM?',
    what: 'Tutorial Tatap Muka (TTM) adalah salah satu layanan bantuan belajar Universitas Terbuka. Mahasiswa dan tutor bertemu langsung di kelas untuk membahas materi mata kuliah, berdiskusi, dan mengerjakan tugas tutorial.',
    scheduleTitle: 'Jadwal dan lokasi',
    schedule:
      'Jadwal, lokasi, dan pembagian kelas TTM ditetapkan oleh fakultas dan UT Daerah pada setiap masa registrasi. Portal ini tidak menampilkan jadwal; ikuti pengumuman resmi dari fakultas atau UT Daerah Anda.',
    prepareTitle: 'Yang perlu disiapkan',
    prepare: [
      'Bahan ajar mata kuliah yang ditutorialkan.',
      'Tugas tutorial sesuai jadwal yang diumumkan tutor.',
      'Kehadiran: TTM berlangsung di kelas, bukan secara daring.',
    ],
    othersTitle: 'Layanan tutorial lainnya',
    home: 'Kembali ke Dashboard',
  },
  en: {
    title: 'Face-to-Face Tutorial (TTM)',
    lead: 'Tutorials held in a classroom together with a tutor.',
    whatTitle: 'What is TTM?',
    what: 'Face-to-Face Tutorial (Tutorial Tatap Muka, TTM) is one of the learning support services of Universitas Terbuka. Students and tutors meet in a classroom to go through course material, discuss it and work on tutorial assignments.',
    scheduleTitle: 'Schedule and location',
    schedule:
      'The schedule, location and class allocation of TTM are set by the faculty and the regional UT office in every registration period. This portal does not show the schedule; follow the official announcements of your faculty or regional UT office.',
    prepareTitle: 'What to prepare',
    prepare: [
      'The course materials of the tutored course.',
      'Tutorial assignments, on the schedule the tutor announces.',
      'Attendance: TTM takes place in a classroom, not online.',
    ],
    othersTitle: 'Other tutorial services',
    home: 'Back to the Dashboard',
  },
} satisfies Texts<TtmTexts>;

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
  const lang = useAtomValue(langAtom);
  const t = texts[lang];
  const others = otherTutorials(model, node);

  return (
    <div className="page ttm">
      <header>
        <h1>{node ? labelOf(node, lang) : t.title}</h1>
        <p className="page-lead">{t.lead}</p>
      </header>
      <section aria-labelledby="ttm-apa">
        <h2 id="ttm-apa">{t.whatTitle}</h2>
        <p>{t.what}</p>
      </section>
      <aside className="ttm__notice" aria-labelledby="ttm-jadwal">
        <Icon name="calendar" size={24} />
        <div>
          <h2 id="ttm-jadwal">{t.scheduleTitle}</h2>
          <p>{t.schedule}</p>
        </div>
      </aside>
      <section aria-labelledby="ttm-persiapan">
        <h2 id="ttm-persiapan">{t.prepareTitle}</h2>
        <ul>
          {t.prepare.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="ttm-lainnya">
        <h2 id="ttm-lainnya">{t.othersTitle}</h2>
        <ul className="page-links">
          {others.map((other) => (
            <li key={other.id}>
              <Link to={other.path}>{labelOf(other, lang)}</Link>
            </li>
          ))}
          <li>
            <Link to={model.portal.paths.home}>{t.home}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
