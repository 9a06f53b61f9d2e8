import { Link } from '@tanstack/react-router';
import { useStore } from 'jotai';
import type { Texts } from '../../platform/i18n/lang.ts';
import { descriptionOf, labelOf } from '../../platform/i18n/localize.ts';
import { useEffect, useRef, useState } from 'react';
import { goInPlace, isLaunchTab } from '../../features/launch/launch-tab.ts';
import { launchItem } from '../../features/launch/open-item.ts';
import {
  closedMessage,
  fillMessage,
  foreignOriginMessage,
  offlineMessage,
  refusedDialog,
  unreachableMessage,
} from '../../features/launch/texts.ts';
import type { LaunchPlan } from '../../features/launch/plan.ts';
import { useModel } from '../../platform/core/model-context.tsx';
import { useCurrentNode } from '../routing/use-current-node.ts';
import { useLang } from '../../platform/i18n/use-texts.ts';
import './views.css';

interface LaunchTexts {
  opening: (label: string) => string;
  opened: (label: string) => string;
  noTab: string;
  openLink: (label: string) => string;
  denied: string;
  deniedTo: (label: string) => string;
  unsafe: (label: string) => string;
  cancelled: (label: string) => string;
  back: (label: string) => string;
}

const texts = {
  id: {
    opening: (label) => `Membuka ${label}…`,
    opened: (label) => `${label} dibuka di tab baru.`,
    noTab: 'Tidak ada tab baru yang terbuka?',
    openLink: (label) => `Klik di sini untuk membuka ${label}`,
    denied: 'Anda tidak memiliki hak akses',
    deniedTo: (label) => ` ke ${label}.`,
    unsafe: (label) => `Alamat ${label} tidak aman sehingga tidak dibuka. Hubungi pengelola portal.`,
    cancelled: (label) => `${label} tidak dibuka.`,
    back: (label) => `Kembali ke ${label}`,
  },
  en: {
    opening: (label) => `Opening ${label}…`,
    opened: (label) => `${label} was opened in a new tab.`,
    noTab: 'No new tab opened?',
    openLink: (label) => `Click here to open ${label}`,
    denied: 'You do not have access',
    deniedTo: (label) => ` to ${label}.`,
    unsafe: (label) => `The address of ${label} is not safe, so it was not opened. Contact the portal administrator.`,
    cancelled: (label) => `${label} was not opened.`,
    back: (label) => `Back to ${label}`,
  },
} satisfies Texts<LaunchTexts>;

/**
 * The page of a url node opened directly (bookmark, typed URL, reload, middle click). It tries to
 * open the system, but a browser blocks tabs that no click started, so it always offers the link.
 */
export default function LaunchPage() {
  const model = useModel();
  const node = useCurrentNode();
  const store = useStore();
  const lang = useLang();
  const [plan, setPlan] = useState<LaunchPlan | null>(null);
  const tried = useRef<string | null>(null);
  // A tab a click opened for this launch goes on to the system in place (launch-tab.ts).
  const [inLaunchTab] = useState(() => isLaunchTab(window.location.search));

  useEffect(() => {
    if (!node || tried.current === node.id) return; // once per node, also under StrictMode
    tried.current = node.id;
    void Promise.resolve(launchItem(node, store, model, inLaunchTab ? goInPlace : undefined, { inLaunchTab })).then(setPlan);
  }, [node, store, model, inLaunchTab]);

  if (!node) return null;
  const t = texts[lang];
  const label = labelOf(node, lang);
  const description = descriptionOf(node, lang);
  return (
    <section className="view-message" aria-live="polite">
      <h1>{label}</h1>
      {description && <p className="view-muted">{description}</p>}
      {(plan === null || (inLaunchTab && plan.kind === 'open')) && <p>{t.opening(label)}</p>}
      {plan?.kind === 'open' && !inLaunchTab && (
        <>
          <p>{t.opened(label)}</p>
          <p>
            {t.noTab}{' '}
            <a href={plan.url} target="_blank" rel="noopener noreferrer" className="view-action">
              {t.openLink(label)}
            </a>
          </p>
        </>
      )}
      {plan?.kind === 'denied' && (
        <p role="alert">
          <strong>{t.denied}</strong>
          {t.deniedTo(label)}
        </p>
      )}
      {plan?.kind === 'closed' && <p role="alert">{closedMessage(node, plan.window, lang)}</p>}
      {(plan?.kind === 'unavailable' || plan?.kind === 'unusable') && <p role="alert">{fillMessage(node, plan, lang)}</p>}
      {plan?.kind === 'unsafe' && <p role="alert">{t.unsafe(label)}</p>}
      {plan?.kind === 'foreign-origin' && <p role="alert">{foreignOriginMessage(node, lang)}</p>}
      {plan?.kind === 'offline' && <p role="alert">{offlineMessage(node, lang)}</p>}
      {plan?.kind === 'renewal-refused' && <p role="alert">{refusedDialog(node, lang).text}</p>}
      {plan?.kind === 'renewal-unreachable' && <p role="alert">{unreachableMessage(node, plan.cause, lang)}</p>}
      {plan?.kind === 'cancelled' && <p>{t.cancelled(label)}</p>}
      <p>
        <Link to={model.portal.paths.home}>{t.back(labelOf(model.nodes[model.portal.home]!, lang))}</Link>
      </p>
    </section>
  );
}
