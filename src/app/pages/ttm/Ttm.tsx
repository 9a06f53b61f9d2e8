// The face-to-face tutorial screen of the student portal. What TTM is and how it runs is the
// institution's own content: the page shows its node's `content` from the manifest (a lead, then
// sections in order) and points to the other tutorial services; it shows no schedule. A node
// without content shows its title and the links only.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { contentOf, labelOf, titleOf } from '../../../platform/i18n/localize.ts';
import type { PortalModel, PortalNode } from '../../../model/manifest/model.ts';
import { useCurrentNode } from '../../../shell/routing/use-current-node.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';
import '../shared/page.css';
import './ttm.css';

interface TtmTexts {
  othersTitle: string;
  links: string;
  /** `home`: the label of the portal's home node. */
  home: (home: string) => string;
}

const texts = {
  id: {
    othersTitle: 'Layanan tutorial lainnya',
    links: 'Tautan halaman',
    home: (home) => `Kembali ke ${home}`,
  },
  en: {
    othersTitle: 'Other tutorial services',
    links: 'Page links',
    home: (home) => `Back to the ${home}`,
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
  const lang = useLang();
  const t = texts[lang];
  const baseId = useId();
  const others = otherTutorials(model, node);
  const home = model.nodes[model.portal.home];
  const { lead, sections, indonesian } = contentOf(node?.content, lang);
  // English that falls back on the manifest's Indonesian says so, for screen readers' pronunciation.
  const langOf = (fallback: boolean) => (fallback ? 'id' : undefined);

  return (
    <div className="page ttm">
      <header>
        {node && <h1>{titleOf(node, lang)}</h1>}
        {lead && (
          <p className="page-lead" lang={langOf(indonesian.lead)}>
            {lead}
          </p>
        )}
      </header>
      {sections.map((section, index) => {
        const headingId = `${baseId}-section-${index}`;
        return (
          <section key={headingId} aria-labelledby={headingId} lang={langOf(indonesian.sections)}>
            <h2 id={headingId}>{section.title}</h2>
            {section.text && <p>{section.text}</p>}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {/* Named by its heading when it lists other tutorial services, else by a plain name. */}
      <nav aria-labelledby={others.length ? `${baseId}-others` : undefined} aria-label={others.length ? undefined : t.links}>
        {others.length > 0 && <h2 id={`${baseId}-others`}>{t.othersTitle}</h2>}
        <ul className="page-links">
          {others.map((other) => (
            <li key={other.id}>
              <Link to={other.path}>{labelOf(other, lang)}</Link>
            </li>
          ))}
          {home && (
            <li>
              <Link to={model.portal.paths.home}>{t.home(labelOf(home, lang))}</Link>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
