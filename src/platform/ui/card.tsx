// A surface that groups related content, with an optional heading row and actions.
import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
}

export function Card({ title, headingLevel = 3, actions, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={['ui-card', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className="ui-card__header">
          {title && <Heading className="ui-card__title">{title}</Heading>}
          {actions && <div className="ui-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={['ui-card__content', className].filter(Boolean).join(' ')} />;
}
