import { Link } from '@tanstack/react-router';
import { useStore } from 'jotai';
import type { ReactNode } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import type { PortalNode } from '../../model/manifest/model.ts';
import { launchTabMark } from './launch-tab.ts';
import { onItemClick } from './open-item.ts';

/** A link to a menu item that opens it the way the sidebar does, and remembers it as recent. */
export function ItemLink({ node, className, children }: { node: PortalNode; className?: string; children: ReactNode }) {
  const store = useStore();
  const onClick = onItemClick(node, store, useModel());
  if (node.behaviour.kind === 'url') {
    return (
      <a className={className} href={node.path} onClick={onClick} data-node={node.id} {...launchTabMark(node)}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={node.path} onClick={onClick} data-node={node.id}>
      {children}
    </Link>
  );
}
