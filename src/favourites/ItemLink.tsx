import { Link } from '@tanstack/react-router';
import { useStore } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { launch } from '../launch/open.ts';
import type { PortalNode } from '../manifest/model.ts';
import { recordRecent } from './state.ts';

// A click with a modifier key or the middle button keeps the browser's own behaviour (the
// launch page in a new tab), like the sidebar.
const wantsBrowserDefault = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** A link to a menu item that opens it the way the sidebar does, and remembers it as recent. */
export function ItemLink({ node, className, children }: { node: PortalNode; className?: string; children: ReactNode }) {
  const store = useStore();
  if (node.behaviour.kind === 'url') {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (wantsBrowserDefault(e)) return;
      e.preventDefault();
      void launch(node, store);
    };
    return (
      <a className={className} href={node.path} onClick={onClick} data-node={node.id}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={node.path} onClick={() => recordRecent(store, node.id)} data-node={node.id}>
      {children}
    </Link>
  );
}
