// Every element of the UI kit in its states, for people to look at and for the browser tests'
// screenshots. `?open=modal|no-access|startup|confirm` opens that overlay on load;
// `?theme=dark|light` picks a palette.
import { ButtonsSection } from './sections/buttons.tsx';
import { FeedbackSection } from './sections/feedback.tsx';
import { IconsSection } from './sections/icons.tsx';
import { InputsSection } from './sections/inputs.tsx';
import { LayoutSection } from './sections/layout.tsx';
import { ModalSection } from './sections/modal.tsx';
import { PickersSection } from './sections/pickers.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import './catalogue.css';

const sections = [
  { id: 'tombol', title: 'Tombol', Section: ButtonsSection },
  { id: 'input', title: 'Input', Section: InputsSection },
  { id: 'pilihan', title: 'Pilihan & tanggal', Section: PickersSection },
  { id: 'tata-letak', title: 'Kartu, collapse & tooltip', Section: LayoutSection },
  { id: 'modal', title: 'Modal', Section: ModalSection },
  { id: 'ikon', title: 'Ikon', Section: IconsSection },
  { id: 'notifikasi', title: 'Notifikasi & dialog', Section: FeedbackSection },
];

export function Catalogue() {
  return (
    <div className="cat">
      <header className="cat__header">
        <div>
          <p className="cat__eyebrow">Kit UI portal</p>
          <h1 className="cat__title">Katalog UI</h1>
        </div>
        <ThemeSwitch />
      </header>
      <nav className="cat__nav" aria-label="Bagian katalog">
        {sections.map(({ id, title }) => (
          <a key={id} href={`#${id}`}>
            {title}
          </a>
        ))}
      </nav>
      <main className="cat__main">
        {sections.map(({ id, title, Section }) => (
          <section key={id} id={id} className="cat__section" aria-labelledby={`${id}-judul`}>
            <h2 id={`${id}-judul`} className="cat__section-title">
              {title}
            </h2>
            <Section />
          </section>
        ))}
      </main>
    </div>
  );
}
