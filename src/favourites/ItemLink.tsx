import { Link } from '@tanstack/react-router';
import { useStore } from 'jotai';
import type { ReactNode } from 'react';
import { launchOnClick } from '../launch/open.ts';
import type { PortalNode } from '../manifest/model.ts';
import { recordRecent } from './state.ts';

/** A link to a menu item that opens it the way the sidebar does, and remembers it as recent. */
export function ItemLink({ node, className, children }: { node: PortalNode; className?: string; children: ReactNode }) {
  const store = useStore();
  if (node.behaviour.kind === 'url') {
    return (
      <a className={className} href={node.path} onClick={launchOnClick(node, store)} data-node={node.id}>
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
