// The frame of the three assessment pages: title from the manifest node, a filter form whose
// fields apply at once (no submit), and the result area.

import type { FormEvent, ReactNode } from 'react';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { descriptionOf, labelOf } from '../../../platform/i18n/localize.ts';
import { useCurrentNode } from '../../../shell/routing/use-current-node.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';
import './page.css';

const texts = {
  id: { filter: (title: string) => `Filter ${title}`, results: (title: string) => `Hasil ${title}` },
  en: { filter: (title: string) => `Filter ${title}`, results: (title: string) => `${title} results` },
} satisfies Texts<{ filter: (title: string) => string; results: (title: string) => string }>;

interface Props {
  /** Used when the page is rendered outside a manifest route. */
  fallbackTitle: string;
  filters: ReactNode;
  busy: boolean;
  children: ReactNode;
}

const keepPage = (event: FormEvent) => event.preventDefault();

export function AssessmentPage({ fallbackTitle, filters, busy, children }: Props) {
  const node = useCurrentNode();
  const lang = useLang();
  const t = texts[lang];
  const title = node ? labelOf(node, lang) : fallbackTitle;
  const description = node && descriptionOf(node, lang);
  return (
    <div className="page assessment-page">
      <header>
        <h1>{title}</h1>
        {description && <p className="page-lead">{description}</p>}
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is what screen readers on older phones know; <search> is recent */}
      <form role="search" aria-label={t.filter(title)} className="page-filters" onSubmit={keepPage}>
        {filters}
      </form>
      <section aria-label={t.results(title)} aria-busy={busy || undefined}>
        {children}
      </section>
    </div>
  );
}
