// Height transition between 0 and the content's natural height, without measuring: a one-row
// grid animates from 0fr to 1fr. Closed content is inert, so it is neither focusable nor read.
import type { CSSProperties, ReactNode } from 'react';
import { disclosurePart } from './disclosure.ts';
import './collapse.css';

export interface CollapseProps {
  open: boolean;
  /** Milliseconds (docs/requirements.md R-CONST-10: 300). Reduced-motion users get no animation. */
  duration?: number;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Collapse({ open, duration = 300, id, className, children }: CollapseProps) {
  return (
    <div
      id={id}
      className={['ui-collapse', className].filter(Boolean).join(' ')}
      {...disclosurePart(open)}
      style={{ '--ui-collapse-duration': `${duration}ms` } as CSSProperties}
    >
      <div className="ui-collapse__inner">{children}</div>
    </div>
  );
}
