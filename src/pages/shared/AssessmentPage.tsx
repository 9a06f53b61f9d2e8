// The frame of the three assessment pages: title from the manifest node, a filter form whose
// fields apply at once (no submit), and the result area.
import type { FormEvent, ReactNode } from 'react';
import { useCurrentNode } from '../../routing/use-current-node.ts';
import './page.css';

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
  const title = node?.label ?? fallbackTitle;
  return (
    <div className="page assessment-page">
      <header>
        <h1>{title}</h1>
        {node?.description && <p className="page-lead">{node.description}</p>}
      </header>
      <form role="search" aria-label={`Filter ${title}`} className="page-filters" onSubmit={keepPage}>
        {filters}
      </form>
      <section aria-label={`Hasil ${title}`} aria-busy={busy || undefined}>
        {children}
      </section>
    </div>
  );
}
