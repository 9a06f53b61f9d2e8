// The manifest's announcements for this lecturer, on the dashboard home. Not a live region: they
// are part of the page, read in order, not news that interrupts.
import { useStoreValue } from '../../../platform/core/use-store-value.ts';
import { useState } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useLang, useTexts } from '../../../platform/i18n/use-texts.ts';
import { labelOf } from '../../../platform/i18n/localize.ts';
import { ItemLink } from '../../../features/launch/ItemLink.tsx';
import type { PortalNode } from '../../../model/manifest/model.ts';
import { authAtom } from '../../../platform/session/state.ts';
import { activeAnnouncements, showAnnouncement, type ShownAnnouncement } from './announcements.ts';
import { ANNOUNCEMENT_ATTRIBUTE } from '../../../shell/first-paint/ids.ts';
import './announcements.css';

interface AnnouncementTexts {
  heading: string;
  warning: string;
  open: (label: string) => string;
  newTab: string;
}

const texts = {
  id: { heading: 'Pengumuman', warning: 'Penting:', open: (label) => `Buka ${label}`, newTab: '(membuka tab baru)' },
  en: { heading: 'Announcements', warning: 'Important:', open: (label) => `Open ${label}`, newTab: '(opens in a new tab)' },
} satisfies Texts<AnnouncementTexts>;

function AnnouncementLink({ node }: { node: PortalNode }) {
  const t = useTexts(texts);
  const label = labelOf(node, useLang());
  const external = node.behaviour.kind === 'url';
  return (
    <ItemLink node={node} className="announcement__link">
      {t.open(label)}
      {external && (
        <>
          {' '}
          <span className="ui-visually-hidden">{t.newTab}</span>
          <span aria-hidden="true"> ↗</span>
        </>
      )}
    </ItemLink>
  );
}

function AnnouncementItem({ item }: { item: ShownAnnouncement }) {
  const t = useTexts(texts);
  return (
    <article className={`announcement announcement--${item.tone}`} aria-labelledby={`announcement-${item.id}`}>
      <h3 className="announcement__title" id={`announcement-${item.id}`}>
        {item.tone === 'warning' && (
          <>
            <span className="ui-visually-hidden">{t.warning}</span>{' '}
          </>
        )}
        {item.title}
      </h3>
      <p className="announcement__body">{item.body}</p>
      {item.link && <AnnouncementLink node={item.link} />}
    </article>
  );
}

export function Announcements() {
  const model = useModel();
  const auth = useStoreValue(authAtom);
  const lang = useLang();
  const t = useTexts(texts);
  // Fixed for the page's life, like the greeting: an announcement does not vanish while being read.
  const [now] = useState(() => Date.now());
  const shown = activeAnnouncements(model.announcements, auth, now).map((a) => showAnnouncement(model, a, lang, now));
  if (shown.length === 0) return null;
  return (
    <section className="announcements" aria-labelledby="dashboard-announcements-title">
      <h2 id="dashboard-announcements-title" className="dashboard-home__section-title">
        {t.heading}
      </h2>
      <ul className="announcements__list">
        {shown.map((item) => (
          <li key={item.id} {...{ [ANNOUNCEMENT_ATTRIBUTE]: item.id }}>
            <AnnouncementItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
