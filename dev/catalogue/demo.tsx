// A labelled cell of the catalogue grid: what state the element below is in.
import type { ReactNode } from 'react';

export function Demo({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="cat__demo" data-wide={wide || undefined}>
      <p className="cat__demo-title">{title}</p>
      {children}
    </div>
  );
}
