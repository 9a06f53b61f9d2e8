import { useStoreValue } from '../../../platform/core/use-store-value.ts';
import { useEffect, useState } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { portalDescriptionOf, portalNameOf } from '../../../platform/i18n/localize.ts';
import { authAtom, displayNameOf } from '../../../platform/session/state.ts';
import { usePersonalLists } from '../../../features/favourites/use-personal-lists.ts';
import { firstPaintPart, rememberFirstScreen } from '../../../shell/first-paint/home-snapshot.ts';
import { greetingFor, welcomeFor } from '../../../platform/i18n/greeting.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';
import '../shared/page.css';
import './dashboard-home.css';
import { AgendaSlot } from './AgendaSlot.tsx';
import { Announcements } from './Announcements.tsx';
import { isLocked, listedItems, PersonalLists } from './Favourites.tsx';
import type { MenuItem } from '../../../features/menu/items.ts';
import { GroupCard } from './GroupCard.tsx';
import { cardsOf } from './summary.ts';

interface HomeTexts {
  about: (portal: string) => string;
  services: string;
}

const homeTexts = {
  id: {
    about: (portal) => `Ini adalah ${portal}.`,
    services: 'Menu layanan',
  },
  en: {
    about: (portal) => `This is ${portal}.`,
    services: 'Services',
  },
} satisfies Texts<HomeTexts>;

/**
 * Whenever the language or a list changes: the next load paints them at once. Its own
 * component, so that a pin renders this and the lists again, not the whole page.
 */
function RememberFirstScreen({ now }: { now: number }) {
  const model = useModel();
  const auth = useStoreValue(authAtom);
  const lang = useLang();
  const lists = usePersonalLists();
  useEffect(() => {
    if (!auth.nip || !lists) return;
    const listed = {
      favourites: listedItems(model, lists.favourites, now),
      recent: listedItems(model, lists.recent, now),
    };
    const ids = (items: readonly MenuItem[]) => items.map((item) => item.node.id);
    rememberFirstScreen({
      nip: auth.nip,
      lang,
      lists: { favourites: ids(listed.favourites), recent: ids(listed.recent) },
      locked: ids([...listed.favourites, ...listed.recent].filter((item) => isLocked(item, auth))),
    });
  }, [auth, lang, lists, model, now]);
  return null;
}

export default function DashboardHome() {
  const model = useModel();
  const auth = useStoreValue(authAtom);
  const lang = useLang();
  const t = homeTexts[lang];
  const [now] = useState(() => new Date());
  const name = displayNameOf(auth) ?? null;
  const cards = cardsOf(model);
  // Without an English description, English keeps the Indonesian one, marked so.
  const description = portalDescriptionOf(model.portal, lang);
  const indonesian = lang !== 'id' && description === model.portal.description;

  return (
    <div className="page dashboard-home" {...firstPaintPart('page')}>
      <RememberFirstScreen now={now.getTime()} />
      <header>
        <h1 {...firstPaintPart('welcome')}>{welcomeFor(name, lang)}</h1>
        <p className="page-lead">
          <span {...firstPaintPart('greeting')}>{greetingFor(now, lang)}</span>.{' '}
          {description === undefined ? (
            t.about(portalNameOf(model.portal, lang))
          ) : indonesian ? (
            <span lang="id">{description}</span>
          ) : (
            description
          )}
        </p>
      </header>
      <Announcements />
      {/* Only a portal that shows the agenda (portal.agenda) reserves its place. */}
      {model.portal.agenda === true && <AgendaSlot />}
      <PersonalLists />
      <section aria-labelledby="dashboard-menu-title">
        <h2 id="dashboard-menu-title" className="dashboard-home__section-title">
          {t.services}
        </h2>
        <ul className="dashboard-home__cards">
          {cards.map((node) => (
            <li key={node.id}>
              <GroupCard model={model} node={node} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
