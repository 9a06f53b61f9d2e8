import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useModel } from '../../app/model-context.tsx';
import { authAtom, type AuthState } from '../../session/state.ts';
import { greetingFor } from '../shared/jakarta-time.ts';
import '../shared/page.css';
import './dashboard-home.css';
import { AgendaSlot } from './AgendaSlot.tsx';
import { Announcements } from './Announcements.tsx';
import { PersonalLists } from './Favourites.tsx';
import { GroupCard } from './GroupCard.tsx';
import { cardsOf } from './summary.ts';

const nameOf = (auth: AuthState) => auth.namaTanpaGelar ?? auth.userInfo?.namaTanpaGelar ?? auth.userInfo?.nama ?? null;

export default function DashboardHome() {
  const model = useModel();
  const auth = useAtomValue(authAtom);
  const [now] = useState(() => new Date());
  const name = nameOf(auth);
  const cards = cardsOf(model);

  return (
    <div className="page dashboard-home">
      <header>
        <h1>{name ? `Selamat datang, ${name}` : 'Selamat datang'}</h1>
        <p className="page-lead">
          {greetingFor(now)}. {model.portal.description ?? `Ini adalah ${model.portal.title}.`}
        </p>
      </header>
      <Announcements />
      <AgendaSlot />
      <PersonalLists />
      <section aria-labelledby="dashboard-menu-title">
        <h2 id="dashboard-menu-title" className="dashboard-home__section-title">
          Menu layanan
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
